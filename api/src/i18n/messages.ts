import { formatMessage, type MessageValues } from '@mealprep/shared/validation';
import type { Locale } from './locale';

/** Messages the API itself writes (error summaries, e-mails); field messages come from shared. */
const enUS = {
  badRequest: 'The request could not be understood.',
  malformedJson: 'The request body is not valid JSON.',
  payloadTooLarge: 'The request body is too large.',
  unsupportedMediaType: 'This content type is not supported here.',
  unauthenticated: 'Please log in to continue.',
  forbidden: 'You are not allowed to do this.',
  crossOrigin: 'Requests from another site are not allowed.',
  notFound: 'Not found.',
  dishNotFound: 'This dish is not on the menu.',
  cartItemNotFound: 'This item is not in your cart.',
  addressNotFound: 'This address is not in your address book.',
  orderNotFound: 'This order is not one of your orders.',
  orderAlreadyCancelled: 'This order is already cancelled.',
  orderCancelPaid:
    'A paid order cannot be cancelled: there are no refunds once paid (terms and conditions, section 4). Please contact the team if something is wrong.',
  orderRescheduleUnpaid: 'Only a paid order can be rescheduled. Please complete the payment first.',
  orderRescheduleCancelled: 'A cancelled order cannot be rescheduled.',
  orderRescheduleUnderway:
    'This order is already being prepared or delivered, so it can no longer be rescheduled.',
  orderRescheduleClosed:
    'Rescheduling closed at {deadline} (12:00 on the day before delivery). Please contact the team.',
  orderRescheduled: 'Your delivery has been rescheduled.',
  orderCancelled: 'Your order has been cancelled.',
  methodNotAllowed: 'This method is not allowed here.',
  tooManyRequests: 'Too many attempts. Please try again in {seconds} seconds.',
  serverError: 'Something went wrong. Please try again later.',
  passwordResetSent:
    'If an account exists for this e-mail address, we have sent a link to reset the password.',
  passwordResetDone: 'Your password has been reset. You can log in now.',
  resetMailSubject: 'Reset your MealPrep password',
  resetMailBody:
    'Hello {name},\n\nWe received a request to reset the password of your MealPrep account. Open this link within {minutes} minutes to choose a new password:\n\n{link}\n\nIf you did not ask for this, you can ignore this e-mail; your password stays the same.\n',
  invalidSignature: 'The payment notification signature is not valid.',
  paymentAmountMismatch: 'The paid amount does not match the order.',
  paymentNotFound: 'This payment does not exist.',
  orderNotPayable: 'This order can no longer be paid.',
  paymentUnavailable: 'The payment gateway is not available. Please try again in a moment.',
  courierUnavailable: 'The courier cannot quote right now. Please try again in a moment.',
  voucherApplied: 'Successfully applied',
  sandboxTitle: 'Sandbox payment',
  sandboxIntro: 'This is the test payment page. No real money moves.',
  sandboxPay: 'Pay {amount}',
  sandboxFail: 'Fail the payment',
  sandboxClosed: 'This payment is no longer open.',
} as const;

export type ApiMessageKey = keyof typeof enUS;

const msMY: Record<ApiMessageKey, string> = {
  badRequest: 'Permintaan tidak dapat difahami.',
  malformedJson: 'Badan permintaan bukan JSON yang sah.',
  payloadTooLarge: 'Badan permintaan terlalu besar.',
  unsupportedMediaType: 'Jenis kandungan ini tidak disokong di sini.',
  unauthenticated: 'Sila log masuk untuk meneruskan.',
  forbidden: 'Anda tidak dibenarkan melakukan ini.',
  crossOrigin: 'Permintaan dari laman lain tidak dibenarkan.',
  notFound: 'Tidak dijumpai.',
  dishNotFound: 'Hidangan ini tiada dalam menu.',
  cartItemNotFound: 'Item ini tiada dalam troli anda.',
  addressNotFound: 'Alamat ini tiada dalam buku alamat anda.',
  orderNotFound: 'Pesanan ini bukan salah satu pesanan anda.',
  orderAlreadyCancelled: 'Pesanan ini telah dibatalkan.',
  orderCancelPaid:
    'Pesanan yang telah dibayar tidak boleh dibatalkan: tiada bayaran balik selepas dibayar (terma dan syarat, seksyen 4). Sila hubungi pasukan kami jika ada masalah.',
  orderRescheduleUnpaid:
    'Hanya pesanan yang telah dibayar boleh dijadualkan semula. Sila selesaikan pembayaran dahulu.',
  orderRescheduleCancelled: 'Pesanan yang dibatalkan tidak boleh dijadualkan semula.',
  orderRescheduleUnderway:
    'Pesanan ini sedang disediakan atau dihantar, jadi ia tidak boleh dijadualkan semula lagi.',
  orderRescheduleClosed:
    'Penjadualan semula ditutup pada {deadline} (12:00 sehari sebelum penghantaran). Sila hubungi pasukan kami.',
  orderRescheduled: 'Penghantaran anda telah dijadualkan semula.',
  orderCancelled: 'Pesanan anda telah dibatalkan.',
  methodNotAllowed: 'Kaedah ini tidak dibenarkan di sini.',
  tooManyRequests: 'Terlalu banyak percubaan. Sila cuba lagi dalam {seconds} saat.',
  serverError: 'Sesuatu telah berlaku. Sila cuba lagi kemudian.',
  passwordResetSent:
    'Jika akaun wujud untuk alamat e-mel ini, kami telah menghantar pautan untuk menetapkan semula kata laluan.',
  passwordResetDone: 'Kata laluan anda telah ditetapkan semula. Anda boleh log masuk sekarang.',
  resetMailSubject: 'Tetapkan semula kata laluan MealPrep anda',
  resetMailBody:
    'Hai {name},\n\nKami menerima permintaan untuk menetapkan semula kata laluan akaun MealPrep anda. Buka pautan ini dalam masa {minutes} minit untuk memilih kata laluan baharu:\n\n{link}\n\nJika anda tidak membuat permintaan ini, abaikan e-mel ini; kata laluan anda kekal sama.\n',
  invalidSignature: 'Tandatangan pemberitahuan pembayaran tidak sah.',
  paymentAmountMismatch: 'Jumlah yang dibayar tidak sepadan dengan pesanan.',
  paymentNotFound: 'Pembayaran ini tidak wujud.',
  orderNotPayable: 'Pesanan ini tidak lagi boleh dibayar.',
  paymentUnavailable: 'Gerbang pembayaran tidak tersedia. Sila cuba lagi sebentar lagi.',
  courierUnavailable:
    'Kurier tidak dapat memberi sebut harga sekarang. Sila cuba lagi sebentar lagi.',
  voucherApplied: 'Berjaya digunakan',
  sandboxTitle: 'Pembayaran kotak pasir',
  sandboxIntro: 'Ini halaman pembayaran ujian. Tiada wang sebenar berpindah.',
  sandboxPay: 'Bayar {amount}',
  sandboxFail: 'Gagalkan pembayaran',
  sandboxClosed: 'Pembayaran ini tidak lagi dibuka.',
};

export const apiMessages: Record<Locale, Record<ApiMessageKey, string>> = {
  'en-US': enUS,
  'ms-MY': msMY,
};

export function t(locale: Locale, key: ApiMessageKey, values?: MessageValues): string {
  return formatMessage(apiMessages[locale][key], values);
}
