/** @jest-environment <rootDir>/../jest.env.web.js */
import { screen, waitFor } from '@testing-library/react';
import { permissionsOf } from '@mealprep/shared/staff';
import type { AdminAccount } from '@mealprep/shared/plan/contracts';
import { startTestApi, type TestApi } from '@mealprep/shared/testing';
import { renderAdminPage } from '../testing/renderAdminPage';

const account: AdminAccount = {
  id: 1,
  email: 'admin@mealprep.my',
  role: 'admin',
  permissions: permissionsOf('admin'),
  first_name: 'Admin',
  last_name: 'MealPrep',
};
const kitchen: AdminAccount = {
  id: 4,
  email: 'dapur@mealprep.my',
  role: 'kitchen',
  permissions: permissionsOf('kitchen'),
  first_name: 'Kamal',
  last_name: 'Hassan',
};
let api: TestApi;

beforeEach(async () => {
  api = await startTestApi({
    'POST /api/v1/admin/login': ({ body, locale }) => {
      const { email, password } = body as { email: string; password: string };
      if (email === account.email && password === 'pentadbir-2026')
        return { status: 200, body: { data: account } };
      if (email === kitchen.email && password === 'dapur-2026')
        return { status: 200, body: { data: kitchen } };
      return {
        status: 422,
        body: {
          error: true,
          message:
            locale === 'ms-MY' ? 'Data yang diberikan tidak sah.' : 'The given data was invalid.',
          errors: {
            email: [
              locale === 'ms-MY'
                ? 'Maklumat log masuk ini tidak sepadan dengan rekod kami.'
                : 'These credentials do not match our records.',
            ],
          },
        },
      };
    },
  });
});

afterEach(() => api.close());

describe('admin login page', () => {
  it('checks the fields in the browser first, in Bahasa Malaysia', async () => {
    const page = renderAdminPage('/admin/login', { baseURL: api.baseURL });
    await page.user.click(await screen.findByRole('button', { name: 'Log masuk' }));
    expect(screen.getByLabelText(/E-mel/)).toHaveAccessibleDescription('Medan ini diperlukan.');
    expect(screen.getByLabelText(/Kata laluan/)).toHaveAccessibleDescription(
      'Medan ini diperlukan.',
    );
    await waitFor(() => expect(screen.getByLabelText(/E-mel/)).toHaveFocus());
    expect(api.requests).toEqual([]);
  });

  it('shows refused credentials and stays signed out', async () => {
    const page = renderAdminPage('/admin/login', { baseURL: api.baseURL });
    await page.user.type(await screen.findByLabelText(/E-mel/), 'pelanggan@example.my');
    await page.user.type(screen.getByLabelText(/Kata laluan/), 'bukan-pentadbir');
    await page.user.click(screen.getByRole('button', { name: 'Log masuk' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Maklumat log masuk ini tidak sepadan dengan rekod kami.',
    );
    // About the e-mail and the password together: said once, above the form, not at a field.
    expect(screen.getByLabelText(/E-mel/)).not.toHaveAccessibleDescription(/tidak sepadan/);
    expect(page.store.getState().auth.admin).toBeNull();
  });

  it('signs the admin in and goes to the page that sent them', async () => {
    const page = renderAdminPage('/admin/login?redirect=%2Fadmin%2Freleases', {
      locale: 'en-US',
      baseURL: api.baseURL,
    });
    await page.user.type(await screen.findByLabelText(/Email/), account.email);
    await page.user.type(screen.getByLabelText(/Password/), 'pentadbir-2026');
    await page.user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(page.location().pathname).toBe('/admin/releases'));
    expect(page.store.getState().auth.admin).toEqual(account);
    expect(api.requests[0]?.body).toEqual({ email: account.email, password: 'pentadbir-2026' });
  });

  it('never follows a redirect out of the admin area', async () => {
    const page = renderAdminPage('/admin/login?redirect=%2F%2Fevil.example%2Fadmin%2F', {
      locale: 'en-US',
      baseURL: api.baseURL,
    });
    await page.user.type(await screen.findByLabelText(/Email/), account.email);
    await page.user.type(screen.getByLabelText(/Password/), 'pentadbir-2026');
    await page.user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(page.location().pathname).toBe('/admin/orders'));
  });

  it.each([
    ['an admin page in Malay', '/ms-MY/admin/releases', '/ms-MY/admin/releases'],
    [
      'another site behind the language prefix',
      '/ms-MY//evil.example/admin/',
      '/ms-MY/admin/orders',
    ],
  ])('reads the language prefix of a redirect by the shop’s rule: %s', async (_name, to, lands) => {
    const page = renderAdminPage(`/admin/login?redirect=${encodeURIComponent(to)}`, {
      baseURL: api.baseURL,
    });
    await page.user.type(await screen.findByLabelText(/E-mel/), account.email);
    await page.user.type(screen.getByLabelText(/Kata laluan/), 'pentadbir-2026');
    await page.user.click(screen.getByRole('button', { name: 'Log masuk' }));
    await waitFor(() => expect(page.location().pathname).toBe(lands));
  });

  it('lands a member of the kitchen on the orders board, the first page their role opens', async () => {
    const page = renderAdminPage('/admin/login', { baseURL: api.baseURL });
    await page.user.type(await screen.findByLabelText(/E-mel/), kitchen.email);
    await page.user.type(screen.getByLabelText(/Kata laluan/), 'dapur-2026');
    await page.user.click(screen.getByRole('button', { name: 'Log masuk' }));
    await waitFor(() => expect(page.location().pathname).toBe('/ms-MY/admin/orders'));
    expect(page.store.getState().auth.admin?.permissions).toEqual([
      'orders.read',
      'orders.kitchen',
      'menu.availability',
      'subscriptions.read',
    ]);
  });

  it('shows which build of the admin console is running', async () => {
    renderAdminPage('/admin/login', { locale: 'en-US', baseURL: api.baseURL });
    expect(await screen.findByText('Admin console dev')).toBeInTheDocument();
  });
});
