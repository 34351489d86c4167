/** @jest-environment <rootDir>/../jest.env.web.js */
import { screen, waitFor, within } from '@testing-library/react';
import { customerProfile } from '@mealprep/shared/testing';
import { peekCartAdd, rememberCartAdd } from '@mealprep/shared/cart';
import { renderAuthPage } from '../testing/renderAuthPage';
import { startTestApi, validationFailure, type TestApi } from '../testing/testApi';

const profile = customerProfile();
let api: TestApi;

beforeEach(async () => {
  api = await startTestApi({
    'POST /api/v1/auth/login': ({ body, locale }) => {
      const { email, password } = body as { email: string; password: string };
      if (email === profile.email && password === 'sedap-makan-2026')
        return { status: 200, body: { data: profile } };
      return validationFailure(locale, { email: [{ key: 'validation.invalidCredentials' }] });
    },
  });
});

afterEach(() => api.close());

describe('login page', () => {
  it('shows each field error in Bahasa Malaysia and focuses the first field in error', async () => {
    const page = renderAuthPage('/auth/login', { baseURL: api.baseURL });
    const email = await screen.findByLabelText('E-mel');
    await page.user.type(screen.getByLabelText('Kata laluan'), 'pendek');
    await page.user.click(screen.getByRole('button', { name: 'Log masuk' }));

    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription('Medan ini diperlukan.');
    expect(email).toBeInvalid();
    expect(screen.getByLabelText('Kata laluan')).toHaveAccessibleDescription(
      'Medan ini mestilah sekurang-kurangnya 8 aksara.',
    );
    // Nothing was sent: the schema stopped it in the browser.
    expect(api.requests).toEqual([]);
  });

  it('focuses the password when only the password is wrong', async () => {
    const page = renderAuthPage('/auth/login', { locale: 'en-US', baseURL: api.baseURL });
    await page.user.type(await screen.findByLabelText('E-mail'), 'siti@example.my');
    await page.user.click(screen.getByRole('button', { name: 'Log in' }));
    const password = screen.getByLabelText('Password');
    await waitFor(() => expect(password).toHaveFocus());
    expect(password).toHaveAccessibleDescription('This field is required.');
  });

  it('puts refused credentials on the e-mail field, with no alert above it and no toast', async () => {
    const page = renderAuthPage('/auth/login', { baseURL: api.baseURL });
    await page.user.type(await screen.findByLabelText('E-mel'), 'siti@example.my');
    await page.user.type(screen.getByLabelText('Kata laluan'), 'bukan-kata-laluan');
    await page.user.click(screen.getByRole('button', { name: 'Log masuk' }));

    const email = screen.getByLabelText('E-mel');
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription(
      'Maklumat log masuk ini tidak sepadan dengan rekod kami.',
    );
    // The field says what is wrong: no general sentence of the API's above it (finding 11).
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(page.toasts).toEqual([]);
    expect(page.signedIn).toEqual([]);
    expect(api.requests[0]?.headers['accept-language']).toBe('ms-MY');

    // Editing the field takes the server's message away.
    await page.user.type(email, 'x');
    expect(email).not.toHaveAccessibleDescription(/tidak sepadan/);
  });

  it('signs in: sends the form and emits auth.signedIn with the profile', async () => {
    const page = renderAuthPage('/auth/login', { locale: 'en-US', baseURL: api.baseURL });
    await page.user.type(await screen.findByLabelText('E-mail'), 'siti@example.my');
    await page.user.type(screen.getByLabelText('Password'), 'sedap-makan-2026');
    await page.user.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(page.signedIn).toEqual([{ profile }]));
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]?.body).toEqual({
      email: 'siti@example.my',
      password: 'sedap-makan-2026',
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps what the field shows when a tool empties it without an input event', async () => {
    const page = renderAuthPage('/auth/login', { locale: 'en-US', baseURL: api.baseURL });
    await page.user.type(await screen.findByLabelText('E-mail'), 'siti@example.my');
    const password = screen.getByLabelText('Password');
    await page.user.type(password, 'not-the-password');
    // WebDriver's clear: the value set by script (React's tracker sees it, no onChange), then blur.
    (password as HTMLInputElement).value = '';
    await page.user.tab();
    await page.user.type(password, 'sedap-makan-2026');
    await page.user.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(page.signedIn).toHaveLength(1));
    expect(api.requests[0]?.body).toMatchObject({ password: 'sedap-makan-2026' });
  });

  it('shows and hides the password with a pressed toggle', async () => {
    const page = renderAuthPage('/auth/login', { locale: 'en-US' });
    const password = await screen.findByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(password).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await page.user.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
  });

  it('tells a guest sent from "Add to cart" why, naming the dish, and the tabs keep the way back', async () => {
    sessionStorage.clear();
    rememberCartAdd({
      kind: 'addToCart',
      returnTo: '/ms-MY/food-menu',
      label: 'Ayam percik',
      item: { productId: 1, productType: 'RECIPE', quantity: 1 },
    });
    renderAuthPage('/auth/login?redirect=%2Fms-MY%2Ffood-menu&reason=cart');
    expect(
      await screen.findByText(
        'Log masuk atau daftar akaun untuk menambah “Ayam percik” ke troli anda. Kami akan menambahnya sebaik sahaja anda log masuk.',
      ),
    ).toBeInTheDocument();
    const register = screen.getByRole('tab', { name: 'Akaun baharu' });
    expect(register.getAttribute('href')).toContain('redirect=%2Fms-MY%2Ffood-menu&reason=cart');
  });

  it('keeps the dish a guest posted before the app, for the sign-in to add, through the tabs and the form', async () => {
    sessionStorage.clear();
    renderAuthPage('/auth/login?redirect=%2Ffood-menu&reason=cart&add=7.L.2', { locale: 'en-US' });
    expect(
      await screen.findByText(
        'Log in or create an account to add the dish you chose to your cart. We will add it as soon as you are signed in.',
      ),
    ).toBeInTheDocument();
    // Kept as the app keeps a guest's add: added when they are back on the menu, signed in.
    await waitFor(() =>
      expect(peekCartAdd()).toMatchObject({
        returnTo: '/food-menu',
        item: { productId: 7, productType: 'RECIPE', size: 'L', quantity: 2 },
      }),
    );
    expect(screen.getByRole('tab', { name: 'New account' }).getAttribute('href')).toContain(
      'add=7.L.2',
    );
    // The form posted without script carries it too (api/src/routes/form-posts).
    const form = screen.getByRole('button', { name: 'Log in' }).closest('form');
    expect(form?.getAttribute('action')).toBe(
      '/auth/login?redirect=%2Ffood-menu&reason=cart&add=7.L.2',
    );
  });

  it('tells a guest sent from a page which page they are signing in for', async () => {
    renderAuthPage('/auth/register?redirect=%2Faccount%2Fuser-preferences%2Fessentials', {
      locale: 'en-US',
    });
    expect(
      await screen.findByText('Log in or create an account to continue to About you.'),
    ).toBeInTheDocument();
  });

  it('says nothing about a return path that leaves the site', async () => {
    renderAuthPage('/auth/login?redirect=%2F%2Fevil.example%2Fcart', { locale: 'en-US' });
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(screen.queryByText(/to continue to/)).not.toBeInTheDocument();
  });

  it('links to forgot password, keeping the language', async () => {
    const page = renderAuthPage('/auth/login');
    await page.user.click(await screen.findByRole('link', { name: 'Terlupa kata laluan?' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terlupa kata laluan?' }),
    ).toBeInTheDocument();
    expect(page.location().pathname).toBe('/ms-MY/auth/forgot-password');
  });

  it('shows the welcome tab with the pitch and the ways in', async () => {
    renderAuthPage('/auth/login?tab=welcome&redirect=%2Fcart', { locale: 'en-US' });
    const panel = await screen.findByRole('tabpanel', { name: 'Welcome' });
    expect(
      within(panel).getByRole('heading', { level: 1, name: 'Welcome to MealPrep MY' }),
    ).toBeInTheDocument();
    expect(within(panel).getByText(/7 days/)).toBeInTheDocument();
    expect(within(panel).getByText(/Klang Valley/)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/auth/register?redirect=%2Fcart',
    );
    expect(within(panel).getByRole('link', { name: 'I have an account' })).toHaveAttribute(
      'href',
      '/auth/login?redirect=%2Fcart',
    );
  });
});
