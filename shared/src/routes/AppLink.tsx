import { forwardRef, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { Link, NavLink, useNavigate } from '../router';
import { usePrefetchRoute } from './prefetch';
import { withLocalePrefix } from '../i18n/locale';
import { useLocale } from '../i18n/translator';
import { href, type RouteId, type RouteParams } from './routeTable';

type LinkProps<Id extends RouteId> = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: Id;
  params?: RouteParams<Id>;
  search?: string;
  /** Style as active when the current location matches (renders a NavLink). */
  nav?: boolean;
  children: ReactNode;
};

/** The path of a route in the visitor's language: `useLocalizedHref()('foodMenu')` → `/ms-MY/food-menu`. */
export function useLocalizedHref() {
  const locale = useLocale();
  return <Id extends RouteId>(to: Id, params?: RouteParams<Id>, search = ''): string => {
    const path = (href as (id: RouteId, params?: Record<string, string | number>) => string)(
      to,
      params as Record<string, string | number> | undefined,
    );
    return withLocalePrefix(path, locale) + search;
  };
}

/** Navigates by route id, keeping the language prefix. */
export function useAppNavigate() {
  const navigate = useNavigate();
  const localized = useLocalizedHref();
  return <Id extends RouteId>(
    to: Id,
    params?: RouteParams<Id>,
    options?: { replace?: boolean; search?: string },
  ) => navigate(localized(to, params, options?.search), { replace: options?.replace });
}

/** A link to a route of the table: keeps the language prefix and prefetches the page's code. */
function AppLinkInner<Id extends RouteId>(
  { to, params, search, nav, onMouseEnter, onFocus, ...rest }: LinkProps<Id>,
  ref: React.ForwardedRef<HTMLAnchorElement>,
) {
  const localized = useLocalizedHref();
  const prefetch = usePrefetchRoute();
  const target = localized(to, params, search);
  const handlers = {
    onMouseEnter: (event: React.MouseEvent<HTMLAnchorElement>) => {
      prefetch(to);
      onMouseEnter?.(event);
    },
    onFocus: (event: React.FocusEvent<HTMLAnchorElement>) => {
      prefetch(to);
      onFocus?.(event);
    },
  };
  if (nav) return <NavLink ref={ref} to={target} end {...rest} {...handlers} />;
  return <Link ref={ref} to={target} {...rest} {...handlers} />;
}

export const AppLink = forwardRef(AppLinkInner) as <Id extends RouteId>(
  props: LinkProps<Id> & { ref?: React.Ref<HTMLAnchorElement> },
) => ReturnType<typeof AppLinkInner>;
