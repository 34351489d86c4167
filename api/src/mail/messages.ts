import { formatMessage, type MessageValues } from '@mealprep/shared/validation';
import { asLocale, type Locale } from '@mealprep/shared/locale';

/**
 * The words of the shop's e-mails and receipts (docs/architecture.md §7.1), in both languages.
 * A section of its own, so the API's error catalogue (i18n/messages.ts) stays apart.
 */
const enUS = {
  greeting: 'Hello {name},',
  signOff: 'The MealPrep team',
  footer:
    'MealPrep, meal plans cooked in Kuala Lumpur. You receive this e-mail because of your MealPrep account.',
  footerPreferences: 'Reminders and offers can be turned off on your profile: {link}',
  viewOrder: 'View your order',
  downloadReceipt: 'Download the tax receipt (PDF)',
  orderNo: 'Order {orderNo}',
  deliveryOn: 'Delivery on {date}, slot from {time}',
  pickupOn: 'Self pickup on {date} at {time}',
  deliverTo: 'Deliver to',
  pickupAt: 'Pick up at our kitchen',
  items: 'Your order',
  line: '{quantity} × {name}',
  servings: '{servings} servings',
  pointsEarned: 'You earned {points} points with this order.',

  'price.subtotal': 'Subtotal',
  'price.delivery': 'Delivery',
  'price.delivery_discount': 'Delivery discount',
  'price.processing_fee': 'Processing fee',
  'price.tax': 'SST 6% (added)',
  'price.discount': 'Voucher discount',
  'price.rounding': 'Rounding',
  'price.total': 'Total',
  'price.points_earned': 'Points earned',
  'price.points': 'Your points',
  pointsCount: '{points} points',

  confirmationSubject: 'Order {orderNo} is confirmed',
  confirmationPreview: 'We received your payment of {total}.',
  confirmationIntro: 'Thank you! We received your payment of {total} and your order is confirmed.',

  paymentFailedSubject: 'Payment for order {orderNo} did not go through',
  paymentFailedIntro:
    'The payment of {total} for order {orderNo} did not go through, so the order is not confirmed yet. No money was taken.',
  paymentFailedDeadline: 'You can try again until {deadline} (Kuala Lumpur time).',
  tryAgain: 'Try the payment again',

  rescheduledSubject: 'Order {orderNo} has a new delivery date',
  rescheduledIntro: 'Your order {orderNo} was moved from {from} to:',

  cancelledSubject: 'Order {orderNo} is cancelled',
  'cancelled.customer':
    'As you asked, order {orderNo} was cancelled. It was not paid, so nothing was charged.',
  'cancelled.unpaid':
    'Order {orderNo} was cancelled because it was not paid by {deadline}. Nothing was charged; you are welcome to order again.',

  reminderSubject: 'Tomorrow: your MealPrep order {orderNo}',
  'reminder.deliver': 'A reminder that order {orderNo} will be delivered tomorrow.',
  'reminder.pickup': 'A reminder that order {orderNo} is ready for pickup tomorrow.',

  'progress.ready_for_pickup.subject': 'Order {orderNo} is ready for pickup',
  'progress.ready_for_pickup.intro':
    'Your order {orderNo} is packed and waiting for you at the kitchen. Bring your order number when you collect it.',
  'progress.out_for_delivery.subject': 'Order {orderNo} is on its way',
  'progress.out_for_delivery.intro':
    'Your order {orderNo} has left the kitchen with our courier and will reach you in its slot.',
  'progress.trackCourier': 'Follow your courier',
  'progress.delivered.subject': 'Order {orderNo} was delivered',
  'progress.delivered.intro':
    'Your order {orderNo} was handed over. Enjoy your meals! Keep them chilled and eat them by the use-by date on each pack.',

  refundSubject: 'Order {orderNo}: your late payment will be refunded',
  refundIntro:
    'We received a payment of {total} for order {orderNo} after you had cancelled it. The order stays cancelled and the full {total} will be refunded to the way you paid.',
  refundNext:
    'Refunds usually reach you within 7 working days. Reply to this e-mail if you have a question.',
  secondPaymentSubject: 'Order {orderNo}: your second payment will be refunded',
  secondPaymentIntro:
    'We received a second payment of {total} for order {orderNo}, which you had already paid. Your order stands as it is, and this second payment of {total} will be refunded to the way you paid.',

  // Problems reported after delivery (docs/support.md)
  problemReportedSubject: 'Order {orderNo}: we received your report',
  problemReportedIntro:
    'Thank you for telling us about a problem with order {orderNo} ({reason}). Our team will look at it and answer you by e-mail and on the order page. Please keep the meals refrigerated until we reply.',
  problemAnsweredSubject: 'Order {orderNo}: our team answered your report',
  problemAnsweredIntro: 'Our team wrote about the problem you reported with order {orderNo}:',
  problemResolvedSubject: 'Order {orderNo}: your report is resolved',
  'problemResolved.points':
    'We are sorry about the problem with order {orderNo}. We have added {points} points to your account; you can see them in your points history.',
  'problemResolved.refund':
    'We are sorry about the problem with order {orderNo}. We will refund {amount} to the way you paid, outside the shop; refunds usually reach you within 7 working days.',
  'problemResolved.none':
    'We looked at the problem you reported with order {orderNo} and will not take further action, because: {reason}',
  problemRefundedSubject: 'Order {orderNo}: your refund is on its way',
  problemRefundedIntro:
    'We have sent the refund of {amount} for the problem with order {orderNo} to the way you paid. Depending on your bank it can take a few working days to show.',
  problemReplyNote: 'Reply to this e-mail if you have a question.',
  'problemReason.missing': 'a meal is missing',
  'problemReason.wrong_item': 'a wrong item',
  'problemReason.quality': 'quality',
  'problemReason.temperature': 'temperature',
  'problemReason.late': 'late delivery',

  // Receipts (the PDF)
  receiptTitle: 'Tax receipt',
  receiptNo: 'Receipt no.',
  receiptOrder: 'Order no.',
  receiptDate: 'Paid on',
  receiptPaymentRef: 'Payment reference',
  receiptPaymentMethod: 'Paid through',
  receiptBilledTo: 'Billed to',
  receiptItem: 'Item',
  receiptQty: 'Qty',
  receiptUnit: 'Unit price',
  receiptAmount: 'Amount',
  receiptRegistration: 'Company registration no. {value}',
  receiptSst: 'SST registration no. {value}',
  receiptSstLine: 'SST {rate}% on {basis}',
  receiptFooter: 'This receipt was issued electronically and needs no signature.',
  receiptRefund: 'Refund due: this payment arrived after the order was cancelled.',
};

