import { screen } from '@testing-library/react';
import * as routesModule from './routes';
import { describeRemoteRoutes, renderRemoteRoute } from '@mealprep/shared/testing';
import type { RouteIdOf } from '@mealprep/shared/routes';

/** Every route of the remote: a path to visit and the Bahasa Malaysia title its page shows. */
const pages: Record<RouteIdOf<'checkout'>, [path: string, title: string]> = {
  cart: ['/cart', 'Troli anda'],
  checkout: ['/checkout', 'Daftar keluar'],
  paymentSuccess: ['/payment/pay_77/success', 'Pembayaran berjaya'],
  paymentFailed: ['/payment/pay_77/failed', 'Pembayaran gagal'],
};

describeRemoteRoutes(routesModule, pages);

describe('checkout pages', () => {
  it.each(['success', 'failed'])(
    'shows the payment id from the URL on the %s page',
    async (outcome) => {
      renderRemoteRoute(routesModule, `/payment/pay_77/${outcome}`);
      expect(await screen.findByText('Rujukan pembayaran: pay_77')).toBeInTheDocument();
    },
  );
});
