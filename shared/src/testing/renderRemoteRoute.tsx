import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { commonMessages } from '../i18n/commonMessages';
import type { Locale } from '../i18n/locale';
import type { RemoteRoutesModule } from '../routes/RouteModules';
import type { RemoteName } from '../routes/routeTable';
import { theme } from '../ui/theme';

/**
 * Renders a remote's exposed routes at `path` inside what the shell provides around them: the
 * theme, an IntlProvider with the common and the remote's messages, and a router. A message id
 * missing from the catalogue throws instead of quietly rendering the id.
 */
export function renderRemoteRoute<R extends RemoteName>(
  module: Pick<RemoteRoutesModule<R>, 'routes' | 'messages'>,
  path: string,
  locale: Locale = 'ms-MY',
) {
  return render(
    <ThemeProvider theme={theme}>
      <IntlProvider
        locale={locale}
        messages={{ ...commonMessages[locale], ...module.messages[locale] }}
        onError={(error) => {
          throw error;
        }}
      >
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            {module.routes.map((route) => (
              <Route key={route.id} path={route.path} element={route.element} />
            ))}
          </Routes>
        </MemoryRouter>
      </IntlProvider>
    </ThemeProvider>,
  );
}
