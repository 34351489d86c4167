import { defineCatalogue } from '@mealprep/shared/i18n';

export const accountMessages = defineCatalogue(
  'account',
  {
    'account.login.title': 'Log in',
    'account.register.title': 'Create an account',
    'account.forgotPassword.title': 'Forgot your password?',
    'account.resetPassword.title': 'Set a new password',
    'account.dashboard.title': 'Dashboard',
    'account.addresses.title': 'My addresses',
    'account.orders.title': 'My orders',
    'account.order.title': 'Order {id}',
    'account.orderSummary.title': 'Summary of order {id}',
    'account.points.title': 'My points',
    'account.preferences.title': 'Meal preferences',
    'account.profile.title': 'My profile',

    'account.tabs.label': 'Welcome, log in or create an account',
    'account.tabs.welcome': 'Welcome',
    'account.tabs.login': 'Log in',
    'account.tabs.register': 'New account',

    'account.welcome.title': 'Welcome to MealPrep MY',
    'account.welcome.intro':
      'Fresh, prepared meals planned around you and your goals, cooked in our kitchen and brought to your door.',
    'account.welcome.plans': 'Personalised meal plans built from your goals and tastes',
    'account.welcome.shelfLife': 'Every meal keeps for 7 days in the fridge',
    'account.welcome.delivery': 'Delivery across the Klang Valley, or pick up yourself',
    'account.welcome.register': 'Create an account',
    'account.welcome.login': 'I have an account',

    'account.form.email': 'Email',
    'account.form.password': 'Password',
    'account.form.passwordHint': 'At least {min} characters.',
    'account.form.passwordConfirmation': 'Confirm password',
    'account.form.newPassword': 'New password',
    'account.form.newPasswordConfirmation': 'Confirm new password',
    'account.form.showPassword': 'Show password',
    'account.form.firstName': 'First name',
    'account.form.lastName': 'Last name',
    'account.form.phone': 'Phone number',
    'account.form.phoneHint': 'A Malaysian number, e.g. 012-345 6789.',
    'account.form.dateOfBirth': 'Date of birth',
    'account.form.gender': 'Gender',
    'account.form.genderM': 'Male',
    'account.form.genderF': 'Female',
    'account.form.country': 'Country',
    'account.form.allRequired': 'All fields are required.',

    'account.login.submit': 'Log in',
    'account.login.forgot': 'Forgot password?',

    'account.register.submit': 'Create account',

    'account.forgotPassword.intro':
      'Enter the e-mail address of your account and we will send you a link to choose a new password.',
    'account.forgotPassword.submit': 'Send reset link',
    'account.forgotPassword.sentTitle': 'Check your e-mail',
    'account.forgotPassword.sentBody':
      'If an account exists for {email}, we have sent it a link to choose a new password. The link works for 60 minutes.',
    'account.forgotPassword.sentHint':
      'Nothing in your inbox after a few minutes? Look in the spam folder, or try again.',
    'account.forgotPassword.tryAgain': 'Use another e-mail address',
    'account.forgotPassword.backToLogin': 'Back to log in',

    'account.resetPassword.intro': 'Choose a new password for your account.',
    'account.resetPassword.submit': 'Save new password',
    'account.resetPassword.invalidLink':
      'This password reset link is incomplete or no longer valid. Ask for a new one below.',
    'account.resetPassword.requestNew': 'Request a new link',
    'account.resetPassword.doneTitle': 'Password changed',
    'account.resetPassword.doneBody':
      'Your password has been changed and you have been signed out everywhere. Log in with the new password.',
    'account.resetPassword.login': 'Log in',
    'account.page.error': 'We could not load this page.',
    'account.page.retry': 'Try again',

    'account.address.add': 'Add an address',
    'account.address.edit': 'Edit address',
    'account.address.editShort': 'Edit',
    'account.address.editOne': 'Edit {address}',
    'account.address.save': 'Save address',
    'account.address.cancel': 'Cancel',
    'account.address.saved': 'Address saved.',
    'account.address.delete': 'Delete',
    'account.address.deleteOne': 'Delete {address}',
    'account.address.deleted': 'Address deleted.',
    'account.address.default': 'Default',
    'account.address.makeDefault': 'Use as my default address',
    'account.address.makeDefaultShort': 'Make default',
    'account.address.makeDefaultOne': 'Make {address} my default address',
    'account.address.defaultDone': 'Default address changed.',
    'account.address.defaultKept':
      'Your default address stays the default until you choose another one.',
    'account.address.emptyTitle': 'No address yet',
    'account.address.emptyBody':
      'Add the address we should deliver to. You can keep several and choose one at checkout.',
    'account.address.unitNo': 'Unit / house number (optional)',
    'account.address.line1': 'Address line 1',
    'account.address.line1Hint':
      'Type your street with its area or postcode, e.g. "12 Jalan SS2/24, Petaling Jaya", then choose a suggestion.',
    'account.address.line2': 'Address line 2 (optional)',
    'account.address.postcode': 'Postcode',
    'account.address.city': 'City',
    'account.address.state': 'State',
    'account.address.malaysia': 'Malaysia',
    'account.address.pickHint':
      'Choosing a suggestion fills in postcode, city and state and tells our courier where you are.',
    'account.address.suggest.label': 'Address suggestions',
    'account.address.suggest.searching': 'Looking for addresses…',
    'account.address.suggest.error': 'Suggestions are unavailable right now. Please try again.',
    'account.address.suggest.none':
      'No match. Add the area or postcode, e.g. "Jalan Tun Razak, Kuala Lumpur".',
    'account.address.suggest.count':
      '{count, plural, one {# suggestion} other {# suggestions}}. Use the arrow keys to choose.',
  },
  {
    'account.login.title': 'Log masuk',
    'account.register.title': 'Daftar akaun baharu',
    'account.forgotPassword.title': 'Terlupa kata laluan?',
    'account.resetPassword.title': 'Tetapkan kata laluan baharu',
    'account.dashboard.title': 'Papan pemuka',
    'account.addresses.title': 'Alamat saya',
    'account.orders.title': 'Pesanan saya',
    'account.order.title': 'Pesanan {id}',
    'account.orderSummary.title': 'Ringkasan pesanan {id}',
    'account.points.title': 'Mata ganjaran saya',
    'account.preferences.title': 'Pilihan hidangan',
    'account.profile.title': 'Profil saya',

    'account.tabs.label': 'Selamat datang, log masuk atau daftar akaun',
    'account.tabs.welcome': 'Selamat datang',
    'account.tabs.login': 'Log masuk',
    'account.tabs.register': 'Akaun baharu',

    'account.welcome.title': 'Selamat datang ke MealPrep MY',
    'account.welcome.intro':
      'Hidangan segar yang siap dimasak, dirancang mengikut diri dan matlamat anda, dimasak di dapur kami dan dihantar ke pintu anda.',
    'account.welcome.plans': 'Pelan hidangan peribadi mengikut matlamat dan selera anda',
    'account.welcome.shelfLife': 'Setiap hidangan tahan 7 hari di dalam peti sejuk',
    'account.welcome.delivery': 'Penghantaran di seluruh Lembah Klang, atau ambil sendiri',
    'account.welcome.register': 'Daftar akaun',
    'account.welcome.login': 'Saya sudah ada akaun',

    'account.form.email': 'E-mel',
    'account.form.password': 'Kata laluan',
    'account.form.passwordHint': 'Sekurang-kurangnya {min} aksara.',
    'account.form.passwordConfirmation': 'Sahkan kata laluan',
    'account.form.newPassword': 'Kata laluan baharu',
    'account.form.newPasswordConfirmation': 'Sahkan kata laluan baharu',
    'account.form.showPassword': 'Tunjukkan kata laluan',
    'account.form.firstName': 'Nama pertama',
    'account.form.lastName': 'Nama akhir',
    'account.form.phone': 'Nombor telefon',
    'account.form.phoneHint': 'Nombor Malaysia, cth. 012-345 6789.',
    'account.form.dateOfBirth': 'Tarikh lahir',
    'account.form.gender': 'Jantina',
    'account.form.genderM': 'Lelaki',
    'account.form.genderF': 'Perempuan',
    'account.form.country': 'Negara',
    'account.form.allRequired': 'Semua medan wajib diisi.',

    'account.login.submit': 'Log masuk',
    'account.login.forgot': 'Terlupa kata laluan?',

    'account.register.submit': 'Daftar akaun',

    'account.forgotPassword.intro':
      'Masukkan alamat e-mel akaun anda dan kami akan menghantar pautan untuk memilih kata laluan baharu.',
    'account.forgotPassword.submit': 'Hantar pautan set semula',
    'account.forgotPassword.sentTitle': 'Semak e-mel anda',
    'account.forgotPassword.sentBody':
      'Jika akaun wujud untuk {email}, kami telah menghantar pautan untuk memilih kata laluan baharu. Pautan itu sah selama 60 minit.',
    'account.forgotPassword.sentHint':
      'Tiada apa-apa dalam peti masuk selepas beberapa minit? Semak folder spam, atau cuba lagi.',
    'account.forgotPassword.tryAgain': 'Guna alamat e-mel lain',
    'account.forgotPassword.backToLogin': 'Kembali ke log masuk',

    'account.resetPassword.intro': 'Pilih kata laluan baharu untuk akaun anda.',
    'account.resetPassword.submit': 'Simpan kata laluan baharu',
    'account.resetPassword.invalidLink':
      'Pautan set semula kata laluan ini tidak lengkap atau tidak sah lagi. Minta pautan baharu di bawah.',
    'account.resetPassword.requestNew': 'Minta pautan baharu',
    'account.resetPassword.doneTitle': 'Kata laluan ditukar',
    'account.resetPassword.doneBody':
      'Kata laluan anda telah ditukar dan anda telah dilog keluar di semua peranti. Log masuk dengan kata laluan baharu.',
    'account.resetPassword.login': 'Log masuk',
    'account.page.error': 'Kami tidak dapat memuatkan halaman ini.',
    'account.page.retry': 'Cuba lagi',

    'account.address.add': 'Tambah alamat',
    'account.address.edit': 'Ubah alamat',
    'account.address.editShort': 'Ubah',
    'account.address.editOne': 'Ubah {address}',
    'account.address.save': 'Simpan alamat',
    'account.address.cancel': 'Batal',
    'account.address.saved': 'Alamat disimpan.',
    'account.address.delete': 'Padam',
    'account.address.deleteOne': 'Padam {address}',
    'account.address.deleted': 'Alamat dipadam.',
    'account.address.default': 'Utama',
    'account.address.makeDefault': 'Jadikan alamat utama saya',
    'account.address.makeDefaultShort': 'Jadikan utama',
    'account.address.makeDefaultOne': 'Jadikan {address} alamat utama saya',
    'account.address.defaultDone': 'Alamat utama ditukar.',
    'account.address.defaultKept':
      'Alamat utama anda kekal sebagai utama sehingga anda memilih alamat lain.',
    'account.address.emptyTitle': 'Belum ada alamat',
    'account.address.emptyBody':
      'Tambah alamat penghantaran anda. Anda boleh menyimpan beberapa alamat dan memilih satu semasa pembayaran.',
    'account.address.unitNo': 'No. unit / rumah (pilihan)',
    'account.address.line1': 'Alamat baris 1',
    'account.address.line1Hint':
      'Taip nama jalan bersama kawasan atau poskod, cth. "12 Jalan SS2/24, Petaling Jaya", kemudian pilih cadangan.',
    'account.address.line2': 'Alamat baris 2 (pilihan)',
    'account.address.postcode': 'Poskod',
    'account.address.city': 'Bandar',
    'account.address.state': 'Negeri',
    'account.address.malaysia': 'Malaysia',
    'account.address.pickHint':
      'Memilih cadangan akan mengisi poskod, bandar dan negeri serta memberitahu kurier kami lokasi anda.',
    'account.address.suggest.label': 'Cadangan alamat',
    'account.address.suggest.searching': 'Mencari alamat…',
    'account.address.suggest.error': 'Cadangan tidak tersedia sekarang. Sila cuba lagi.',
    'account.address.suggest.none':
      'Tiada padanan. Tambah kawasan atau poskod, cth. "Jalan Tun Razak, Kuala Lumpur".',
    'account.address.suggest.count':
      '{count, plural, other {# cadangan}}. Gunakan kekunci anak panah untuk memilih.',
  },
);
