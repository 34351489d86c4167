import { useT } from '../i18n';
import { PageFrame } from '../layout/PageFrame';

export default function LoginPage() {
  const t = useT();
  return <PageFrame title={t('account.login.title')} />;
}
