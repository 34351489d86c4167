import { defineCatalogue } from '@mealprep/shared/i18n';

export const questionnaireMessages = defineCatalogue(
  'questionnaire',
  {
    'questionnaire.essentials.title': 'Essential details',
    'questionnaire.meal.title': 'Meal preferences',
    'questionnaire.summary.title': 'Your preferences at a glance',
    'questionnaire.editSummary.title': 'Edit your preferences',
    'questionnaire.planLoading.title': 'Preparing your meal plan',
  },
  {
    'questionnaire.essentials.title': 'Butiran penting',
    'questionnaire.meal.title': 'Pilihan hidangan',
    'questionnaire.summary.title': 'Ringkasan pilihan anda',
    'questionnaire.editSummary.title': 'Ubah pilihan anda',
    'questionnaire.planLoading.title': 'Menyediakan pelan hidangan anda',
  },
);
