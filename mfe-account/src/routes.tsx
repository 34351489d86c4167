import { lazy } from 'react';
import { defineRemoteRoutes } from '@mealprep/shared/routes';
import { accountMessages } from './messages';

// One chunk per page: a visit loads only the page it shows.
const LoginPage = lazy(() => import(/* webpackChunkName: "account-login" */ './auth/LoginPage'));
const RegisterPage = lazy(
  () => import(/* webpackChunkName: "account-register" */ './auth/RegisterPage'),
);
const ForgotPasswordPage = lazy(
  () => import(/* webpackChunkName: "account-forgotPassword" */ './auth/ForgotPasswordPage'),
);
const ResetPasswordPage = lazy(
  () => import(/* webpackChunkName: "account-resetPassword" */ './auth/ResetPasswordPage'),
);
const VerifyEmailPage = lazy(
  () => import(/* webpackChunkName: "account-verifyEmail" */ './auth/VerifyEmailPage'),
);
const DashboardPage = lazy(
  () => import(/* webpackChunkName: "account-dashboard" */ './dashboard/DashboardPage'),
);
const AddressesPage = lazy(
  () => import(/* webpackChunkName: "account-addresses" */ './address/AddressesPage'),
);
const OrdersPage = lazy(
  () => import(/* webpackChunkName: "account-orders" */ './orders/OrdersPage'),
);
const OrderPage = lazy(() => import(/* webpackChunkName: "account-order" */ './orders/OrderPage'));
const OrderSummaryPage = lazy(
  () => import(/* webpackChunkName: "account-orderSummary" */ './orders/OrderSummaryPage'),
);
const PointsPage = lazy(
  () => import(/* webpackChunkName: "account-points" */ './points/PointsPage'),
);
const PreferencesPage = lazy(
  () => import(/* webpackChunkName: "account-preferences" */ './preferences/PreferencesPage'),
);
const SubscriptionPage = lazy(
  () => import(/* webpackChunkName: "account-subscription" */ './subscription/SubscriptionPage'),
);
const ProfilePage = lazy(
  () => import(/* webpackChunkName: "account-profile" */ './profile/ProfilePage'),
);

export const { remote, routes, messages } = defineRemoteRoutes(
  'account',
  {
    login: LoginPage,
    register: RegisterPage,
    forgotPassword: ForgotPasswordPage,
    resetPassword: ResetPasswordPage,
    verifyEmail: VerifyEmailPage,
    dashboard: DashboardPage,
    addresses: AddressesPage,
    orders: OrdersPage,
    order: OrderPage,
    orderSummary: OrderSummaryPage,
    points: PointsPage,
    preferences: PreferencesPage,
    profile: ProfilePage,
    subscription: SubscriptionPage,
  },
  accountMessages,
);
