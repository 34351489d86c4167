import type { Locale } from '../i18n/locale';
import type { RouteId } from './routeTable';

/** The site's name, after every page's own title in the browser tab. */
export const SITE_NAME = 'MealPrep MY';

type TitleId = RouteId | 'notFound';

/**
 * Every page's own tab title, per language. Keyed by the route table, so a new route without a
 * title does not compile. The shell sets it on each navigation and the server writes it into the
 * HTML it sends, so the first paint, bookmarks and the browser history all say which page it is.
 */
export const pageTitles: Record<Locale, Record<TitleId, string>> = {
  'en-US': {
    home: 'Healthy meal prep delivered in the Klang Valley',
    aboutUs: 'About us',
    foodMenu: 'Food menu',
    dish: 'Dish',
    fixedMealPlan: 'Fixed meal plan',
    mealBundles: 'Meal bundles',
    terms: 'Terms & Conditions',
    accessibility: 'Accessibility statement',
    catalogHealth: 'Catalogue health',
    login: 'Log in',
    register: 'Sign up',
    forgotPassword: 'Forgot password',
    resetPassword: 'Reset password',
    verifyEmail: 'Confirm your e-mail address',
    dashboard: 'My account',
    addresses: 'My addresses',
    orders: 'My orders',
    order: 'Order details',
    orderSummary: 'Order summary',
    points: 'My points',
    preferences: 'My meal preferences',
    profile: 'My profile',
    subscription: 'My subscription',
    essentials: 'About you',
    mealQuestionnaire: 'Meal questionnaire',
    preferencesSummary: 'Your answers',
    editSummary: 'Edit your answers',
    planLoading: 'Preparing your meal plan',
    weekPlan: 'This week’s meal plan',
    cart: 'Cart',
    checkout: 'Checkout',
    subscribe: 'Subscribe: every week',
    paymentSuccess: 'Payment result',
    paymentFailed: 'Payment result',
    adminLogin: 'Admin log in',
    adminLogs: 'Logs',
    adminLog: 'Log entry',
    adminOutbox: 'Outbox',
    adminOutboxMail: 'E-mail',
    adminCustomers: 'Customer points',
    adminCustomer: 'Customer points',
    adminVouchers: 'Vouchers',
    adminVoucher: 'Voucher',
    adminReleases: 'Releases',
    adminOrders: 'Orders board',
    adminProduction: 'Production sheet',
    adminPacking: 'Packing and handover',
    adminDispatch: 'Courier dispatch',
    adminMenu: 'Menu',
    adminMenuDish: 'Dish',
    adminStaff: 'Staff',
    adminAudit: 'Audit log',
    adminRefunds: 'Refunds due',
    adminProblems: 'Problems reported',
    adminSubscriptions: 'Subscriptions',
    adminSubscriptionForecast: 'Subscription forecast',
    notFound: 'Page not found',
  },
  'ms-MY': {
    home: 'Hidangan sihat siap sedia dihantar di Lembah Klang',
    aboutUs: 'Tentang kami',
    foodMenu: 'Menu makanan',
    dish: 'Hidangan',
    fixedMealPlan: 'Pelan hidangan tetap',
    mealBundles: 'Pakej hidangan',
    terms: 'Terma & Syarat',
    accessibility: 'Kenyataan kebolehcapaian',
    catalogHealth: 'Kesihatan katalog',
    login: 'Log masuk',
    register: 'Daftar',
    forgotPassword: 'Lupa kata laluan',
    resetPassword: 'Tetapkan semula kata laluan',
    verifyEmail: 'Sahkan alamat e-mel anda',
    dashboard: 'Akaun saya',
    addresses: 'Alamat saya',
    orders: 'Pesanan saya',
    order: 'Butiran pesanan',
    orderSummary: 'Ringkasan pesanan',
    points: 'Mata ganjaran saya',
    preferences: 'Pilihan hidangan saya',
    profile: 'Profil saya',
    subscription: 'Langganan saya',
    essentials: 'Tentang anda',
    mealQuestionnaire: 'Soal selidik hidangan',
    preferencesSummary: 'Jawapan anda',
    editSummary: 'Ubah jawapan anda',
    planLoading: 'Menyediakan pelan hidangan anda',
    weekPlan: 'Pelan hidangan minggu ini',
    cart: 'Troli',
    checkout: 'Pembayaran',
    subscribe: 'Langgan: setiap minggu',
    paymentSuccess: 'Keputusan pembayaran',
    paymentFailed: 'Keputusan pembayaran',
    adminLogin: 'Log masuk pentadbir',
    adminLogs: 'Log',
    adminLog: 'Entri log',
    adminOutbox: 'Peti keluar',
    adminOutboxMail: 'E-mel',
    adminCustomers: 'Mata pelanggan',
    adminCustomer: 'Mata pelanggan',
    adminVouchers: 'Baucar',
    adminVoucher: 'Baucar',
    adminReleases: 'Keluaran',
    adminOrders: 'Papan pesanan',
    adminProduction: 'Helaian pengeluaran',
    adminPacking: 'Pembungkusan dan serahan',
    adminDispatch: 'Penghantaran kurier',
    adminMenu: 'Menu',
    adminMenuDish: 'Hidangan',
    adminStaff: 'Kakitangan',
    adminAudit: 'Log audit',
    adminRefunds: 'Bayaran balik perlu dibuat',
    adminProblems: 'Masalah dilaporkan',
    adminSubscriptions: 'Langganan',
    adminSubscriptionForecast: 'Ramalan langganan',
    notFound: 'Halaman tidak ditemui',
  },
};

/**
 * "Food menu — MealPrep MY"; the home page reads "MealPrep MY — <tagline>". A dish page's tab
 * reads its dish's name instead of "Dish" (`pageTitle`).
 */
export function documentTitle(id: TitleId, locale: Locale): string {
  const title = pageTitles[locale][id];
  return id === 'home' ? `${SITE_NAME} — ${title}` : pageTitle(title);
}

/** A page's tab title from its own heading, e.g. a dish page's "Beef rendang — MealPrep MY". */
export function pageTitle(heading: string): string {
  return `${heading} — ${SITE_NAME}`;
}
