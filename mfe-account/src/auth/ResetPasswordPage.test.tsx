/** @jest-environment <rootDir>/../jest.env.web.js */
import { screen, waitFor } from '@testing-library/react';
import { loadPasswordEstimator } from '@mealprep/shared/validation';
import { renderAuthPage } from '../testing/renderAuthPage';
import { startTestApi, validationFailure, type TestApi } from '../testing/testApi';

const GOOD_TOKEN = 'b'.repeat(43);
let api: TestApi;

// The first password typed loads the page, the validation module and the strength estimator
// with its dictionary (shared/src/validation/password.ts): seconds in jsdom on a busy machine.
jest.setTimeout(20_000);

// zxcvbn's dictionary loads once per test file, seconds in jsdom on a busy machine: loaded up
// front, so each test's waits are for the page (the meter calls the same loader).
beforeAll(() => loadPasswordEstimator(), 60_000);

beforeEach(async () => {
  api = await startTestApi({
    'POST /api/v1/auth/reset-password': ({ body, locale }) =>
      (body as { token: string }).token === GOOD_TOKEN
        ? { status: 200, body: { data: { message: 'done' } } }
        : validationFailure(locale, { token: [{ key: 'validation.resetToken' }] }),
  });
});

afterEach(() => api.close());

async function choosePassword(page: ReturnType<typeof renderAuthPage>, password: string) {
  await page.user.type(await screen.findByLabelText('Kata laluan baharu'), password);
  await page.user.type(screen.getByLabelText('Sahkan kata laluan baharu'), password);
  await page.user.click(screen.getByRole('button', { name: 'Simpan kata laluan baharu' }));
}

describe('reset password page', () => {
  it('shows a refused token with a link to ask for a new one', async () => {
    const page = renderAuthPage('/auth/reset-password?token=used-token', {
      baseURL: api.baseURL,
    });
    await choosePassword(page, 'baharu-lagi-2026');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Pautan set semula kata laluan ini tidak sah atau telah tamat tempoh.',
    );
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByRole('link', { name: 'Minta pautan baharu' })).toHaveAttribute(
      'href',
      '/ms-MY/auth/forgot-password',
    );
    expect(screen.queryByLabelText('Kata laluan baharu')).not.toBeInTheDocument();
    expect(api.requests[0]?.body).toEqual({
      token: 'used-token',
      password: 'baharu-lagi-2026',
      password_confirmation: 'baharu-lagi-2026',
    });
  });

  it('says at once that a link without a token cannot be used', async () => {
    renderAuthPage('/auth/reset-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Pautan set semula kata laluan ini tidak lengkap atau tidak sah lagi.',
    );
    expect(screen.getByRole('link', { name: 'Minta pautan baharu' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Kata laluan baharu')).not.toBeInTheDocument();
  });

  it('checks the confirmation before sending', async () => {
    const page = renderAuthPage(`/auth/reset-password?token=${GOOD_TOKEN}`, {
      baseURL: api.baseURL,
    });
    await page.user.type(await screen.findByLabelText('Kata laluan baharu'), 'baharu-lagi-2026');
    await page.user.type(screen.getByLabelText('Sahkan kata laluan baharu'), 'baharu-lagi-2025');
    await page.user.click(screen.getByRole('button', { name: 'Simpan kata laluan baharu' }));
    const confirmation = screen.getByLabelText('Sahkan kata laluan baharu');
    await waitFor(() => expect(confirmation).toHaveFocus());
    expect(confirmation).toHaveAccessibleDescription('Pengesahan kata laluan tidak sepadan.');
    expect(api.requests).toEqual([]);
  });

  it('confirms the new password and asks to log in, without signing in', async () => {
    const page = renderAuthPage(`/auth/reset-password?token=${GOOD_TOKEN}`, {
      locale: 'en-US',
      baseURL: api.baseURL,
    });
    await page.user.type(await screen.findByLabelText('New password'), 'baharu-lagi-2026');
    await page.user.type(screen.getByLabelText('Confirm new password'), 'baharu-lagi-2026');
    await page.user.click(screen.getByRole('button', { name: 'Save new password' }));

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Password changed' }),
    ).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth/login');
    expect(page.signedIn).toEqual([]);
  });
});
