import * as routesModule from './routes';
import { describeRemoteRoutes } from '@mealprep/shared/testing';
import type { RouteIdOf } from '@mealprep/shared/routes';
import { withPlatform } from './testing/renderCheckoutPage';

/** Every route of the remote: a path to visit and the Bahasa Malaysia title its page shows. */
const pages: Record<RouteIdOf<'checkout'>, [path: string, title: string]> = {
  cart: ['/cart', 'Troli anda'],
  checkout: ['/checkout', 'Daftar keluar'],
  subscribe: ['/checkout/subscribe', 'Setiap minggu'],
  // Neutral until the order's own state is known (PaymentPages.test.tsx covers each state).
  paymentSuccess: ['/payment/77/success', 'Menyemak pembayaran anda'],
  paymentFailed: ['/payment/77/failed', 'Menyemak pembayaran anda'],
};

// The pages use the API client, the store and the bus, which the shell provides around every page.
describeRemoteRoutes(withPlatform(routesModule), pages);
