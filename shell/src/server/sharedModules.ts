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
import * as SharedDomain from '@mealprep/shared/domain';
import * as SharedFederation from '@mealprep/shared/federation';
import * as SharedI18n from '@mealprep/shared/i18n';
import * as SharedPlan from '@mealprep/shared/plan';
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
  '@mealprep/shared/domain': SharedDomain,
  '@mealprep/shared/federation': SharedFederation,
  '@mealprep/shared/i18n': SharedI18n,
  '@mealprep/shared/plan': SharedPlan,
  '@mealprep/shared/routes': SharedRoutes,
  '@mealprep/shared/router': SharedRouter,
  '@mealprep/shared/store': SharedStore,
  '@mealprep/shared/ui': SharedUi,
  '@mealprep/shared/validation': SharedValidation,
  '@mealprep/shared/validation/load': SharedValidationLoad,
};
