import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from '@mealprep/shared/router';
import { LOCALES, withLocalePrefix } from '@mealprep/shared/i18n';
import { routeIds, routeTable, type LayoutName } from '@mealprep/shared/routes';
import { AdminLayout } from '../layout/AdminLayout';
import { DashboardLayout } from '../layout/DashboardLayout';
import { GuestLayout } from '../layout/GuestLayout';
import { MainLayout } from '../layout/MainLayout';
import { NotFoundPage } from '../pages/NotFoundPage';
import { PageErrorPage } from '../errors/PageErrorPage';
import { withGuards } from './guards';
import { RemoteRoute } from './RemoteRoute';
import { ShellRoot } from './ShellRoot';

const LAYOUTS: Record<LayoutName, ComponentType> = {
  main: MainLayout,
  guest: GuestLayout,
  dashboard: DashboardLayout,
  admin: AdminLayout,
};

/**
 * The site's routes, generated from the central table: each route sits in its layout behind its
 * guards, once unprefixed (English) and once under each language prefix (`/ms-MY/...`).
 */
export function buildRoutes(): RouteObject[] {
  const layouts = (Object.keys(LAYOUTS) as LayoutName[]).map((layout): RouteObject => {
    const Layout = LAYOUTS[layout];
    const children = routeIds
      .filter((id) => routeTable[id].layout === layout)
      .flatMap((id) =>
        LOCALES.map((locale): RouteObject => ({
          id: `${locale}:${id}`,
          path: withLocalePrefix(routeTable[id].path, locale),
          element: withGuards(routeTable[id].guards, <RemoteRoute routeId={id} />),
          errorElement: <PageErrorPage />,
        })),
      );
    return { element: <Layout />, children };
  });
  return [
    {
      element: <ShellRoot />,
      children: [
        ...layouts,
        { element: <MainLayout />, children: [{ path: '*', element: <NotFoundPage /> }] },
      ],
    },
  ];
}

export function createShellRouter() {
  return createBrowserRouter(buildRoutes());
}
