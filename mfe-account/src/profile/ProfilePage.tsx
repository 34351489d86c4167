import { useT } from '../i18n';
import { PageFrame } from '../layout/PageFrame';

export default function ProfilePage() {
  const t = useT();
  return <PageFrame title={t('account.profile.title')} />;
}
