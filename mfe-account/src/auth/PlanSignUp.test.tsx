import { screen } from '@testing-library/react';
import { renderAuthPage } from '../testing/renderAuthPage';

/**
 * Finding 9: a guest who answered the essentials and pressed "See my plan" is told why an account
 * is asked for, and that the answers are not lost; the tabs keep that, and the way back.
 */

const BACK = encodeURIComponent('/account/user-preferences/essentials');
const BACK_MS = encodeURIComponent('/ms-MY/account/user-preferences/essentials');

describe('signing up to see the plan', () => {
  it('says on the new-account tab that the answers are kept', async () => {
    renderAuthPage(`/auth/register?redirect=${BACK}&reason=plan`, { locale: 'en-US' });
    expect(
      await screen.findByText('Create an account to see your plan — your answers are kept.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Log in' })).toHaveAttribute(
      'href',
      `/auth/login?redirect=${BACK}&reason=plan`,
    );
  });

  it('says it on the log-in tab too, in Bahasa Malaysia', async () => {
    renderAuthPage(`/auth/login?redirect=${BACK_MS}&reason=plan`);
    expect(
      await screen.findByText(
        'Log masuk atau daftar akaun untuk melihat pelan anda — jawapan anda disimpan.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Akaun baharu' })).toHaveAttribute(
      'href',
      `/ms-MY/auth/register?redirect=${BACK_MS}&reason=plan`,
    );
  });

  it('promises no kept answers for a way back that is not the questionnaire', async () => {
    renderAuthPage(`/auth/register?redirect=${encodeURIComponent('/cart')}&reason=plan`, {
      locale: 'en-US',
    });
    expect(
      await screen.findByText('Log in or create an account to continue to Cart.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/your answers are kept/)).not.toBeInTheDocument();
  });
});
