import { lazy } from 'react';
import { defineRemoteRoutes } from '@mealprep/shared/routes';
import { checkoutMessages } from './messages';

// One chunk per page: a visit loads only the page it shows.
const CartPage = lazy(() => import(/* webpackChunkName: "checkout-cart" */ './cart/CartPage'));
const CheckoutPage = lazy(
  () => import(/* webpackChunkName: "checkout-checkout" */ './checkout/CheckoutPage'),
);
const SubscribePage = lazy(
  () => import(/* webpackChunkName: "checkout-subscribe" */ './subscribe/SubscribePage'),
);
const PaymentSuccessPage = lazy(
  () => import(/* webpackChunkName: "checkout-paymentSuccess" */ './payment/PaymentSuccessPage'),
);
const PaymentFailedPage = lazy(
  () => import(/* webpackChunkName: "checkout-paymentFailed" */ './payment/PaymentFailedPage'),
);

export const { remote, routes, messages } = defineRemoteRoutes(
  'checkout',
  {
    cart: CartPage,
    checkout: CheckoutPage,
    subscribe: SubscribePage,
    paymentSuccess: PaymentSuccessPage,
    paymentFailed: PaymentFailedPage,
  },
  checkoutMessages,
);
