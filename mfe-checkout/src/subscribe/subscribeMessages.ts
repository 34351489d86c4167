/** The words of `/checkout/subscribe` and checkout's way to it, spread into the checkout catalogue. */
export const subscribeEnUS = {
  'checkout.subscribe.title': 'Every week',
  'checkout.subscribe.offer': 'Want these meals every week?',
  'checkout.subscribe.offerLink': 'Subscribe: every week',
  'checkout.subscribe.intro':
    'Get the meals in your cart every week, on the day and at the time you choose.',
  'checkout.subscribe.once': 'Order once instead',
  'checkout.subscribe.day': 'Delivery day',
  'checkout.subscribe.pickupDay': 'Pickup day',
  'checkout.subscribe.weekly': 'Weekly price',
  'checkout.subscribe.box': 'Your weekly box',
  'checkout.subscribe.line': '{quantity} × {name}',
  'checkout.subscribe.totalPerWeek': 'Total per week',
  'checkout.subscribe.first': 'First delivery: {date}',
  'checkout.subscribe.firstPickup': 'First pickup: {date}',
  'checkout.subscribe.cutoff': 'Changes and skips until {moment}',
  'checkout.subscribe.renewal':
    'It renews every week. We e-mail you a pay link for each week 48 hours before its cut-off (or charge your saved payment method, if you save one). Skip a week, pause or cancel online any time before a week’s cut-off (12:00, three days before delivery): a skipped week is not charged.',
  'checkout.subscribe.termsBefore': 'Subscribing means you accept the',
  'checkout.subscribe.terms': 'terms for subscriptions',
  'checkout.subscribe.missingAddress': 'To subscribe, choose a delivery address.',
  'checkout.subscribe.submit': 'Subscribe',
  'checkout.subscribe.subscribing': 'Subscribing…',
} as const;

export const subscribeMsMY: Record<keyof typeof subscribeEnUS, string> = {
  'checkout.subscribe.title': 'Setiap minggu',
  'checkout.subscribe.offer': 'Mahu hidangan ini setiap minggu?',
  'checkout.subscribe.offerLink': 'Langgan: setiap minggu',
  'checkout.subscribe.intro':
    'Dapatkan hidangan dalam troli anda setiap minggu, pada hari dan masa yang anda pilih.',
  'checkout.subscribe.once': 'Pesan sekali sahaja',
  'checkout.subscribe.day': 'Hari penghantaran',
  'checkout.subscribe.pickupDay': 'Hari ambil sendiri',
  'checkout.subscribe.weekly': 'Harga mingguan',
  'checkout.subscribe.box': 'Kotak mingguan anda',
  'checkout.subscribe.line': '{quantity} × {name}',
  'checkout.subscribe.totalPerWeek': 'Jumlah seminggu',
  'checkout.subscribe.first': 'Penghantaran pertama: {date}',
  'checkout.subscribe.firstPickup': 'Ambil sendiri pertama: {date}',
  'checkout.subscribe.cutoff': 'Perubahan dan langkau sehingga {moment}',
  'checkout.subscribe.renewal':
    'Ia diperbaharui setiap minggu. Kami e-mel pautan bayaran untuk setiap minggu 48 jam sebelum tarikh tutupnya (atau caj kaedah bayaran yang anda simpan, jika ada). Langkau seminggu, jeda atau batal dalam talian pada bila-bila masa sebelum tarikh tutup minggu itu (12:00, tiga hari sebelum penghantaran): minggu yang dilangkau tidak dicaj.',
  'checkout.subscribe.termsBefore': 'Dengan melanggan, anda menerima',
  'checkout.subscribe.terms': 'terma langganan',
  'checkout.subscribe.missingAddress': 'Untuk melanggan, pilih alamat penghantaran.',
  'checkout.subscribe.submit': 'Langgan',
  'checkout.subscribe.subscribing': 'Sedang melanggan…',
};
