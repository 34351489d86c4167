import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { commonMessages, type Locale, type MessageCatalogue } from '@mealprep/shared/i18n';
import type { RemoteName } from '@mealprep/shared/routes';
import { shellMessages } from '../messages';

interface Registry {
  register(remote: RemoteName, catalogue: MessageCatalogue): void;
  has(remote: RemoteName): boolean;
}

const RegistryContext = createContext<Registry | null>(null);

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

  return (
    <RegistryContext.Provider value={registry}>
      <IntlProvider locale={locale} defaultLocale="en-US" messages={messages}>
        {children}
      </IntlProvider>
    </RegistryContext.Provider>
  );
}

export function useMessagesRegistry(): Registry {
  const registry = useContext(RegistryContext);
  if (!registry) throw new Error('useMessagesRegistry() needs <IntlRoot>.');
  return registry;
}
