import { apiErrorOf, baseApi } from '@mealprep/shared/api';
import { readCookie } from '@mealprep/shared/i18n';
import {
  adminLoaded,
  loggedOut,
  profileLoaded,
  sessionAbsent,
  sessionCheckStarted,
  type AppStore,
} from '@mealprep/shared/store';
import { sessionApi } from './api';

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
export async function startSession(store: AppStore, cookieHeader: string) {
  if (!hasLoginFlag(cookieHeader)) {
    store.dispatch(sessionAbsent());
    return;
  }
  store.dispatch(sessionCheckStarted());
  const { endpoints } = sessionApi;
  const once = { subscribe: false, forceRefetch: true } as const;
  const profile = await store.dispatch(endpoints.sessionProfile.initiate(undefined, once));
  if (profile.data) {
    store.dispatch(profileLoaded(profile.data));
    return;
  }
  if (apiErrorOf(profile.error)?.status === 403) {
    // An admin's session: admins have an account but no customer profile.
    const admin = await store.dispatch(endpoints.sessionAdmin.initiate(undefined, once));
    store.dispatch(admin.data ? adminLoaded(admin.data) : sessionAbsent());
    return;
  }
  store.dispatch(sessionAbsent());
}

/**
 * docs/spec.md §4 logout: the API call, home, then every slice reset (the shell's and the injected
 * ones) and the data layer emptied — its cached answers, subscriptions and polls — so no part
 * shows or re-asks the previous customer's cart, orders or addresses.
 */
export async function logout(store: AppStore, goHome: () => void | Promise<void>): Promise<void> {
  await store.dispatch(sessionApi.endpoints.endSession.initiate());
  // Home first: were the session cleared while a guarded page is still shown, its guard would
  // send the visitor to the login screen instead.
  await goHome();
  store.dispatch(baseApi.util.resetApiState());
  store.dispatch(loggedOut());
  store.dispatch(sessionAbsent());
}
