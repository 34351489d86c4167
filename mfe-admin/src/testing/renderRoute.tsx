import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { commonMessages, type Locale } from '@mealprep/shared/i18n';
import { theme } from '@mealprep/shared/ui';
import { messages, routes } from '../routes';

/**
 * Renders this remote's exposed routes at `path` inside what the shell provides around them:
 * the theme, an IntlProvider with the common and this remote's messages, and a router. A message
 * id missing from the catalogue throws instead of quietly rendering the id.
 */
export function renderRoute(path: string, locale: Locale = 'ms-MY') {
  return render(
    <ThemeProvider theme={theme}>
      <IntlProvider
        locale={locale}
        messages={{ ...commonMessages[locale], ...messages[locale] }}
        onError={(error) => {
          throw error;
        }}
      >
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            {routes.map((route) => (
              <Route key={route.id} path={route.path} element={route.element} />
            ))}
          </Routes>
        </MemoryRouter>
      </IntlProvider>
    </ThemeProvider>,
  );
}
