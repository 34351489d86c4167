import * as routesModule from './routes';
import { describeRemoteRoutes } from '@mealprep/shared/testing';
import type { RouteIdOf } from '@mealprep/shared/routes';
import { withPlatform } from './testing/renderAuthPage';

/** Every route of the remote: a path to visit and the Bahasa Malaysia title its page shows. */
const pages: Record<RouteIdOf<'account'>, [path: string, title: string]> = {
  login: ['/auth/login', 'Log masuk'],
  register: ['/auth/register', 'Daftar akaun baharu'],
  forgotPassword: ['/auth/forgot-password', 'Terlupa kata laluan?'],
  resetPassword: ['/auth/reset-password', 'Tetapkan kata laluan baharu'],
  verifyEmail: ['/auth/verify-email', 'Sahkan alamat e-mel anda'],
  dashboard: ['/account', 'Papan pemuka'],
  addresses: ['/account/address', 'Alamat saya'],
  orders: ['/account/my-order', 'Pesanan saya'],
  order: ['/account/my-order/MP1042', 'Pesanan MP1042'],
  orderSummary: ['/account/my-order/MP1042/summary', 'Ringkasan pesanan MP1042'],
  points: ['/account/points', 'Mata ganjaran saya'],
  preferences: ['/account/preferences', 'Pilihan hidangan'],
  profile: ['/account/profile', 'Profil saya'],
  subscription: ['/account/subscription', 'Langganan saya'],
};

// The auth pages use the API client and the bus, which the shell provides around every page.
describeRemoteRoutes(withPlatform(routesModule), pages);
