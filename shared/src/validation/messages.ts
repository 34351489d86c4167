/**
 * Validation messages (docs/spec.md §5 "messages are translated keys"). Schemas carry only the keys;
 * the browser translates them with react-intl, the API with `translateValidationMessage`.
 * Placeholders are ICU-style (`{min}`), so both sides read the same catalogue.
 */
import type { Locale } from '../i18n/locale';

const enUS = {
  'validation.invalid': 'This value is not valid. Please check it.',
  'validation.summary': 'Some details need correcting: see the message at each field.',
  'validation.required': 'This field is required.',
  'validation.string': 'This field must be text.',
  'validation.number': 'This field must be a number.',
  'validation.integer': 'This field must be a whole number.',
  'validation.boolean': 'This field must be true or false.',
  'validation.object': 'The request must be a JSON object.',
  'validation.email': 'Enter a valid e-mail address.',
  'validation.min': 'This field must be at least {min} characters.',
  'validation.max': 'This field may not be longer than {max} characters.',
  'validation.minValue': 'This field must be at least {min}.',
  'validation.maxValue': 'This field may not be greater than {max}.',
  'validation.oneOf': 'Choose one of the allowed values.',
  'validation.passwordMismatch': 'The password confirmation does not match.',
  'validation.gender': 'Gender must be M or F.',
  'validation.countryCode': 'Only Malaysia (MY) is supported.',
  'validation.phone': 'Enter a valid Malaysian phone number, e.g. 012-345 6789.',
  'validation.date': 'Enter a valid date in the format yyyy-MM-dd.',
  'validation.dateTime': 'Enter a valid ISO 8601 date and time.',
  'validation.dateInPast': 'The date must be in the past.',
  'validation.age': 'Your age must be between {min} and {max} years.',
  'validation.emailTaken': 'This e-mail address is already registered.',
  'validation.invalidCredentials': 'These credentials do not match our records.',
  'validation.currentPassword': 'The current password is incorrect.',
  'validation.passwordCommon':
    'This password is too common or easy to guess. Choose a longer, less predictable one.',
  'validation.passwordPersonal':
    'This password is too easy to guess from your name, your e-mail or the shop’s name. Choose one that has none of them.',
  'validation.resetToken': 'This password reset link is invalid or has expired.',
  'validation.verifyToken':
    'This confirmation link is invalid, already used or expired. Ask for a new one from your account.',
  'validation.imageRequired': 'Choose an image to upload.',
  'validation.imageType': 'The image must be a PNG, JPEG or WebP file.',
  'validation.imageSize': 'The image may not be larger than {max} MB.',
  'validation.imagePixels': 'The image may not have more than {max} million pixels.',
  'validation.quantity': 'The quantity must be between {min} and {max}.',
  'validation.servings': 'Servings must be between {min} and {max}.',
  'validation.size': 'Choose a size: S (small) or L (large).',
  'validation.planType': 'Choose one of STANDARD, MEAL, RECIPE or PERSONALIZED.',
  'validation.productUnavailable': 'This item is not available.',
  'validation.personalizedUnavailable':
    'Personalised meal plans cannot be added to the cart yet. Please choose a fixed plan, a bundle or a dish.',
  'validation.cartQuantityLimit': 'Your cart can hold at most {max} of this item.',
  'validation.allergen': 'Choose allergens from the dietary preference list.',
  'validation.deliveryMethod': 'Choose delivery or self pickup.',
  'validation.packagingMethod': 'Choose a vacuum seal pack or a lunch box.',
  'validation.addressRequired': 'Choose a delivery address.',
  'validation.addressNotFound': 'This address is not one of your saved addresses.',
  'validation.deliveryDate': 'This date is not available. The earliest is {date}.',
  'validation.deliveryTooFar': 'Dates can be booked up to {date}. Choose an earlier date.',
  'validation.checkoutSlot': 'This time is not available on the chosen date.',
  'validation.quoteRequired': 'Get a delivery quote first.',
  'validation.quoteExpired':
    'The delivery quote has expired. Please review the new delivery charge.',
  'validation.voucher.unknown': 'This voucher code does not exist.',
  'validation.voucher.not_started': 'This voucher cannot be used yet.',
  'validation.voucher.expired': 'This voucher has expired.',
  'validation.voucher.minimum_not_reached': 'Spend at least {min} to use this voucher.',
  'validation.voucher.used_up': 'This voucher has been fully redeemed.',
  'validation.voucher.already_used': 'You have already used this voucher.',
  'validation.cartEmpty': 'Your cart is empty.',
  'validation.profileIncomplete': 'Complete your name and phone number in your profile first.',
  'validation.idempotencyKey': 'Send an Idempotency-Key header of 8 to 200 characters.',
  'validation.idempotencyKeyReused':
    'This Idempotency-Key was already used for another order request. Send a new key for this order.',
  'validation.points': 'Points must be a whole number other than zero.',
  'validation.postcode': 'Enter a 5-digit Malaysian postcode.',
  'validation.postcodeUnknown': '{postcode} is not a Malaysian postcode.',
  'validation.postcodePlace':
    '{postcode} is not a postcode of {place}. It belongs to {town}, {state}.',
  'validation.addressNote':
    'Please choose your address from the suggestions so we can find it on the map.',
  'validation.addressOutside': 'This address is not in Malaysia. We only deliver within Malaysia.',
  'validation.addressLimit': 'You can save at most {max} addresses. Delete one to add another.',
  'validation.deliverySlot': 'Choose one of the delivery slots.',
  'validation.deliveryNotAllowed':
    'This date and time are not available. The earliest is {date}; later dates have every slot.',
  'validation.option': 'Choose one of the offered answers.',
  'validation.recipeChoice': 'Choose recipes offered by the meal questionnaire.',
  'validation.mealListRequired': 'Choose at least one option, or None where it is offered.',
  'validation.noneExclusive': 'None cannot be chosen together with other options.',
  'validation.customMacros':
    'Enter your daily protein, carbohydrate and fat in grams for custom macros.',
  'validation.positive': 'This field must be greater than zero.',
  'validation.version': 'Enter a version such as 1.4.0 or 1.4.0-rc.1.',
  'validation.rolloutSteps':
    'Each step must serve a larger share than the one before, and the last step 100 %.',
  'validation.remote': 'Choose one of the remotes: {remotes}.',
  'validation.pointsBelowZero':
    'This would take the balance below zero: the customer has {balance} points.',
  'validation.amount': 'Enter an amount in RM such as 10.00.',
  'validation.voucherCode': 'Use 3 to 40 letters, digits or dashes.',
  'validation.voucherCodeTaken': 'Another voucher already has this code.',
  'validation.voucherValue': 'Enter a percentage from 1 to 100, or an amount in RM such as 10.00.',
  'validation.voucherEnds': 'The end must be after the start.',
  'validation.packUnknown': 'No pack has the code {code}. Check the label and scan it again.',
  'validation.packOtherDay': 'Pack {code} is for an order due on {date}, not on this day.',
  'validation.dishPrice': 'Enter a price in RM above 0.00 and at most {max}, such as 12.90.',
  'validation.caloriesMismatch':
    'Calories must equal 4 × protein + 4 × carbohydrate + 9 × fat = {expected} kcal (within {tolerance} kcal).',
  'validation.dishSizes': 'Give the dish one or two sizes (S, L), each once.',
  'validation.dishSizeInUse':
    'Size {size} is part of {uses}: change those first, then remove the size.',
  'validation.halalDeclaration':
    'To mark the dish halal, declare that no ingredient contains pork, lard or alcohol.',
  'validation.dishNameTaken': 'Another dish already has this English name.',
  'validation.availabilityPast': 'Choose today or a later delivery date.',
  'validation.lineSoldOut': '{name} is sold out for {date}. Remove it or choose another date.',
  'validation.linePaused': '{name} is not available for {date}. Remove it or choose another date.',
  'validation.problemLines': 'Choose one or more meals of this order.',
  'validation.problemRefund':
    'A refund may be at most {max}, the price of the meals in the report.',
  'validation.subscriptionWeekday': 'Choose a delivery day from Monday to Saturday.',
  'validation.subscriptionLine': 'Your weekly box has no line {index}.',
  'validation.subscriptionLinesEmpty': 'Keep at least one meal in your weekly box.',
  'validation.subscriptionPauseUntil':
    'Choose a later {weekday} (your delivery day), or no end date.',
  'validation.paymentMethodNotFound': 'Choose one of your saved payment methods.',
} as const;

