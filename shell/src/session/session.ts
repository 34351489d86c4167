import { apiPaths, type ApiClient } from '@mealprep/shared/api';
import type { EventBus } from '@mealprep/shared/bus';
import type { AdminAccount, Profile } from '@mealprep/shared/domain';
import { readCookie } from '@mealprep/shared/i18n';
import {
  adminLoaded,
  loggedOut,
  profileLoaded,
  sessionAbsent,
  sessionCheckStarted,
  type AppStore,
} from '@mealprep/shared/store';

export const LOGIN_FLAG_COOKIE = 'logged_in';

/** docs/spec.md §4: the session is looked up only when the `logged_in` cookie is present and not 'false'. */
export function hasLoginFlag(cookieHeader: string): boolean {
  const flag = readCookie(cookieHeader, LOGIN_FLAG_COOKIE);
  return flag !== null && flag !== 'false';
}

/**
 * Loads who is signed in: the customer's profile (with answers) or the admin's account. The cart
 * is the data layer's (`useCustomerCart`): the header asks for it once a customer is known.
 */
export async function startSession(api: ApiClient, store: AppStore, cookieHeader: string) {
  if (!hasLoginFlag(cookieHeader)) {
    store.dispatch(sessionAbsent());
    return;
  }
  store.dispatch(sessionCheckStarted());
  const profile = await api.get<Profile>(apiPaths.profile, { showError: false });
  if (!profile.ok && profile.status === 403) {
    // An admin's session: admins have an account but no customer profile.
    const admin = await api.get<AdminAccount>(apiPaths.adminAccount, { showError: false });
    store.dispatch(admin.ok ? adminLoaded(admin.data) : sessionAbsent());
    return;
  }
  if (!profile.ok) {
    store.dispatch(sessionAbsent());
    return;
  }
  store.dispatch(profileLoaded(profile.data));
}

/**
 * docs/spec.md §4 logout: the API call, every slice reset (the shell's and the injected ones), listeners
 * told, then home.
 */
export async function logout(
  api: ApiClient,
  store: AppStore,
  bus: EventBus,
  goHome: () => void | Promise<void>,
): Promise<void> {
  await api.get(apiPaths.logout, { showError: false });
  // Home first: were the session cleared while a guarded page is still shown, its guard would
  // send the visitor to the login screen instead.
  await goHome();
  store.dispatch(loggedOut());
  store.dispatch(sessionAbsent());
  bus.emit('auth.loggedOut', { reason: 'user' });
}
