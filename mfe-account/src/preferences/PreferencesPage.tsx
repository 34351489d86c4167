import { useT } from '../i18n';
import { PageFrame } from '@mealprep/shared/ui';

export default function PreferencesPage() {
  const t = useT();
  return <PageFrame title={t('account.preferences.title')} />;
}
