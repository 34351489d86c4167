import { screen } from '@testing-library/react';
import { startTestApi, type TestApi } from '@mealprep/shared/testing';
import { renderAdminPage } from '../testing/renderAdminPage';

/**
 * Every staff list page shows its states one way (ListStates): the vouchers' and the customers'
 * pages said "could not be loaded" to a role that may not see them, where the others said why.
 */
let api: TestApi;
let status: number;

beforeEach(async () => {
  api = await startTestApi({
    'GET /api/v1/admin/vouchers': () => ({ status, body: { message: 'No.' } }),
    'GET /api/v1/admin/customers': () =>
      status === 200 ? { status, body: { data: [] } } : { status, body: { message: 'No.' } },
  });
});

afterEach(() => api.close());

describe('a staff list page', () => {
  it('tells a role without access that it has none, not that loading failed', async () => {
    status = 403;
    renderAdminPage('/admin/vouchers', { locale: 'en-US', baseURL: api.baseURL });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "You don't have access to this page.",
    );
  });

  it('says the list could not be loaded when the server failed', async () => {
    status = 500;
    renderAdminPage('/admin/customers', { locale: 'en-US', baseURL: api.baseURL });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The customers could not be loaded. Please try again.',
    );
  });

  it('shows the empty state for an empty list, in Bahasa Malaysia too', async () => {
    status = 200;
    renderAdminPage('/ms-MY/admin/customers', { locale: 'ms-MY', baseURL: api.baseURL });
    expect(
      await screen.findByText('Tiada pelanggan yang sepadan dengan carian ini.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
