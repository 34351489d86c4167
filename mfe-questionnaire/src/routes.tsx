import { lazy } from 'react';
import { defineRemoteRoutes } from '@mealprep/shared/routes';
import { questionnaireMessages } from './messages';

// One chunk per page: a visit loads only the page it shows.
const EssentialsPage = lazy(
  () => import(/* webpackChunkName: "questionnaire-essentials" */ './essentials/EssentialsPage'),
);
const MealQuestionnairePage = lazy(
  () =>
    import(
      /* webpackChunkName: "questionnaire-mealQuestionnaire" */ './meal/MealQuestionnairePage'
    ),
);
const PreferencesSummaryPage = lazy(
  () =>
    import(
      /* webpackChunkName: "questionnaire-preferencesSummary" */ './summary/PreferencesSummaryPage'
    ),
);
const EditSummaryPage = lazy(
  () => import(/* webpackChunkName: "questionnaire-editSummary" */ './summary/EditSummaryPage'),
);
const PlanLoadingPage = lazy(
  () => import(/* webpackChunkName: "questionnaire-planLoading" */ './plan/PlanLoadingPage'),
);

const WeekPlanPage = lazy(
  () => import(/* webpackChunkName: "questionnaire-weekPlan" */ './plan/WeekPlanPage'),
);

export const { remote, routes, messages } = defineRemoteRoutes(
  'questionnaire',
  {
    essentials: EssentialsPage,
    mealQuestionnaire: MealQuestionnairePage,
    preferencesSummary: PreferencesSummaryPage,
    editSummary: EditSummaryPage,
    planLoading: PlanLoadingPage,
    weekPlan: WeekPlanPage,
  },
  questionnaireMessages,
);
