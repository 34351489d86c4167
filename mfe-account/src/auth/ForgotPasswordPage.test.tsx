/** @jest-environment <rootDir>/../jest.env.web.js */
import { screen, waitFor } from '@testing-library/react';
import { renderAuthPage } from '../testing/renderAuthPage';
import { startTestApi, type TestApi } from '../testing/testApi';

let api: TestApi;
let limited = false;

beforeEach(async () => {
  limited = false;
  api = await startTestApi({
    'POST /api/v1/auth/forgot-password': ({ locale }) =>
      limited
        ? {
            status: 429,
            body: {
              error: true,
              message:
                locale === 'ms-MY'
                  ? 'Terlalu banyak percubaan. Sila cuba lagi dalam 42 saat.'
                  : 'Too many attempts. Please try again in 42 seconds.',
              errors: {},
            },
          }
        : { status: 200, body: { data: { message: 'sent' } } },
  });
});

afterEach(() => api.close());

describe('forgot password page', () => {
  it('confirms the e-mail was sent, focuses the confirmation and links back to login', async () => {
    const page = renderAuthPage('/auth/forgot-password', { baseURL: api.baseURL });
    await page.user.type(await screen.findByLabelText('E-mel'), ' siti@example.my ');
    await page.user.click(screen.getByRole('button', { name: 'Hantar pautan set semula' }));

    const heading = await screen.findByRole('heading', { level: 2, name: 'Semak e-mel anda' });
    expect(heading).toHaveFocus();
    expect(screen.getByText(/Jika akaun wujud untuk siti@example\.my,/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke log masuk' })).toHaveAttribute(
      'href',
      '/ms-MY/auth/login',
    );
    expect(api.requests[0]?.body).toEqual({ email: 'siti@example.my' });

    await page.user.click(screen.getByRole('button', { name: 'Guna alamat e-mel lain' }));
    expect(screen.getByLabelText('E-mel')).toHaveValue('');
  });

  it('checks the address before sending', async () => {
    const page = renderAuthPage('/auth/forgot-password', { baseURL: api.baseURL });
    const email = await screen.findByLabelText('E-mel');
    await page.user.type(email, 'bukan-emel');
    await page.user.click(screen.getByRole('button', { name: 'Hantar pautan set semula' }));
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription('Masukkan alamat e-mel yang sah.');
    expect(api.requests).toEqual([]);
  });

  it('shows the rate limit message in the form, not as a toast', async () => {
    limited = true;
    const page = renderAuthPage('/auth/forgot-password', { baseURL: api.baseURL });
    await page.user.type(await screen.findByLabelText('E-mel'), 'siti@example.my');
    await page.user.click(screen.getByRole('button', { name: 'Hantar pautan set semula' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Terlalu banyak percubaan. Sila cuba lagi dalam 42 saat.',
    );
    expect(screen.queryByRole('heading', { name: 'Semak e-mel anda' })).not.toBeInTheDocument();
    expect(page.toasts).toEqual([]);
  });
});
