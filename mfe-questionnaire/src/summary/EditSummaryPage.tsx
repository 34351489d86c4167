import { useT } from '../i18n';
import { PageFrame } from '@mealprep/shared/ui';

export default function EditSummaryPage() {
  const t = useT();
  return <PageFrame title={t('questionnaire.editSummary.title')} />;
}
