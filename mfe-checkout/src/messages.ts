import { defineCatalogue } from '@mealprep/shared/i18n';

export const checkoutMessages = defineCatalogue(
  'checkout',
  {
    'checkout.cart.title': 'Your cart',
    'checkout.checkout.title': 'Checkout',
    'checkout.paymentSuccess.title': 'Payment successful',
    'checkout.paymentFailed.title': 'Payment failed',
    'checkout.payment.reference': 'Payment reference: {id}',
  },
  {
    'checkout.cart.title': 'Troli anda',
    'checkout.checkout.title': 'Daftar keluar',
    'checkout.paymentSuccess.title': 'Pembayaran berjaya',
    'checkout.paymentFailed.title': 'Pembayaran gagal',
    'checkout.payment.reference': 'Rujukan pembayaran: {id}',
  },
);
