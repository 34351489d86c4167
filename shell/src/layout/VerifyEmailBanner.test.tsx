import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { profileLoaded } from '@mealprep/shared/store';
import { startTestApi, type TestApi } from '@mealprep/shared/testing';
import { aProfile, renderShell, signedInState } from '../testUtils';
import { DashboardLayout } from './DashboardLayout';

const page = <h1>The page</h1>;
let api: TestApi;
let resends = 0;

beforeEach(async () => {
  resends = 0;
  api = await startTestApi({
    'POST /api/v1/auth/verify-email/resend': ({ locale }) => {
      resends += 1;
      if (resends > 1) {
        return {
          status: 429,
          body: {
            error: true,
            message:
              locale === 'ms-MY'
                ? 'Terlalu banyak percubaan. Sila cuba lagi dalam 3540 saat.'
                : 'Too many attempts. Please try again in 3540 seconds.',
            errors: {},
          },
        };
      }
      return {
        status: 200,
        body: { data: { message: 'Kami telah menghantar pautan ke siti@example.my.' } },
      };
    },
  });
});

afterEach(() => api.close());

describe('the e-mail verification banner on the account pages', () => {
  it('asks to confirm the address, sends the link again and says what the API answered', async () => {
    const user = userEvent.setup();
    renderShell(<DashboardLayout />, {
      preloadedState: signedInState(aProfile({ email_verified: false })),
      outlet: page,
      path: '/ms-MY/account/points',
      locale: 'ms-MY',
      baseURL: api.baseURL,
    });

    const banner = screen.getByRole('region', { name: 'Sahkan alamat e-mel anda' });
    expect(banner).toHaveTextContent(
      'Sila sahkan siti@example.my: buka pautan yang kami hantar ke sana.',
    );
    // Above the page, inside main, so it is read before the page.
    expect(within(screen.getByRole('main')).getByRole('region')).toBe(banner);

    const resend = within(banner).getByRole('button', { name: 'Hantar pautan sekali lagi' });
    await user.click(resend);
    expect(
      await within(banner).findByText('Kami telah menghantar pautan ke siti@example.my.'),
    ).toHaveAttribute('role', 'status');

    await user.click(resend);
    const refusal = await within(banner).findByText(
      'Terlalu banyak percubaan. Sila cuba lagi dalam 3540 saat.',
    );
    expect(refusal).toHaveAttribute('role', 'alert');
    expect(within(banner).getByRole('status')).toBeEmptyDOMElement();
    expect(resends).toBe(2);
  });

  it('goes once the session’s profile says the address is verified', () => {
    const { store } = renderShell(<DashboardLayout />, {
      preloadedState: signedInState(aProfile({ email_verified: false })),
      outlet: page,
      path: '/account',
    });
    expect(screen.getByRole('region', { name: 'Confirm your e-mail address' })).toBeVisible();
    act(() => {
      store.dispatch(profileLoaded(aProfile({ email_verified: true })));
    });
    expect(screen.queryByRole('region', { name: 'Confirm your e-mail address' })).toBeNull();
    expect(screen.getByRole('main')).toHaveTextContent('The page');
  });

  it('is not shown to a verified customer', () => {
    renderShell(<DashboardLayout />, {
      preloadedState: signedInState(aProfile({ email_verified: true })),
      outlet: page,
      path: '/account',
    });
    expect(screen.queryByRole('region', { name: 'Confirm your e-mail address' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send the link again' })).toBeNull();
  });
});
