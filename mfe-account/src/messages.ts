import { defineCatalogue } from '@mealprep/shared/i18n';

export const accountMessages = defineCatalogue(
  'account',
  {
    'account.login.title': 'Log in',
    'account.register.title': 'Create an account',
    'account.forgotPassword.title': 'Forgot your password?',
    'account.resetPassword.title': 'Set a new password',
    'account.dashboard.title': 'Dashboard',
    'account.addresses.title': 'My addresses',
    'account.orders.title': 'My orders',
    'account.order.title': 'Order {id}',
    'account.orderSummary.title': 'Summary of order {id}',
    'account.points.title': 'My points',
    'account.preferences.title': 'Meal preferences',
    'account.profile.title': 'My profile',
  },
  {
    'account.login.title': 'Log masuk',
    'account.register.title': 'Daftar akaun baharu',
    'account.forgotPassword.title': 'Terlupa kata laluan?',
    'account.resetPassword.title': 'Tetapkan kata laluan baharu',
    'account.dashboard.title': 'Papan pemuka',
    'account.addresses.title': 'Alamat saya',
    'account.orders.title': 'Pesanan saya',
    'account.order.title': 'Pesanan {id}',
    'account.orderSummary.title': 'Ringkasan pesanan {id}',
    'account.points.title': 'Mata ganjaran saya',
    'account.preferences.title': 'Pilihan hidangan',
    'account.profile.title': 'Profil saya',
  },
);
