import { useT } from '../i18n';
import { PageFrame } from '../layout/PageFrame';

export default function PreferencesPage() {
  const t = useT();
  return <PageFrame title={t('account.preferences.title')} />;
}
