import type { Locale } from '../i18n/locale';
import type { RouteId } from './routeTable';

type DescriptionId = RouteId | 'notFound';

/**
 * Every page's meta description, per language (docs/spec.md §2.7):
 * what a search result or a link preview says under the title. Keyed by the route table like
 * `pageTitles`, so a new route without a description does not compile. Public pages say what a
 * visitor finds there; signed-in, checkout, admin and auth pages are not indexed, so theirs only
 * name the page for a shared link.
 */
export const pageDescriptions: Record<Locale, Record<DescriptionId, string>> = {
  'en-US': {
    home: 'Healthy meals cooked to order and delivered across the Klang Valley: a meal plan built from your goals, à la carte dishes, bundles and a fixed weekly plan. Meals keep for 7 days.',
    aboutUs:
      'Meet the team and the founder behind MealPrep MY, a Malaysian kitchen cooking balanced, ready-to-eat meals for your nutrition goals.',
    foodMenu:
      'Over 60 flavours in three lines — classic, bodybuilding and vegetarian — in sizes S and L, with calories, protein, allergens and halal status on every dish.',
    dish: 'A dish from the MealPrep MY food menu: its ingredients and allergens, nutrition and price per size, how to reheat and store it, and whether it is halal.',
    fixedMealPlan:
      'One set weekly meal plan at a price per week: balanced meals for every day of the week, cooked for your order and delivered to your door.',
    mealBundles:
      'Meal bundles: fixed sets of our dishes at a bundle price, cheaper than buying each dish on its own. Delivered in Malaysia.',
    terms:
      'The terms and conditions of MealPrep MY: ordering and payment, delivery, refunds and cancellations, quality, allergies and the law that applies.',
    accessibility:
      'How MealPrep MY works for everyone: we aim for WCAG 2.2 level AA in both languages. What we test, known limitations and how to tell us what got in your way.',
    catalogHealth: 'The version of the catalogue in use and how many dishes each line has.',
    login: 'Log in to your MealPrep MY account to order meals, see your plan and track deliveries.',
    register:
      'Create a MealPrep MY account to get a meal plan built from your goals and order meals for delivery.',
    forgotPassword: 'Ask for a link to reset the password of your MealPrep MY account.',
    resetPassword: 'Choose a new password for your MealPrep MY account.',
    verifyEmail: 'Confirm the e-mail address of your MealPrep MY account.',
    dashboard: 'Your MealPrep MY account: orders, addresses, points and preferences.',
    addresses: 'The delivery addresses saved in your MealPrep MY account.',
    orders: 'Your MealPrep MY orders and their delivery status.',
    order: 'The details of one of your MealPrep MY orders.',
    orderSummary: 'The summary of one of your MealPrep MY orders.',
    points: 'The loyalty points you have earned on your MealPrep MY orders.',
    preferences: 'The meal preferences your MealPrep MY meal plan is built from.',
    profile: 'Your MealPrep MY profile, picture and password.',
    subscription:
      'Your weekly MealPrep MY box: the coming weeks, their cut-offs, skip, pause and cancel.',
    essentials: 'Tell us about yourself and your goals so we can build your meal plan.',
    mealQuestionnaire: 'Tell us what you like to eat so we can build your meal plan.',
    preferencesSummary: 'Check your answers before your meal plan is built.',
    editSummary: 'Change your answers for your meal plan.',
    planLoading: 'Your meal plan is being prepared.',
    weekPlan: 'Review and edit the meal plan of one week of your subscription.',
    cart: 'The meals in your MealPrep MY cart.',
    checkout: 'Choose delivery or pickup and pay for your MealPrep MY order.',
    subscribe:
      'Get your MealPrep MY cart every week: the weekly price, the first delivery and its cut-off.',
    paymentSuccess: 'The result of your payment for a MealPrep MY order.',
    paymentFailed: 'The result of your payment for a MealPrep MY order.',
    adminLogin: 'Log in to the MealPrep MY admin area.',
    adminLogs: 'Client logs of the shop.',
    adminLog: 'One client log entry.',
    adminOutbox: 'E-mails the shop has queued and sent.',
    adminOutboxMail: 'One e-mail the shop has queued or sent.',
    adminCustomers: "Customers' loyalty points.",
    adminCustomer: "One customer's loyalty points.",
    adminVouchers: 'Vouchers of the shop.',
    adminVoucher: 'One voucher and its uses.',
    adminReleases: 'Releases of the front end.',
    adminOrders: 'The paid orders of a delivery day, by slot, for the kitchen and dispatch.',
    adminProduction: 'What the kitchen cooks and packs for a delivery day.',
    adminPacking:
      'The packs of a delivery day’s orders, ticked or scanned as packed, and pickups handed over.',
    adminDispatch: 'The courier bookings of a delivery day: drivers, tracking links and alerts.',
    adminMenu: 'The dishes of the menu, their prices and what is sold out on which day.',
    adminMenuDish: 'One dish of the menu: its sizes, prices, nutrition, photo and availability.',
    adminStaff: 'The staff accounts of the shop and their roles.',
    adminAudit: 'What the staff of the shop did, newest first.',
    adminRefunds: 'Payments the shop received and must give back, oldest first.',
    adminProblems: 'Problems customers reported after delivery, open ones first.',
    adminSubscriptions: 'The weekly subscriptions of the shop’s customers, by status.',
    adminSubscriptionForecast:
      'Per cooking day of the coming weeks, the portions subscriptions will want beside those paid.',
    notFound:
      'This page does not exist on MealPrep MY. Find our food menu, meal bundles and meal plans from the home page.',
  },
  'ms-MY': {
    home: 'Hidangan sihat dimasak mengikut pesanan dan dihantar ke seluruh Lembah Klang: pelan hidangan mengikut matlamat anda, hidangan à la carte, pakej dan pelan mingguan tetap. Tahan selama 7 hari.',
    aboutUs:
      'Kenali pasukan dan pengasas MealPrep MY, dapur Malaysia yang memasak hidangan seimbang sedia dimakan untuk matlamat pemakanan anda.',
    foodMenu:
      'Lebih 60 perisa dalam tiga rangkaian — klasik, bina badan dan vegetarian — dalam saiz S dan L, dengan kalori, protein, alergen dan status halal bagi setiap hidangan.',
    dish: 'Hidangan daripada menu makanan MealPrep MY: bahan dan alergennya, nilai pemakanan dan harga bagi setiap saiz, cara memanaskan dan menyimpannya, dan sama ada ia halal.',
    fixedMealPlan:
      'Satu pelan hidangan mingguan tetap pada harga seminggu: hidangan seimbang untuk setiap hari, dimasak mengikut pesanan anda dan dihantar ke pintu anda.',
    mealBundles:
      'Pakej hidangan: set hidangan tetap pada harga pakej, lebih murah daripada membeli setiap hidangan secara berasingan. Dihantar di Malaysia.',
    terms:
      'Terma dan syarat MealPrep MY: pesanan dan pembayaran, penghantaran, bayaran balik dan pembatalan, kualiti, alahan dan undang-undang yang terpakai.',
    accessibility:
      'Bagaimana MealPrep MY boleh digunakan oleh semua: kami menyasarkan WCAG 2.2 tahap AA dalam kedua-dua bahasa. Cara kami menguji, batasan yang diketahui dan cara memaklumkan masalah kepada kami.',
    catalogHealth: 'Versi katalog yang digunakan dan bilangan hidangan bagi setiap rangkaian.',
    login:
      'Log masuk ke akaun MealPrep MY anda untuk memesan hidangan, melihat pelan anda dan menjejak penghantaran.',
    register:
      'Cipta akaun MealPrep MY untuk mendapatkan pelan hidangan mengikut matlamat anda dan memesan hidangan untuk dihantar.',
    forgotPassword: 'Minta pautan untuk menetapkan semula kata laluan akaun MealPrep MY anda.',
    resetPassword: 'Pilih kata laluan baharu untuk akaun MealPrep MY anda.',
    verifyEmail: 'Sahkan alamat e-mel akaun MealPrep MY anda.',
    dashboard: 'Akaun MealPrep MY anda: pesanan, alamat, mata ganjaran dan pilihan.',
    addresses: 'Alamat penghantaran yang disimpan dalam akaun MealPrep MY anda.',
    orders: 'Pesanan MealPrep MY anda dan status penghantarannya.',
    order: 'Butiran salah satu pesanan MealPrep MY anda.',
    orderSummary: 'Ringkasan salah satu pesanan MealPrep MY anda.',
    points: 'Mata ganjaran yang anda peroleh daripada pesanan MealPrep MY.',
    preferences: 'Pilihan hidangan yang menjadi asas pelan hidangan MealPrep MY anda.',
    profile: 'Profil, gambar dan kata laluan MealPrep MY anda.',
    subscription:
      'Kotak mingguan MealPrep MY anda: minggu akan datang, tarikh tutup, langkau, jeda dan batal.',
    essentials:
      'Beritahu kami tentang diri dan matlamat anda supaya kami boleh menyediakan pelan hidangan anda.',
    mealQuestionnaire:
      'Beritahu kami makanan yang anda suka supaya kami boleh menyediakan pelan hidangan anda.',
    preferencesSummary: 'Semak jawapan anda sebelum pelan hidangan anda disediakan.',
    editSummary: 'Ubah jawapan anda untuk pelan hidangan anda.',
    planLoading: 'Pelan hidangan anda sedang disediakan.',
    weekPlan: 'Semak dan ubah pelan hidangan bagi satu minggu langganan anda.',
    cart: 'Hidangan dalam troli MealPrep MY anda.',
    checkout: 'Pilih penghantaran atau ambil sendiri dan bayar pesanan MealPrep MY anda.',
    subscribe:
      'Dapatkan troli MealPrep MY anda setiap minggu: harga mingguan, penghantaran pertama dan tarikh tutupnya.',
    paymentSuccess: 'Keputusan pembayaran anda bagi pesanan MealPrep MY.',
    paymentFailed: 'Keputusan pembayaran anda bagi pesanan MealPrep MY.',
    adminLogin: 'Log masuk ke ruang pentadbir MealPrep MY.',
    adminLogs: 'Log pelanggan kedai.',
    adminLog: 'Satu entri log pelanggan.',
    adminOutbox: 'E-mel yang telah dibaris gilir dan dihantar oleh kedai.',
    adminOutboxMail: 'Satu e-mel yang dibaris gilir atau dihantar oleh kedai.',
    adminCustomers: 'Mata ganjaran pelanggan.',
    adminCustomer: 'Mata ganjaran seorang pelanggan.',
    adminVouchers: 'Baucar kedai.',
    adminVoucher: 'Satu baucar dan penggunaannya.',
    adminReleases: 'Keluaran bahagian hadapan.',
    adminOrders:
      'Pesanan berbayar bagi satu hari penghantaran, mengikut slot, untuk dapur dan penghantaran.',
    adminProduction: 'Apa yang dimasak dan dibungkus oleh dapur untuk satu hari penghantaran.',
    adminPacking:
      'Pek pesanan satu hari penghantaran, ditanda atau diimbas apabila dibungkus, dan serahan ambil sendiri.',
    adminDispatch: 'Tempahan kurier bagi satu hari penghantaran: pemandu, pautan jejak dan amaran.',
    adminMenu: 'Hidangan dalam menu, harganya dan apa yang habis dijual pada hari mana.',
    adminMenuDish: 'Satu hidangan menu: saiz, harga, nutrisi, foto dan ketersediaannya.',
    adminStaff: 'Akaun kakitangan kedai dan peranan mereka.',
    adminAudit: 'Apa yang dilakukan oleh kakitangan kedai, terbaharu dahulu.',
    adminRefunds: 'Bayaran yang diterima kedai dan perlu dikembalikan, paling lama dahulu.',
    adminProblems: 'Masalah yang dilaporkan pelanggan selepas penghantaran, yang terbuka dahulu.',
    adminSubscriptions: 'Langganan mingguan pelanggan kedai, mengikut status.',
    adminSubscriptionForecast:
      'Bagi setiap hari memasak minggu-minggu akan datang, hidangan yang dijangka daripada langganan di sebelah yang telah dibayar.',
    notFound:
      'Halaman ini tiada di MealPrep MY. Cari menu makanan, pakej hidangan dan pelan hidangan kami dari halaman utama.',
  },
};

/** The meta description of a page in a language. */
export function pageDescription(id: DescriptionId, locale: Locale): string {
  return pageDescriptions[locale][id];
}
