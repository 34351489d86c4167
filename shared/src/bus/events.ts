import type { Profile } from '../plan/profile.contract';
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
  /** Names what the action does to what: "Remove Chicken rice (L) from your cart?". */
  title: string;
  message: string;
  confirmTitle?: string;
  /**
   * The dismiss button's words where "Cancel" would read as the action itself ("Keep order"
   * beside "Cancel order"); "Cancel" when left out.
   */
  cancelTitle?: string;
  action?: () => void | Promise<void>;
}

/**
 * Every event that crosses a part's boundary, with its payload, and each has a listener that
 * acts on it. Emitting an event that is not listed, or with the wrong payload, does not compile.
 * What a part fetched is shared through the data layer's cache (`baseApi`), not announced here:
 * the header's count reads the cart a change answered, and logging out empties the cache.
 */
export interface BusEvents {
  /** The shell shows it (one at a time). */
  'toast.show': ToastPayload;
  /** The shell's confirmation dialog opens. */
  'confirm.open': ConfirmPayload;
  /** A customer signed in or registered: the shell stores the profile (the header then asks for the cart). */
  'auth.signedIn': { profile: Profile };
  /** A remote could not be loaded or rendered: the shell logs it with the remote's version (`POST /api/log`), which the release registry's analysis reads. */
  'remote.failed': { remote: RemoteName; version: string | null; message: string };
}

export type BusEventName = keyof BusEvents;
