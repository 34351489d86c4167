/** @jest-environment <rootDir>/../jest.env.web.js */
import { act, screen, waitFor } from '@testing-library/react';
import { profileLoaded, selectProfile } from '@mealprep/shared/store';
import { customerProfile } from '@mealprep/shared/testing';
import { renderAuthPage } from '../testing/renderAuthPage';
import { startTestApi, validationFailure, type TestApi } from '../testing/testApi';

const GOOD_TOKEN = 'g'.repeat(43);
let api: TestApi;

beforeEach(async () => {
  api = await startTestApi({
    'POST /api/v1/auth/verify-email': ({ body, locale }) =>
      (body as { token: string }).token === GOOD_TOKEN
        ? {
            status: 200,
            body: {
              data: {
                message:
                  locale === 'ms-MY'
                    ? 'Alamat e-mel anda telah disahkan.'
                    : 'Your e-mail address is confirmed.',
              },
            },
          }
        : validationFailure(locale, { token: [{ key: 'validation.verifyToken' }] }),
    'GET /api/v1/user/profile': () => ({
      status: 200,
      body: { data: customerProfile({ email_verified: true }) },
    }),
  });
});

afterEach(() => api.close());

describe('the verify e-mail page', () => {
  it('sends the link’s token once and says the address is confirmed', async () => {
    renderAuthPage(`/auth/verify-email?token=${GOOD_TOKEN}`, { baseURL: api.baseURL });
    const heading = await screen.findByRole('heading', { name: 'Alamat e-mel disahkan' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('Alamat e-mel anda telah disahkan.')).toBeInTheDocument();
    // A guest goes on to log in.
    expect(screen.getByRole('link', { name: 'Log masuk' })).toHaveAttribute(
      'href',
      '/ms-MY/auth/login',
    );
    expect(api.requests.map((request) => [request.method, request.path, request.body])).toEqual([
      ['POST', '/api/v1/auth/verify-email', { token: GOOD_TOKEN }],
    ]);
  });

  it('refreshes a signed-in customer’s profile, so the account stops asking', async () => {
    const page = renderAuthPage(`/auth/verify-email?token=${GOOD_TOKEN}`, {
      baseURL: api.baseURL,
      locale: 'en-US',
    });
    act(() => {
      page.store.dispatch(profileLoaded(customerProfile({ email_verified: false })));
    });
    expect(await screen.findByRole('heading', { name: 'E-mail address confirmed' })).toBeVisible();
    await waitFor(() => expect(selectProfile(page.store.getState())?.email_verified).toBe(true));
    expect(screen.getByRole('link', { name: 'Go to my account' })).toHaveAttribute(
      'href',
      '/account',
    );
  });

  it('shows a used, expired or unknown link’s refusal, focused, with the way to a new one', async () => {
    renderAuthPage('/auth/verify-email?token=used-token', { baseURL: api.baseURL });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Pautan pengesahan ini tidak sah, telah digunakan atau telah tamat tempoh. Minta pautan baharu daripada akaun anda.',
    );
    await waitFor(() => expect(alert).toHaveFocus());
    expect(
      screen.getByText(
        'Selepas anda log masuk, sepanduk di bahagian atas halaman akaun anda menghantar pautan baharu.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Alamat e-mel disahkan' })).toBeNull();
  });

  it('says at once that a link without a token cannot be used, and sends nothing', async () => {
    renderAuthPage('/auth/verify-email', { baseURL: api.baseURL });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Pautan pengesahan ini tidak lengkap. Buka pautan dalam e-mel sekali lagi, atau minta pautan baharu daripada akaun anda.',
    );
    expect(api.requests).toEqual([]);
  });
});
