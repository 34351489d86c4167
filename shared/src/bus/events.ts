import type { Profile } from '../domain/profile';
import type { Locale } from '../i18n/locale';
import type { RemoteName } from '../routes/routeTable';

export type ToastVariant = 'default' | 'destructive' | 'success' | 'info' | 'warning';

/** Texts are translated by whoever raises the toast, in the visitor's language. */
export interface ToastPayload {
  variant: ToastVariant;
  title?: string;
  description: string;
}

/** docs/spec.md §4 global confirmation dialog: confirm runs the action, then closes; cancel closes. */
export interface ConfirmPayload {
  title: string;
  message: string;
  confirmTitle?: string;
  action?: () => void | Promise<void>;
}

/**
 * Every event that crosses a part's boundary, with its payload. Emitting an event that is not
 * listed, or with the wrong payload, does not compile.
 */
export interface BusEvents {
  'toast.show': ToastPayload;
  'confirm.open': ConfirmPayload;
  'cart.changed': { count: number; subTotal: string };
  /** A customer signed in or registered: the shell stores the profile and loads the cart. */
  'auth.signedIn': { profile: Profile };
  'auth.loggedOut': { reason: 'user' | 'expired' };
  'plan.generated': { planId: number };
  'locale.changed': { locale: Locale };
  'remote.failed': { remote: RemoteName; version: string | null; message: string };
}

export type BusEventName = keyof BusEvents;