export type ValidationMessageKey = keyof typeof enUS;

const msMY: Record<ValidationMessageKey, string> = {
  'validation.invalid': 'Nilai ini tidak sah. Sila semak semula.',
  'validation.summary': 'Beberapa butiran perlu dibetulkan: lihat mesej pada setiap medan.',
  'validation.required': 'Medan ini diperlukan.',
  'validation.string': 'Medan ini mestilah teks.',
  'validation.number': 'Medan ini mestilah nombor.',
  'validation.integer': 'Medan ini mestilah nombor bulat.',
  'validation.boolean': 'Medan ini mestilah benar atau palsu.',
  'validation.object': 'Permintaan mestilah objek JSON.',
  'validation.email': 'Masukkan alamat e-mel yang sah.',
  'validation.min': 'Medan ini mestilah sekurang-kurangnya {min} aksara.',
  'validation.max': 'Medan ini tidak boleh melebihi {max} aksara.',
  'validation.minValue': 'Medan ini mestilah sekurang-kurangnya {min}.',
  'validation.maxValue': 'Medan ini tidak boleh melebihi {max}.',
  'validation.oneOf': 'Pilih salah satu nilai yang dibenarkan.',
  'validation.passwordMismatch': 'Pengesahan kata laluan tidak sepadan.',
  'validation.gender': 'Jantina mestilah M atau F.',
  'validation.countryCode': 'Hanya Malaysia (MY) disokong.',
  'validation.phone': 'Masukkan nombor telefon Malaysia yang sah, cth. 012-345 6789.',
  'validation.date': 'Masukkan tarikh yang sah dalam format yyyy-MM-dd.',
  'validation.dateTime': 'Masukkan tarikh dan masa ISO 8601 yang sah.',
  'validation.dateInPast': 'Tarikh mestilah pada masa lalu.',
  'validation.age': 'Umur anda mestilah antara {min} dan {max} tahun.',
  'validation.emailTaken': 'Alamat e-mel ini telah didaftarkan.',
  'validation.invalidCredentials': 'Maklumat log masuk ini tidak sepadan dengan rekod kami.',
  'validation.currentPassword': 'Kata laluan semasa tidak betul.',
  'validation.passwordCommon':
    'Kata laluan ini terlalu biasa atau mudah diteka. Pilih yang lebih panjang dan sukar dijangka.',
  'validation.passwordPersonal':
    'Kata laluan ini mudah diteka daripada nama anda, e-mel anda atau nama kedai. Pilih kata laluan yang tidak mengandunginya.',
  'validation.resetToken': 'Pautan set semula kata laluan ini tidak sah atau telah tamat tempoh.',
  'validation.verifyToken':
    'Pautan pengesahan ini tidak sah, telah digunakan atau telah tamat tempoh. Minta pautan baharu daripada akaun anda.',
  'validation.imageRequired': 'Pilih imej untuk dimuat naik.',
  'validation.imageType': 'Imej mestilah fail PNG, JPEG atau WebP.',
  'validation.imageSize': 'Imej tidak boleh melebihi {max} MB.',
  'validation.imagePixels': 'Imej tidak boleh mempunyai lebih daripada {max} juta piksel.',
  'validation.quantity': 'Kuantiti mestilah antara {min} dan {max}.',
  'validation.servings': 'Bilangan hidangan mestilah antara {min} dan {max}.',
  'validation.size': 'Pilih saiz: S (kecil) atau L (besar).',
  'validation.planType': 'Pilih salah satu: STANDARD, MEAL, RECIPE atau PERSONALIZED.',
  'validation.productUnavailable': 'Item ini tidak tersedia.',
  'validation.personalizedUnavailable':
    'Pelan hidangan peribadi belum boleh ditambah ke troli. Sila pilih pelan tetap, pakej atau hidangan.',
  'validation.cartQuantityLimit': 'Troli anda boleh memuatkan paling banyak {max} bagi item ini.',
  'validation.allergen': 'Pilih alahan daripada senarai keutamaan pemakanan.',
  'validation.deliveryMethod': 'Pilih penghantaran atau ambil sendiri.',
  'validation.packagingMethod': 'Pilih pek kedap vakum atau bekas makanan.',
  'validation.addressRequired': 'Pilih alamat penghantaran.',
  'validation.addressNotFound': 'Alamat ini bukan salah satu alamat simpanan anda.',
  'validation.deliveryDate': 'Tarikh ini tidak tersedia. Tarikh terawal ialah {date}.',
  'validation.deliveryTooFar':
    'Tarikh boleh ditempah sehingga {date}. Pilih tarikh yang lebih awal.',
  'validation.checkoutSlot': 'Masa ini tidak tersedia pada tarikh yang dipilih.',
  'validation.quoteRequired': 'Dapatkan sebut harga penghantaran dahulu.',
  'validation.quoteExpired':
    'Sebut harga penghantaran telah tamat tempoh. Sila semak caj penghantaran baharu.',
  'validation.voucher.unknown': 'Kod baucar ini tidak wujud.',
  'validation.voucher.not_started': 'Baucar ini belum boleh digunakan.',
  'validation.voucher.expired': 'Baucar ini telah tamat tempoh.',
  'validation.voucher.minimum_not_reached':
    'Belanja sekurang-kurangnya {min} untuk menggunakan baucar ini.',
  'validation.voucher.used_up': 'Baucar ini telah habis ditebus.',
  'validation.voucher.already_used': 'Anda telah menggunakan baucar ini.',
  'validation.cartEmpty': 'Troli anda kosong.',
  'validation.profileIncomplete': 'Lengkapkan nama dan nombor telefon dalam profil anda dahulu.',
  'validation.idempotencyKey': 'Hantar pengepala Idempotency-Key sepanjang 8 hingga 200 aksara.',
  'validation.idempotencyKeyReused':
    'Idempotency-Key ini telah digunakan untuk permintaan pesanan yang lain. Hantar kunci baharu untuk pesanan ini.',
  'validation.points': 'Mata mestilah nombor bulat selain sifar.',
  'validation.postcode': 'Masukkan poskod Malaysia 5 digit.',
  'validation.postcodeUnknown': '{postcode} bukan poskod Malaysia.',
  'validation.postcodePlace': '{postcode} bukan poskod {place}. Poskod ini milik {town}, {state}.',
  'validation.addressNote':
    'Sila pilih alamat anda daripada cadangan supaya kami dapat mencarinya di peta.',
  'validation.addressOutside':
    'Alamat ini bukan di Malaysia. Kami hanya menghantar di dalam Malaysia.',
  'validation.addressLimit':
    'Anda boleh menyimpan paling banyak {max} alamat. Padam satu untuk menambah yang lain.',
  'validation.deliverySlot': 'Pilih salah satu slot penghantaran.',
  'validation.deliveryNotAllowed':
    'Tarikh dan masa ini tidak tersedia. Yang paling awal ialah {date}; tarikh kemudian mempunyai semua slot.',
  'validation.option': 'Pilih salah satu jawapan yang ditawarkan.',
  'validation.recipeChoice': 'Pilih resipi yang ditawarkan oleh soal selidik hidangan.',
  'validation.mealListRequired':
    'Pilih sekurang-kurangnya satu pilihan, atau Tiada jika ditawarkan.',
  'validation.noneExclusive': 'Tiada tidak boleh dipilih bersama pilihan lain.',
  'validation.customMacros':
    'Masukkan protein, karbohidrat dan lemak harian anda dalam gram untuk makro tersuai.',
  'validation.positive': 'Medan ini mestilah lebih daripada sifar.',
  'validation.version': 'Masukkan versi seperti 1.4.0 atau 1.4.0-rc.1.',
  'validation.rolloutSteps':
    'Setiap langkah mesti melayani bahagian yang lebih besar daripada sebelumnya, dan langkah terakhir 100 %.',
  'validation.remote': 'Pilih salah satu remote: {remotes}.',
  'validation.pointsBelowZero':
    'Ini akan menjadikan baki di bawah sifar: pelanggan mempunyai {balance} mata.',
  'validation.amount': 'Masukkan jumlah dalam RM seperti 10.00.',
  'validation.voucherCode': 'Gunakan 3 hingga 40 huruf, digit atau sempang.',
  'validation.voucherCodeTaken': 'Baucar lain sudah menggunakan kod ini.',
  'validation.voucherValue': 'Masukkan peratusan 1 hingga 100, atau jumlah dalam RM seperti 10.00.',
  'validation.voucherEnds': 'Tarikh tamat mesti selepas tarikh mula.',
  'validation.packUnknown': 'Tiada pek dengan kod {code}. Semak label dan imbas semula.',
  'validation.packOtherDay': 'Pek {code} adalah untuk pesanan pada {date}, bukan hari ini.',
  'validation.dishPrice':
    'Masukkan harga dalam RM melebihi 0.00 dan tidak melebihi {max}, seperti 12.90.',
  'validation.caloriesMismatch':
    'Kalori mesti sama dengan 4 × protein + 4 × karbohidrat + 9 × lemak = {expected} kcal (dalam lingkungan {tolerance} kcal).',
  'validation.dishSizes': 'Berikan hidangan satu atau dua saiz (S, L), setiap satu sekali.',
  'validation.dishSizeInUse':
    'Saiz {size} ialah sebahagian daripada {uses}: ubah itu dahulu, kemudian buang saiz ini.',
  'validation.halalDeclaration':
    'Untuk menandakan hidangan halal, isytiharkan bahawa tiada bahan mengandungi babi, lemak babi atau alkohol.',
  'validation.dishNameTaken': 'Hidangan lain sudah menggunakan nama Inggeris ini.',
  'validation.availabilityPast': 'Pilih hari ini atau tarikh penghantaran yang kemudian.',
  'validation.lineSoldOut':
    '{name} habis dijual untuk {date}. Buang item ini atau pilih tarikh lain.',
  'validation.linePaused':
    '{name} tidak tersedia untuk {date}. Buang item ini atau pilih tarikh lain.',
  'validation.problemLines': 'Pilih satu atau lebih hidangan daripada pesanan ini.',
  'validation.problemRefund':
    'Bayaran balik tidak boleh melebihi {max}, iaitu harga hidangan dalam laporan.',
  'validation.subscriptionWeekday': 'Pilih hari penghantaran dari Isnin hingga Sabtu.',
  'validation.subscriptionLine': 'Kotak mingguan anda tiada baris {index}.',
  'validation.subscriptionLinesEmpty':
    'Kekalkan sekurang-kurangnya satu hidangan dalam kotak mingguan anda.',
  'validation.subscriptionPauseUntil':
    'Pilih hari {weekday} yang akan datang (hari penghantaran anda), atau tiada tarikh tamat.',
  'validation.paymentMethodNotFound': 'Pilih salah satu kaedah pembayaran tersimpan anda.',
};

export const validationMessages: Record<Locale, Record<ValidationMessageKey, string>> = {
  'en-US': enUS,
  'ms-MY': msMY,
};

export type MessageValues = Record<string, string | number>;

/** What a schema reports for a failed rule: a catalogue key plus the rule's parameters. */
// A type alias, not an interface: yup accepts object messages typed as an indexable record.
export type ValidationMessage = {
  key: ValidationMessageKey;
  values?: MessageValues;
};

export function isValidationMessageKey(value: unknown): value is ValidationMessageKey {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(enUS, value);
}

export function isValidationMessage(value: unknown): value is ValidationMessage {
  return (
    typeof value === 'object' &&
    value !== null &&
    isValidationMessageKey((value as { key?: unknown }).key)
  );
}

/** Replaces `{name}` placeholders; unknown names stay as they are. */
export function formatMessage(template: string, values: MessageValues = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : whole,
  );
}

export function translateValidationMessage(message: ValidationMessage, locale: Locale): string {
  return formatMessage(validationMessages[locale][message.key], message.values);
}
