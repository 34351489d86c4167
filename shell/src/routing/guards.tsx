import { useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { useLocation } from '@mealprep/shared/router';
import { stripLocalePrefix, withLocalePrefix, useLocale } from '@mealprep/shared/i18n';
import {
  AppLink,
  href,
  matchRoute,
  RETURN_PARAM,
  routeTable,
  safeReturnPath,
  staffLanding,
  staffMayOpen,
  type GuardName,
  type RouteDefinition,
  type RouteId,
  type StaffMenuPage,
} from '@mealprep/shared/routes';
import {
  selectAdmin,
  selectAllAnswered,
  selectAuthStatus,
  selectIsLoggedIn,
  selectProfile,
  useAppSelector,
} from '@mealprep/shared/store';
import { useCustomerCart } from '@mealprep/shared/cart/api';
import { cartItemCount } from '@mealprep/shared/cart';
import { checkoutEligibility } from '@mealprep/shared/checkout';
import { PageFrame, Text } from '@mealprep/shared/ui';
import { STAFF_MENU_LABELS } from '../layout/AdminLayout';
import { PageSkeleton } from '../layout/PageSkeleton';
import { useShellT } from '../messages';
import { GuardNavigate } from './serverRedirect';

function useSessionSettled(): boolean {
  const status = useAppSelector(selectAuthStatus);
  return status === 'signedIn' || status === 'signedOut';
}

function Redirect({ to, keepReturn }: { to: RouteId; keepReturn?: boolean }) {
  const locale = useLocale();
  const location = useLocation();
  const target = withLocalePrefix(href(to as 'home'), locale);
  const search = keepReturn
    ? `?${RETURN_PARAM}=${encodeURIComponent(location.pathname + location.search)}`
    : '';
  return <GuardNavigate to={target + search} />;
}

/**
 * A guest goes to sign in and comes back; pages a new visitor starts with open the sign-up tab.
 * A page open to guests (`guestAccess`) is shown to them instead, rendered in the browser only:
 * on the server it is a skeleton, the same for every guest (guests' pages are cached).
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const settled = useSessionSettled();
  const signedIn = useAppSelector(selectIsLoggedIn);
  const location = useLocation();
  if (!settled) return <PageSkeleton />;
  if (!signedIn) {
    const id = matchRoute(stripLocalePrefix(location.pathname));
    const route = id ? (routeTable[id] as RouteDefinition) : null;
    if (route?.guestAccess === 'clientOnly') return <ClientOnly>{children}</ClientOnly>;
    const lands: 'register' | 'login' = route?.guestLandsOn === 'register' ? 'register' : 'login';
    return <Redirect to={lands} keepReturn />;
  }
  return <>{children}</>;
}

/** Guest-only screens: a signed-in visitor goes to the return path, or the dashboard. */
export function RequireGuest({ children }: { children: ReactNode }) {
  const settled = useSessionSettled();
  const signedIn = useAppSelector(selectIsLoggedIn);
  const location = useLocation();
  const locale = useLocale();
  if (!settled) return <PageSkeleton />;
  if (signedIn) {
    // Only same-site paths: a return parameter must not become an open redirect.
    const safe = safeReturnPath(new URLSearchParams(location.search).get(RETURN_PARAM));
    return <GuardNavigate to={safe ?? withLocalePrefix(href('dashboard'), locale)} />;
  }
  return <>{children}</>;
}

/**
 * The staff area (docs/architecture.md §9.8): anyone but a signed-in member of staff goes to the
 * staff login and comes back. A member of staff whose role lacks the page's permission is told
 * so, with the way to their own first page, instead of a page whose every request the API
 * refuses (403).
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const settled = useSessionSettled();
  const staff = useAppSelector(selectAdmin);
  const location = useLocation();
  if (!settled) return <PageSkeleton />;
  if (!staff) return <Redirect to="adminLogin" keepReturn />;
  const id = matchRoute(stripLocalePrefix(location.pathname));
  if (id && !staffMayOpen(id, staff.permissions)) {
    return <NoStaffAccess landing={staffLanding(staff.permissions)} />;
  }
  return <>{children}</>;
}

function NoStaffAccess({ landing }: { landing: StaffMenuPage }) {
  const t = useShellT();
  return (
    <PageFrame title={t('shell.admin.noAccess.title')}>
      <Text>{t('shell.admin.noAccess.body')}</Text>
      <Text>
        <AppLink to={landing}>
          {t('shell.admin.noAccess.start', { page: t(STAFF_MENU_LABELS[landing]) })}
        </AppLink>
      </Text>
    </PageFrame>
  );
}

/**
 * The all-answered guard (docs/spec.md §6 leaves the rule open): the summary, edit-summary and loading
 * screens need both questionnaires answered; otherwise the visitor starts at the essentials.
 */
export function RequireAllAnswered({ children }: { children: ReactNode }) {
  const answered = useAppSelector(selectAllAnswered);
  if (!answered) return <Redirect to="essentials" />;
  return <>{children}</>;
}

/**
 * Checkout eligibility (docs/spec.md §6): the rule is `checkoutEligibility` of
 * `@mealprep/shared/checkout`, the one the API applies again when the order is placed; here it
 * reads the cached cart and the profile.
 */
export function RequireCheckoutEligible({ children }: { children: ReactNode }) {
  const cart = useCustomerCart();
  const profile = useAppSelector(selectProfile);
  // After a reload the cart is still on its way: wait for its query rather than bounce to /cart
  // (a cart that could not be read sends the customer to the cart page, which says so).
  if (!cart.data && !cart.isError) return <PageSkeleton />;
  const eligibility = checkoutEligibility(cartItemCount(cart.data?.items ?? []), profile);
  if (!eligibility.eligible) {
    return <Redirect to={eligibility.reasons.includes('empty_cart') ? 'cart' : 'profile'} />;
  }
  return <>{children}</>;
}

/** Renders its children only in the browser, after the first commit (docs/spec.md §6 client-only). */
export function ClientOnly({ children }: { children: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? <>{children}</> : <PageSkeleton />;
}

const GUARDS: Record<GuardName, (props: { children: ReactNode }) => ReactElement> = {
  auth: RequireAuth,
  guest: RequireGuest,
  admin: RequireAdmin,
  allAnswered: RequireAllAnswered,
  checkout: RequireCheckoutEligible,
  clientOnly: ClientOnly,
};

/** Wraps `element` in the route's guards; the first listed is the outermost. */
export function withGuards(guards: readonly GuardName[], element: ReactElement): ReactElement {
  return guards.reduceRight<ReactElement>((inner, name) => {
    const Guard = GUARDS[name];
    return <Guard>{inner}</Guard>;
  }, element);
}
