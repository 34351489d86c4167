import { screen } from '@testing-library/react';
import * as routesModule from './routes';
import { describeRemoteRoutes, renderRemoteRoute } from '@mealprep/shared/testing';
import type { RouteIdOf } from '@mealprep/shared/routes';
import { withPlatform } from './testing/renderCheckoutPage';

/** Every route of the remote: a path to visit and the Bahasa Malaysia title its page shows. */
const pages: Record<RouteIdOf<'checkout'>, [path: string, title: string]> = {
  cart: ['/cart', 'Troli anda'],
  checkout: ['/checkout', 'Daftar keluar'],
  paymentSuccess: ['/payment/77/success', 'Pembayaran berjaya'],
  paymentFailed: ['/payment/77/failed', 'Pembayaran gagal'],
};

// The pages use the API client, the store and the bus, which the shell provides around every page.
describeRemoteRoutes(withPlatform(routesModule), pages);

describe('checkout pages', () => {
  it.each(['success', 'failed'])(
    'shows the payment id from the URL on the %s page',
    async (outcome) => {
      renderRemoteRoute(withPlatform(routesModule), `/payment/77/${outcome}`);
      expect(await screen.findByText('Rujukan pembayaran: 77')).toBeInTheDocument();
    },
  );
});
