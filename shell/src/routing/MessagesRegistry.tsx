import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { createIntl, createIntlCache, RawIntlProvider } from 'react-intl';
import { commonMessages, type Locale, type MessageCatalogue } from '@mealprep/shared/i18n';
import type { RemoteName } from '@mealprep/shared/routes';
import { shellMessages } from '../messages';

interface Registry {
  register(remote: RemoteName, catalogue: MessageCatalogue): void;
  has(remote: RemoteName): boolean;
}

const RegistryContext = createContext<Registry | null>(null);

/**
 * The compiled messages and formatters, kept for the life of the module: on the server every
 * request's render reuses them instead of parsing each message again (a new IntlProvider starts
 * with an empty cache). Entries are keyed by the message text and locale, so catalogues merged
 * differently share them.
 */
const formatters = createIntlCache();

/**
 * The shell's IntlProvider: common and shell messages, plus each remote's catalogue merged in as
 * the remote loads (docs/architecture.md §2). Keys carry their part's prefix, so none overwrites another.
 */
export function IntlRoot({
  locale,
  initial = {},
  children,
}: {
  locale: Locale;
  /** Catalogues of remotes loaded before the first render (a page rendered on the server). */
  initial?: Partial<Record<RemoteName, MessageCatalogue>>;
  children: ReactNode;
}) {
  const [remoteCatalogues, setRemoteCatalogues] =
    useState<Partial<Record<RemoteName, MessageCatalogue>>>(initial);

  const register = useCallback((remote: RemoteName, catalogue: MessageCatalogue) => {
    setRemoteCatalogues((current) =>
      current[remote] === catalogue ? current : { ...current, [remote]: catalogue },
    );
  }, []);
  const registry = useMemo<Registry>(
    () => ({ register, has: (remote) => remote in remoteCatalogues }),
    [register, remoteCatalogues],
  );
  const messages = useMemo(() => {
    const merged: Record<string, string> = { ...commonMessages[locale], ...shellMessages[locale] };
    for (const catalogue of Object.values(remoteCatalogues))
      Object.assign(merged, catalogue[locale]);
    return merged;
  }, [locale, remoteCatalogues]);

  const intl = useMemo(
    () => createIntl({ locale, defaultLocale: 'en-US', messages }, formatters),
    [locale, messages],
  );

  return (
    <RegistryContext.Provider value={registry}>
      <RawIntlProvider value={intl}>{children}</RawIntlProvider>
    </RegistryContext.Provider>
  );
}

export function useMessagesRegistry(): Registry {
  const registry = useContext(RegistryContext);
  if (!registry) throw new Error('useMessagesRegistry() needs <IntlRoot>.');
  return registry;
}
