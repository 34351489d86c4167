import { useT } from '../i18n';
import { PageFrame } from '@mealprep/shared/ui';

export default function MealQuestionnairePage() {
  const t = useT();
  return <PageFrame title={t('questionnaire.meal.title')} />;
}
