import { useT } from '../i18n';
import { PageFrame } from '@mealprep/shared/ui';

export default function PlanLoadingPage() {
  const t = useT();
  return <PageFrame title={t('questionnaire.planLoading.title')} />;
}
