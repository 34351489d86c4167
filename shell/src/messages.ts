import { createTranslator, defineCatalogue } from '@mealprep/shared/i18n';

/** The shell's own messages: page frame (header, menus, footer, layouts), 404, toasts. */
export const shellMessages = defineCatalogue(
  'shell',
  {
    'shell.brand': 'MealPrep MY',
    'shell.skipToContent': 'Skip to content',

    'shell.nav.main': 'Main',
    'shell.nav.aboutUs': 'About us',
    'shell.nav.shop': 'Shop',
    'shell.nav.foodMenu': 'Food menu',
    'shell.nav.essentials': 'Essentials questionnaire',
    'shell.nav.mealBundles': 'Meal bundles',
    'shell.nav.login': 'Login',
    'shell.nav.signUp': 'Sign up',
    'shell.nav.cart': 'Cart, {count, plural, =0 {empty} one {# item} other {# items}}',
    'shell.nav.accountMenu': 'Account menu, {name}',
    'shell.nav.myAccount': 'My account',
    'shell.nav.dashboard': 'Dashboard',
    'shell.nav.logout': 'Logout',
    'shell.nav.language': 'Language',
    'shell.nav.openMenu': 'Menu',
    'shell.nav.menuTitle': 'Menu',
    'shell.nav.closeMenu': 'Close menu',

    'shell.footer.label': 'Footer',
    'shell.footer.company': 'Company',
    'shell.footer.about': 'About',
    'shell.footer.contact': 'Contact us on WhatsApp',
    'shell.footer.legal': 'Legal',
    'shell.footer.terms': 'Terms & Conditions',
    'shell.footer.social': 'Social',
    'shell.footer.newTab': '(opens in a new tab)',
    'shell.footer.copyright': '© {year} MealPrep MY',

    'shell.dashboard.nav': 'My account',
    'shell.dashboard.orders': 'Orders',
    'shell.dashboard.preferences': 'Meal preferences',
    'shell.dashboard.profile': 'Profile',
    'shell.dashboard.points': 'Points',
    'shell.dashboard.address': 'Address',

    'shell.admin.badge': 'Admin',
    'shell.admin.nav': 'Admin',
    'shell.admin.logs': 'Logs',
    'shell.admin.customers': 'Customer points',
    'shell.admin.releases': 'Releases',

    'shell.toast.region': 'Notifications',

    'shell.notFound.title': 'Uh-oh!',
    'shell.notFound.body': "We can't find that page.",
    'shell.notFound.home': 'Go Back Home',
    'shell.notFound.error': 'Page not found: {path}',
  },
  {
    'shell.brand': 'MealPrep MY',
    'shell.skipToContent': 'Langkau ke kandungan',

    'shell.nav.main': 'Utama',
    'shell.nav.aboutUs': 'Tentang kami',
    'shell.nav.shop': 'Kedai',
    'shell.nav.foodMenu': 'Menu makanan',
    'shell.nav.essentials': 'Soal selidik asas',
    'shell.nav.mealBundles': 'Pakej hidangan',
    'shell.nav.login': 'Log masuk',
    'shell.nav.signUp': 'Daftar',
    'shell.nav.cart': 'Troli, {count, plural, =0 {kosong} other {# barang}}',
    'shell.nav.accountMenu': 'Menu akaun, {name}',
    'shell.nav.myAccount': 'Akaun saya',
    'shell.nav.dashboard': 'Papan pemuka',
    'shell.nav.logout': 'Log keluar',
    'shell.nav.language': 'Bahasa',
    'shell.nav.openMenu': 'Menu',
    'shell.nav.menuTitle': 'Menu',
    'shell.nav.closeMenu': 'Tutup menu',

    'shell.footer.label': 'Kaki halaman',
    'shell.footer.company': 'Syarikat',
    'shell.footer.about': 'Tentang kami',
    'shell.footer.contact': 'Hubungi kami di WhatsApp',
    'shell.footer.legal': 'Perundangan',
    'shell.footer.terms': 'Terma & Syarat',
    'shell.footer.social': 'Media sosial',
    'shell.footer.newTab': '(dibuka dalam tab baharu)',
    'shell.footer.copyright': '© {year} MealPrep MY',

    'shell.dashboard.nav': 'Akaun saya',
    'shell.dashboard.orders': 'Pesanan',
    'shell.dashboard.preferences': 'Pilihan hidangan',
    'shell.dashboard.profile': 'Profil',
    'shell.dashboard.points': 'Mata ganjaran',
    'shell.dashboard.address': 'Alamat',

    'shell.admin.badge': 'Pentadbir',
    'shell.admin.nav': 'Pentadbir',
    'shell.admin.logs': 'Log',
    'shell.admin.customers': 'Mata pelanggan',
    'shell.admin.releases': 'Keluaran',

    'shell.toast.region': 'Pemberitahuan',

    'shell.notFound.title': 'Alamak!',
    'shell.notFound.body': 'Kami tidak dapat mencari halaman itu.',
    'shell.notFound.home': 'Kembali ke Laman Utama',
    'shell.notFound.error': 'Halaman tidak ditemui: {path}',
  },
);

export const useShellT = createTranslator<(typeof shellMessages)['en-US']>();
export type ShellMessageId = keyof (typeof shellMessages)['en-US'];
