import { useT } from '../i18n';
import { PageFrame } from '@mealprep/shared/ui';

export default function EssentialsPage() {
  const t = useT();
  return <PageFrame title={t('questionnaire.essentials.title')} />;
}
