import { useT } from '../i18n';
import { PageFrame } from '@mealprep/shared/ui';

export default function FixedMealPlanPage() {
  const t = useT();
  return <PageFrame title={t('catalog.fixedMealPlan.title')} />;
}
