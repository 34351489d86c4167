import { useT } from '../i18n';
import { PageFrame } from '../layout/PageFrame';

export default function AdminLoginPage() {
  const t = useT();
  return <PageFrame title={t('admin.login.title')} />;
}
