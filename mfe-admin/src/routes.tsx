import { lazy } from 'react';
import { defineRemoteRoutes } from '@mealprep/shared/routes';
import { adminMessages } from './messages';

// One chunk per page: a visit loads only the page it shows.
const AdminLoginPage = lazy(
  () => import(/* webpackChunkName: "admin-adminLogin" */ './auth/AdminLoginPage'),
);
const LogsPage = lazy(() => import(/* webpackChunkName: "admin-adminLogs" */ './logs/LogsPage'));
const LogPage = lazy(() => import(/* webpackChunkName: "admin-adminLog" */ './logs/LogPage'));
const CustomersPage = lazy(
  () => import(/* webpackChunkName: "admin-adminCustomers" */ './customers/CustomersPage'),
);
const CustomerPointsPage = lazy(
  () => import(/* webpackChunkName: "admin-adminCustomer" */ './customers/CustomerPointsPage'),
);
const ReleasesPage = lazy(
  () => import(/* webpackChunkName: "admin-adminReleases" */ './releases/ReleasesPage'),
);

export const { remote, routes, messages } = defineRemoteRoutes(
  'admin',
  {
    adminLogin: AdminLoginPage,
    adminLogs: LogsPage,
    adminLog: LogPage,
    adminCustomers: CustomersPage,
    adminCustomer: CustomerPointsPage,
    adminReleases: ReleasesPage,
  },
  adminMessages,
);
