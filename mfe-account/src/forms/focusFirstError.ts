// Written once in the UI kit; the questionnaire steps use it too.
export { focusFirstError } from '@mealprep/shared/ui';
