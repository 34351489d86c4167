/** @jest-environment <rootDir>/../jest.env.web.js */
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { commonMessages, type Locale } from '@mealprep/shared/i18n';
import { createTestPlatform, customerProfile, PlatformProviders } from '@mealprep/shared/testing';
import { profileLoaded } from '@mealprep/shared/store';
import { theme } from '@mealprep/shared/ui';
import { accountMessages } from '../messages';
import { PasswordForm } from '../profile/PasswordForm';
import { DetailsForm } from '../profile/DetailsForm';
import LoginPage from './LoginPage';
import RegisterPage from './RegisterPage';
import ResetPasswordPage from './ResetPasswordPage';

/**
 * The forms that carry a password, as the server sends them (docs/architecture.md §2.4), before
 * any script runs: none may be sent as a GET, which puts the password in the address, the
 * browser's history and the server's log. The sign-in form posts to its page, which the server
 * answers without the app (api/src/security/secret-forms.test.ts posts what this form sends);
 * the others can only be sent by the app, so their submit button is disabled until it runs.
 */
function serverHtml(page: ReactElement, path: string, locale: Locale = 'ms-MY') {
  const platform = createTestPlatform({ locale });
  platform.store.dispatch(profileLoaded(customerProfile()));
  const html = renderToString(
    <ThemeProvider theme={theme}>
      <IntlProvider
        locale={locale}
        messages={{ ...commonMessages[locale], ...accountMessages[locale] }}
      >
        <PlatformProviders platform={platform}>
          <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
        </PlatformProviders>
      </IntlProvider>
    </ThemeProvider>,
  );
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
}

function onlyForm(container: HTMLElement): HTMLFormElement {
  const forms = container.querySelectorAll('form');
  expect(forms).toHaveLength(1);
  return forms[0] as HTMLFormElement;
}

describe('the sign-in form in the server’s HTML', () => {
  it('posts the e-mail and the password to its own page, keeping where the customer was going', () => {
    const form = onlyForm(serverHtml(<LoginPage />, '/ms-MY/auth/login?redirect=%2Fcart'));
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/ms-MY/auth/login?redirect=%2Fcart');
    expect([...form.querySelectorAll('input')].map((input) => input.name)).toEqual([
      'email',
      'password',
    ]);
    const submit = form.querySelector('button[type="submit"]');
    expect(submit).not.toBeNull();
    expect(submit?.hasAttribute('disabled')).toBe(false);
  });

  it('posts to the English page in English', () => {
    const form = onlyForm(serverHtml(<LoginPage />, '/auth/login', 'en-US'));
    expect(form.getAttribute('action')).toBe('/auth/login');
  });

  it.each([
    ['credentials', 'Maklumat log masuk ini tidak sepadan dengan rekod kami.'],
    ['fields', 'Masukkan alamat e-mel dan kata laluan anda.'],
    ['attempts', 'Terlalu banyak percubaan. Sila tunggu beberapa minit dan cuba lagi.'],
  ])('says why the server sent a post back (%s), in the page’s language', (code, words) => {
    const page = serverHtml(<LoginPage />, `/ms-MY/auth/login?error=${code}`);
    expect(page.querySelector('[role="alert"]')?.textContent).toBe(words);
    expect(onlyForm(page).getAttribute('action')).toBe('/ms-MY/auth/login');
  });

  it('shows nothing for a code it does not know', () => {
    const page = serverHtml(<LoginPage />, '/ms-MY/auth/login?error=%3Cb%3Ehi%3C%2Fb%3E');
    expect(page.querySelector('[role="alert"]')).toBeNull();
  });
});

describe('the forms only the app can send', () => {
  it.each([
    ['registration', <RegisterPage key="register" />, '/ms-MY/auth/register'],
    ['reset', <ResetPasswordPage key="reset" />, '/ms-MY/auth/reset-password?token=abc'],
    ['password change', <PasswordForm key="password" />, '/ms-MY/account/profile'],
    [
      'e-mail change',
      <DetailsForm key="details" profile={customerProfile()} />,
      '/ms-MY/account/profile',
    ],
  ])('%s: posts, never gets, and cannot be sent before the app runs', (_name, page, path) => {
    const form = onlyForm(serverHtml(page, path));
    expect(form.getAttribute('method')).toBe('post');
    expect(form.querySelector('button[type="submit"]')?.hasAttribute('disabled')).toBe(true);
  });
});