export type MailMessageKey = keyof typeof enUS;

const msMY: Record<MailMessageKey, string> = {
  greeting: 'Hai {name},',
  signOff: 'Pasukan MealPrep',
  footer:
    'MealPrep, pelan makanan yang dimasak di Kuala Lumpur. Anda menerima e-mel ini kerana akaun MealPrep anda.',
  footerPreferences: 'Peringatan dan tawaran boleh dimatikan di profil anda: {link}',
  viewOrder: 'Lihat pesanan anda',
  downloadReceipt: 'Muat turun resit cukai (PDF)',
  orderNo: 'Pesanan {orderNo}',
  deliveryOn: 'Penghantaran pada {date}, slot dari {time}',
  pickupOn: 'Ambil sendiri pada {date} jam {time}',
  deliverTo: 'Hantar ke',
  pickupAt: 'Ambil di dapur kami',
  items: 'Pesanan anda',
  line: '{quantity} × {name}',
  servings: '{servings} hidangan',
  pointsEarned: 'Anda memperoleh {points} mata dengan pesanan ini.',

  'price.subtotal': 'Subjumlah',
  'price.delivery': 'Penghantaran',
  'price.delivery_discount': 'Diskaun penghantaran',
  'price.processing_fee': 'Caj pemprosesan',
  'price.tax': 'SST 6% (ditambah)',
  'price.discount': 'Diskaun baucar',
  'price.rounding': 'Pelarasan pembundaran',
  'price.total': 'Jumlah',
  'price.points_earned': 'Mata diperoleh',
  'price.points': 'Mata anda',
  pointsCount: '{points} mata',

  confirmationSubject: 'Pesanan {orderNo} telah disahkan',
  confirmationPreview: 'Kami telah menerima bayaran anda sebanyak {total}.',
  confirmationIntro:
    'Terima kasih! Kami telah menerima bayaran anda sebanyak {total} dan pesanan anda telah disahkan.',

  paymentFailedSubject: 'Bayaran untuk pesanan {orderNo} tidak berjaya',
  paymentFailedIntro:
    'Bayaran sebanyak {total} untuk pesanan {orderNo} tidak berjaya, jadi pesanan belum disahkan. Tiada wang diambil.',
  paymentFailedDeadline: 'Anda boleh mencuba lagi sehingga {deadline} (waktu Kuala Lumpur).',
  tryAgain: 'Cuba bayar sekali lagi',

  rescheduledSubject: 'Pesanan {orderNo} mempunyai tarikh penghantaran baharu',
  rescheduledIntro: 'Pesanan anda {orderNo} telah dipindahkan dari {from} ke:',

  cancelledSubject: 'Pesanan {orderNo} telah dibatalkan',
  'cancelled.customer':
    'Seperti yang anda minta, pesanan {orderNo} telah dibatalkan. Ia belum dibayar, jadi tiada caj dikenakan.',
  'cancelled.unpaid':
    'Pesanan {orderNo} telah dibatalkan kerana tidak dibayar sebelum {deadline}. Tiada caj dikenakan; anda dialu-alukan untuk memesan semula.',

  reminderSubject: 'Esok: pesanan MealPrep anda {orderNo}',
  'reminder.deliver': 'Peringatan bahawa pesanan {orderNo} akan dihantar esok.',
  'reminder.pickup': 'Peringatan bahawa pesanan {orderNo} sedia untuk diambil esok.',

  'progress.ready_for_pickup.subject': 'Pesanan {orderNo} sedia untuk diambil',
  'progress.ready_for_pickup.intro':
    'Pesanan anda {orderNo} telah dibungkus dan menunggu anda di dapur. Bawa nombor pesanan anda semasa mengambilnya.',
  'progress.out_for_delivery.subject': 'Pesanan {orderNo} dalam perjalanan',
  'progress.out_for_delivery.intro':
    'Pesanan anda {orderNo} telah meninggalkan dapur bersama kurier kami dan akan sampai dalam slotnya.',
  'progress.trackCourier': 'Jejaki kurier anda',
  'progress.delivered.subject': 'Pesanan {orderNo} telah dihantar',
  'progress.delivered.intro':
    'Pesanan anda {orderNo} telah diserahkan. Selamat menikmati! Simpan dalam peti sejuk dan makan sebelum tarikh luput pada setiap bungkusan.',

  refundSubject: 'Pesanan {orderNo}: bayaran lewat anda akan dikembalikan',
  refundIntro:
    'Kami menerima bayaran sebanyak {total} untuk pesanan {orderNo} selepas anda membatalkannya. Pesanan kekal dibatalkan dan {total} penuh akan dikembalikan melalui cara anda membayar.',
  refundNext:
    'Bayaran balik biasanya sampai dalam 7 hari bekerja. Balas e-mel ini jika anda mempunyai soalan.',
  secondPaymentSubject: 'Pesanan {orderNo}: bayaran kedua anda akan dikembalikan',
  secondPaymentIntro:
    'Kami menerima bayaran kedua sebanyak {total} untuk pesanan {orderNo}, yang telah pun anda bayar. Pesanan anda kekal seperti biasa, dan bayaran kedua sebanyak {total} ini akan dikembalikan melalui cara anda membayar.',

  problemReportedSubject: 'Pesanan {orderNo}: kami telah menerima laporan anda',
  problemReportedIntro:
    'Terima kasih kerana memaklumkan masalah dengan pesanan {orderNo} ({reason}). Pasukan kami akan menelitinya dan membalas melalui e-mel dan di halaman pesanan. Sila simpan hidangan di dalam peti sejuk sehingga kami membalas.',
  problemAnsweredSubject: 'Pesanan {orderNo}: pasukan kami telah membalas laporan anda',
  problemAnsweredIntro:
    'Pasukan kami menulis tentang masalah yang anda laporkan dengan pesanan {orderNo}:',
  problemResolvedSubject: 'Pesanan {orderNo}: laporan anda telah diselesaikan',
  'problemResolved.points':
    'Kami memohon maaf atas masalah dengan pesanan {orderNo}. Kami telah menambah {points} mata ke akaun anda; anda boleh melihatnya dalam sejarah mata anda.',
  'problemResolved.refund':
    'Kami memohon maaf atas masalah dengan pesanan {orderNo}. Kami akan memulangkan {amount} melalui cara anda membayar, di luar kedai; bayaran balik biasanya sampai dalam tempoh 7 hari bekerja.',
  'problemResolved.none':
    'Kami telah meneliti masalah yang anda laporkan dengan pesanan {orderNo} dan tidak akan mengambil tindakan lanjut, kerana: {reason}',
  problemRefundedSubject: 'Pesanan {orderNo}: bayaran balik anda dalam perjalanan',
  problemRefundedIntro:
    'Kami telah menghantar bayaran balik sebanyak {amount} bagi masalah dengan pesanan {orderNo} melalui cara anda membayar. Bergantung pada bank anda, ia mungkin mengambil beberapa hari bekerja untuk kelihatan.',
  problemReplyNote: 'Balas e-mel ini jika anda mempunyai soalan.',
  'problemReason.missing': 'hidangan hilang',
  'problemReason.wrong_item': 'item salah',
  'problemReason.quality': 'kualiti',
  'problemReason.temperature': 'suhu',
  'problemReason.late': 'penghantaran lewat',

  receiptTitle: 'Resit cukai',
  receiptNo: 'No. resit',
  receiptOrder: 'No. pesanan',
  receiptDate: 'Dibayar pada',
  receiptPaymentRef: 'Rujukan bayaran',
  receiptPaymentMethod: 'Dibayar melalui',
  receiptBilledTo: 'Dibilkan kepada',
  receiptItem: 'Item',
  receiptQty: 'Kuantiti',
  receiptUnit: 'Harga seunit',
  receiptAmount: 'Amaun',
  receiptRegistration: 'No. pendaftaran syarikat {value}',
  receiptSst: 'No. pendaftaran SST {value}',
  receiptSstLine: 'SST {rate}% atas {basis}',
  receiptFooter: 'Resit ini dikeluarkan secara elektronik dan tidak memerlukan tandatangan.',
  receiptRefund: 'Bayaran balik perlu dibuat: bayaran ini diterima selepas pesanan dibatalkan.',
};

const catalogues: Record<Locale, Record<MailMessageKey, string>> = { 'en-US': enUS, 'ms-MY': msMY };

/** Both languages' words, for the check that they use the customer's words (docs/glossary.md). */
export const mailMessages = catalogues;

/** A mail's words in `locale` (en-US for anything else). */
export function mt(locale: string, key: MailMessageKey, values?: MessageValues): string {
  return formatMessage(catalogues[asLocale(locale)][key], values);
}
