/** The refunds page's words (docs/architecture.md §9.4 "decided once"), spread into the admin catalogue. */
export const refundsEnUS = {
  'admin.refunds.title': 'Refunds due',
  'admin.refunds.intro':
    'Money the shop received and must give back, oldest first. Refund it through the payment gateway, then record it here.',
  'admin.refunds.failed': 'The refunds could not be loaded. Please try again.',
  'admin.refunds.empty': 'No refund is due.',
  'admin.refunds.list': '{total, plural, one {# refund due} other {# refunds due}}, oldest first',
  'admin.refunds.order': 'Order',
  'admin.refunds.customer': 'Customer',
  'admin.refunds.amount': 'Amount',
  'admin.refunds.paidAt': 'Paid',
  'admin.refunds.why': 'Why',
  'admin.refunds.action': 'Action',
  'admin.refunds.reason.paid_twice': 'Paid twice: the order had already been paid',
  'admin.refunds.reason.paid_after_cancel': 'Paid after the customer cancelled the order',
  'admin.refunds.mark': 'Mark refunded',
  'admin.refunds.markLabel': 'Mark the refund of {amount} for order {orderNo} as made',
  'admin.refunds.confirmTitle': 'Record the refund of {amount} for order {orderNo}?',
  'admin.refunds.confirmMessage':
    'Do this only once the money has gone back to the customer through the payment gateway. It is recorded in the audit log.',
  'admin.refunds.confirm': 'Record the refund',
  'admin.refunds.keep': 'Not yet',
  'admin.refunds.pages': 'Pages of refunds due',
  'admin.refunds.recorded': 'The refund of {amount} for order {orderNo} is recorded.',
  'admin.audit.paymentRefunded': 'Refund of {amount} for order {orderNo} recorded',
} as const;

export const refundsMsMY: Record<keyof typeof refundsEnUS, string> = {
  'admin.refunds.title': 'Bayaran balik perlu dibuat',
  'admin.refunds.intro':
    'Wang yang diterima kedai dan perlu dikembalikan, paling lama dahulu. Kembalikan melalui gerbang pembayaran, kemudian rekodkan di sini.',
  'admin.refunds.failed': 'Senarai bayaran balik tidak dapat dimuatkan. Sila cuba lagi.',
  'admin.refunds.empty': 'Tiada bayaran balik yang perlu dibuat.',
  'admin.refunds.list': '{total, plural, other {# bayaran balik perlu dibuat}}, paling lama dahulu',
  'admin.refunds.order': 'Pesanan',
  'admin.refunds.customer': 'Pelanggan',
  'admin.refunds.amount': 'Jumlah',
  'admin.refunds.paidAt': 'Dibayar',
  'admin.refunds.why': 'Sebab',
  'admin.refunds.action': 'Tindakan',
  'admin.refunds.reason.paid_twice': 'Dibayar dua kali: pesanan telah pun dibayar',
  'admin.refunds.reason.paid_after_cancel': 'Dibayar selepas pelanggan membatalkan pesanan',
  'admin.refunds.mark': 'Tanda sudah dikembalikan',
  'admin.refunds.markLabel': 'Tanda bayaran balik {amount} untuk pesanan {orderNo} sudah dibuat',
  'admin.refunds.confirmTitle': 'Rekodkan bayaran balik {amount} untuk pesanan {orderNo}?',
  'admin.refunds.confirmMessage':
    'Lakukan ini hanya selepas wang dikembalikan kepada pelanggan melalui gerbang pembayaran. Ia direkodkan dalam log audit.',
  'admin.refunds.confirm': 'Rekodkan bayaran balik',
  'admin.refunds.keep': 'Belum lagi',
  'admin.refunds.pages': 'Halaman bayaran balik',
  'admin.refunds.recorded': 'Bayaran balik {amount} untuk pesanan {orderNo} telah direkodkan.',
  'admin.audit.paymentRefunded': 'Bayaran balik {amount} untuk pesanan {orderNo} direkodkan',
};
