import { useT } from '../i18n';
import { PageFrame } from '../layout/PageFrame';

export default function PreferencesSummaryPage() {
  const t = useT();
  return <PageFrame title={t('questionnaire.summary.title')} />;
}
