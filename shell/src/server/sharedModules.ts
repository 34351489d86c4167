// The libraries a remote's server bundle takes from the shell instead of bundling its own
// (docs/architecture.md §2.4): the same singletons the browser shares through Module Federation,
// so every remote renders with the shell's React, router, store, intl and styled-components
// (one style sheet collects every part's styles). scripts/webpack/serverConfig.js makes these
// requests external in each remote's server build; serverConfig.test.ts keeps the two lists equal.
import * as React from 'react';
import * as JsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as Redux from 'redux';
import * as Toolkit from '@reduxjs/toolkit';
import * as ToolkitQuery from '@reduxjs/toolkit/query';
import * as ToolkitQueryReact from '@reduxjs/toolkit/query/react';
// eslint-disable-next-line no-restricted-imports -- the whole module is handed to remotes, not used here
import * as ReactRedux from 'react-redux';
// eslint-disable-next-line no-restricted-imports -- the whole module is handed to remotes, not used here
import * as ReactIntl from 'react-intl';
import * as StyledComponents from 'styled-components';
import * as SharedApi from '@mealprep/shared/api';
import * as SharedBus from '@mealprep/shared/bus';
import * as SharedCore from '@mealprep/shared/core';
import * as SharedCatalogue from '@mealprep/shared/catalogue';
import * as SharedCatalogueApi from '@mealprep/shared/catalogue/api';
import * as SharedCatalogueUi from '@mealprep/shared/catalogue/ui';
import * as SharedCart from '@mealprep/shared/cart';
import * as SharedCartApi from '@mealprep/shared/cart/api';
import * as SharedCheckout from '@mealprep/shared/checkout';
import * as SharedCheckoutUi from '@mealprep/shared/checkout/ui';
import * as SharedOrders from '@mealprep/shared/orders';
import * as SharedOrdersApi from '@mealprep/shared/orders/api';
import * as SharedPlan from '@mealprep/shared/plan';
import * as SharedPlanUi from '@mealprep/shared/plan/ui';
import * as SharedAccount from '@mealprep/shared/account';
import * as SharedAccountApi from '@mealprep/shared/account/api';
import * as SharedStaff from '@mealprep/shared/staff';
import * as SharedSubscriptions from '@mealprep/shared/subscriptions';
import * as SharedFederation from '@mealprep/shared/federation';
import * as SharedForms from '@mealprep/shared/forms';
import * as SharedI18n from '@mealprep/shared/i18n';
import * as SharedRoutes from '@mealprep/shared/routes';
import * as SharedRouter from '@mealprep/shared/router';
import * as SharedStore from '@mealprep/shared/store';
import * as SharedUi from '@mealprep/shared/ui';
import * as SharedValidation from '@mealprep/shared/validation';
import * as SharedValidationLoad from '@mealprep/shared/validation/load';

export const sharedModules: Readonly<Record<string, unknown>> = {
  react: React,
  'react/jsx-runtime': JsxRuntime,
  'react-dom': ReactDom,
  redux: Redux,
  '@reduxjs/toolkit': Toolkit,
  '@reduxjs/toolkit/query': ToolkitQuery,
  '@reduxjs/toolkit/query/react': ToolkitQueryReact,
  'react-redux': ReactRedux,
  'react-intl': ReactIntl,
  'styled-components': StyledComponents,
  '@mealprep/shared/api': SharedApi,
  '@mealprep/shared/bus': SharedBus,
  '@mealprep/shared/core': SharedCore,
  '@mealprep/shared/catalogue': SharedCatalogue,
  '@mealprep/shared/catalogue/api': SharedCatalogueApi,
  '@mealprep/shared/catalogue/ui': SharedCatalogueUi,
  '@mealprep/shared/cart': SharedCart,
  '@mealprep/shared/cart/api': SharedCartApi,
  '@mealprep/shared/checkout': SharedCheckout,
  '@mealprep/shared/checkout/ui': SharedCheckoutUi,
  '@mealprep/shared/orders': SharedOrders,
  '@mealprep/shared/orders/api': SharedOrdersApi,
  '@mealprep/shared/plan': SharedPlan,
  '@mealprep/shared/plan/ui': SharedPlanUi,
  '@mealprep/shared/account': SharedAccount,
  '@mealprep/shared/account/api': SharedAccountApi,
  '@mealprep/shared/staff': SharedStaff,
  '@mealprep/shared/subscriptions': SharedSubscriptions,
  '@mealprep/shared/federation': SharedFederation,
  '@mealprep/shared/forms': SharedForms,
  '@mealprep/shared/i18n': SharedI18n,
  '@mealprep/shared/routes': SharedRoutes,
  '@mealprep/shared/router': SharedRouter,
  '@mealprep/shared/store': SharedStore,
  '@mealprep/shared/ui': SharedUi,
  '@mealprep/shared/validation': SharedValidation,
  '@mealprep/shared/validation/load': SharedValidationLoad,
};
