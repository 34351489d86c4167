/** @jest-environment <rootDir>/../jest.env.web.js */
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { commonMessages, type Locale } from '@mealprep/shared/i18n';
import { createTestPlatform, PlatformProviders } from '@mealprep/shared/testing';
import { theme } from '@mealprep/shared/ui';
import { adminMessages } from '../messages';
import AdminLoginPage from './AdminLoginPage';

/**
 * The staff sign-in form as the server sends it, before any script runs: it posts the e-mail and
 * the password to its own page, which the server answers without the app
 * (api/src/security/secret-forms.test.ts); never a GET, which would put the password in the
 * address, the history and the server's log.
 */
function serverHtml(path: string, locale: Locale = 'ms-MY') {
  const platform = createTestPlatform({ locale });
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <ThemeProvider theme={theme}>
      <IntlProvider
        locale={locale}
        messages={{ ...commonMessages[locale], ...adminMessages[locale] }}
      >
        <PlatformProviders platform={platform}>
          <MemoryRouter initialEntries={[path]}>
            <AdminLoginPage />
          </MemoryRouter>
        </PlatformProviders>
      </IntlProvider>
    </ThemeProvider>,
  );
  return container;
}

describe('the staff sign-in form in the server’s HTML', () => {
  it('posts the e-mail and the password to its own page, keeping the page asked for', () => {
    const page = serverHtml('/ms-MY/admin/login?redirect=%2Fms-MY%2Fadmin%2Flogs');
    const form = page.querySelector('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe(
      '/ms-MY/admin/login?redirect=%2Fms-MY%2Fadmin%2Flogs',
    );
    expect([...(form?.querySelectorAll('input') ?? [])].map((input) => input.name)).toEqual([
      'email',
      'password',
    ]);
    expect(form?.querySelector('button[type="submit"]')?.hasAttribute('disabled')).toBe(false);
  });

  it('says why the server sent a post back, in the page’s language', () => {
    const page = serverHtml('/admin/login?error=credentials', 'en-US');
    expect(page.querySelector('form')?.getAttribute('action')).toBe('/admin/login');
    expect(page.querySelector('[role="alert"]')?.textContent).toBe(
      'These credentials do not match our records.',
    );
  });
});
