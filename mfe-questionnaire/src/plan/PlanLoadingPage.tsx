import { useT } from '../i18n';
import { PageFrame } from '../layout/PageFrame';

export default function PlanLoadingPage() {
  const t = useT();
  return <PageFrame title={t('questionnaire.planLoading.title')} />;
}
