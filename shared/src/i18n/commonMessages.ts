import { defineCatalogue } from './catalogue';

/** Messages used by shared code itself (API client toasts, remote fallbacks, confirm dialog). */
export const commonMessages = defineCatalogue(
  'common',
  {
    'common.toast.errorTitle': 'Uh oh! Something went wrong',
    'common.api.failure': 'Something went wrong. Please try again later.',
    'common.api.successTitle': 'Success!',
    'common.api.success': 'Operation successful',
    'common.remote.unavailableTitle': 'This part of the shop is temporarily unavailable',
    'common.remote.unavailableBody': 'We could not load it just now. Please try again in a moment.',
    'common.remote.retry': 'Try again',
    'common.loading': 'Loading…',
    'common.close': 'Close',
    'common.confirm.title': 'Are you sure?',
    'common.confirm.message': 'This action cannot be undone.',
    'common.confirm.confirm': 'Confirm',
    'common.confirm.cancel': 'Cancel',
    'common.externalRefused': 'That link leads outside the shop and was blocked.',
    'common.newTab': '(opens in a new tab)',
    'common.pickup.title': 'Pickup at our kitchen',
    'common.pickup.address': 'Address',
    'common.pickup.hours': 'Opening hours',
    'common.pickup.hoursValue': 'Every day, {opens} – {closes}',
    'common.pickup.map': 'Open in Google Maps',
  },
  {
    'common.toast.errorTitle': 'Alamak! Ada yang tidak kena',
    'common.api.failure': 'Ada yang tidak kena. Sila cuba lagi nanti.',
    'common.api.successTitle': 'Berjaya!',
    'common.api.success': 'Operasi berjaya',
    'common.remote.unavailableTitle': 'Bahagian kedai ini tidak tersedia buat sementara waktu',
    'common.remote.unavailableBody':
      'Kami tidak dapat memuatkannya sekarang. Sila cuba sebentar lagi.',
    'common.remote.retry': 'Cuba lagi',
    'common.loading': 'Memuatkan…',
    'common.close': 'Tutup',
    'common.confirm.title': 'Adakah anda pasti?',
    'common.confirm.message': 'Tindakan ini tidak boleh dibuat asal.',
    'common.confirm.confirm': 'Sahkan',
    'common.confirm.cancel': 'Batal',
    'common.externalRefused': 'Pautan itu membawa ke luar kedai dan telah disekat.',
    'common.newTab': '(dibuka dalam tab baharu)',
    'common.pickup.title': 'Ambil di dapur kami',
    'common.pickup.address': 'Alamat',
    'common.pickup.hours': 'Waktu operasi',
    'common.pickup.hoursValue': 'Setiap hari, {opens} hingga {closes}',
    'common.pickup.map': 'Buka di Google Maps',
  },
);

export type CommonMessageId = keyof (typeof commonMessages)['en-US'];
