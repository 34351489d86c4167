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
const VouchersPage = lazy(
  () => import(/* webpackChunkName: "admin-adminVouchers" */ './vouchers/VouchersPage'),
);
const VoucherPage = lazy(
  () => import(/* webpackChunkName: "admin-adminVoucher" */ './vouchers/VoucherPage'),
);
const OutboxPage = lazy(
  () => import(/* webpackChunkName: "admin-adminOutbox" */ './outbox/OutboxPage'),
);
const OutboxMailPage = lazy(
  () => import(/* webpackChunkName: "admin-adminOutboxMail" */ './outbox/OutboxMailPage'),
);
const ReleasesPage = lazy(
  () => import(/* webpackChunkName: "admin-adminReleases" */ './releases/ReleasesPage'),
);
const OrdersBoardPage = lazy(
  () => import(/* webpackChunkName: "admin-adminOrders" */ './orders/OrdersBoardPage'),
);
const ProductionSheetPage = lazy(
  () => import(/* webpackChunkName: "admin-adminProduction" */ './production/ProductionSheetPage'),
);
const MenuPage = lazy(() => import(/* webpackChunkName: "admin-adminMenu" */ './menu/MenuPage'));
const DishPage = lazy(
  () => import(/* webpackChunkName: "admin-adminMenuDish" */ './menu/DishPage'),
);
const DispatchPage = lazy(
  () => import(/* webpackChunkName: "admin-adminDispatch" */ './dispatch/DispatchPage'),
);
const PackingPage = lazy(
  () => import(/* webpackChunkName: "admin-adminPacking" */ './packing/PackingPage'),
);
const StaffPage = lazy(
  () => import(/* webpackChunkName: "admin-adminStaff" */ './staff/StaffPage'),
);
const AuditPage = lazy(
  () => import(/* webpackChunkName: "admin-adminAudit" */ './audit/AuditPage'),
);
const RefundsPage = lazy(
  () => import(/* webpackChunkName: "admin-adminRefunds" */ './refunds/RefundsPage'),
);
const ProblemsPage = lazy(
  () => import(/* webpackChunkName: "admin-adminProblems" */ './problems/ProblemsPage'),
);
const SubscriptionsPage = lazy(
  () =>
    import(/* webpackChunkName: "admin-adminSubscriptions" */ './subscriptions/SubscriptionsPage'),
);
const ForecastPage = lazy(
  () =>
    import(
      /* webpackChunkName: "admin-adminSubscriptionForecast" */ './subscriptions/ForecastPage'
    ),
);

export const { remote, routes, messages } = defineRemoteRoutes(
  'admin',
  {
    adminLogin: AdminLoginPage,
    adminLogs: LogsPage,
    adminLog: LogPage,
    adminCustomers: CustomersPage,
    adminCustomer: CustomerPointsPage,
    adminVouchers: VouchersPage,
    adminVoucher: VoucherPage,
    adminOutbox: OutboxPage,
    adminOutboxMail: OutboxMailPage,
    adminReleases: ReleasesPage,
    adminOrders: OrdersBoardPage,
    adminProduction: ProductionSheetPage,
    adminPacking: PackingPage,
    adminDispatch: DispatchPage,
    adminMenu: MenuPage,
    adminMenuDish: DishPage,
    adminStaff: StaffPage,
    adminAudit: AuditPage,
    adminRefunds: RefundsPage,
    adminProblems: ProblemsPage,
    adminSubscriptions: SubscriptionsPage,
    adminSubscriptionForecast: ForecastPage,
  },
  adminMessages,
);
