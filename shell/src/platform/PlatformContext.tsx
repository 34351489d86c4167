import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from '@mealprep/shared/api';
import type { EventBus } from '@mealprep/shared/bus';
import type { Locale } from '@mealprep/shared/i18n';
import type { AppStore } from '@mealprep/shared/store';
import type { ReloadGate } from './updateDetection';

/** What the shell's own components need from the running platform. */
export interface Platform {
  api: ApiClient;
  bus: EventBus;
  store: AppStore;
  reloadGate: ReloadGate;
  reload: () => void;
  /** docs/spec.md §1: switching the language stores the choice and reloads the page in that language. */
  switchLocale: (locale: Locale) => void;
  logout: () => Promise<void>;
  /** Origins that external navigation may go to (docs/spec.md §8). */
  allowedExternalOrigins: readonly string[];
}

const PlatformContext = createContext<Platform | null>(null);

export function PlatformProvider({
  platform,
  children,
}: {
  platform: Platform;
  children: ReactNode;
}) {
  return <PlatformContext.Provider value={platform}>{children}</PlatformContext.Provider>;
}

export function usePlatform(): Platform {
  const platform = useContext(PlatformContext);
  if (!platform) throw new Error('usePlatform() needs <PlatformProvider>.');
  return platform;
}
