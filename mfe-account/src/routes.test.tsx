import { screen } from '@testing-library/react';
import { missingTranslations } from '@mealprep/shared/i18n';
import { routeTable, routesOfRemote, type RouteIdOf } from '@mealprep/shared/routes';
import { messages, remote, routes } from './routes';
import { renderRemoteRoute } from '@mealprep/shared/testing';

/** Every route of the remote: a path to visit and the Bahasa Malaysia title its page shows. */
const pages: Record<RouteIdOf<'account'>, [path: string, title: string]> = {
  login: ['/auth/login', 'Log masuk'],
  register: ['/auth/register', 'Daftar akaun baharu'],
  forgotPassword: ['/auth/forgot-password', 'Terlupa kata laluan?'],
  resetPassword: ['/auth/reset-password', 'Tetapkan kata laluan baharu'],
  dashboard: ['/account', 'Papan pemuka'],
  addresses: ['/account/address', 'Alamat saya'],
  orders: ['/account/my-order', 'Pesanan saya'],
  order: ['/account/my-order/MP1042', 'Pesanan MP1042'],
  orderSummary: ['/account/my-order/MP1042/summary', 'Ringkasan pesanan MP1042'],
  points: ['/account/points', 'Mata ganjaran saya'],
  preferences: ['/account/preferences', 'Pilihan hidangan'],
  profile: ['/account/profile', 'Profil saya'],
};

describe('account remote routes', () => {
  it('exposes exactly the routes the route table gives it, at their table paths', () => {
    expect(remote).toBe('account');
    expect(routes.map((route) => route.id).sort()).toEqual(routesOfRemote('account').sort());
    for (const route of routes) expect(route.path).toBe(routeTable[route.id].path);
  });

  it('translates every message into Bahasa Malaysia, not as a copy of the English', () => {
    expect(missingTranslations(messages)).toEqual([]);
    const copies = Object.keys(messages['en-US']).filter(
      (key) => messages['ms-MY'][key] === messages['en-US'][key],
    );
    expect(copies).toEqual([]);
  });

  it('keeps every message key under its own prefix', () => {
    for (const key of Object.keys(messages['en-US'])) expect(key).toMatch(/^account\./);
  });

  const cases = Object.entries(pages).map(([id, [path, title]]) => [id, path, title] as const);
  it.each(cases)('renders %s at %s titled "%s" in Bahasa Malaysia', async (_id, path, title) => {
    renderRemoteRoute({ routes, messages }, path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });
});
