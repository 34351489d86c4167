import { useT } from '../i18n';
import { PageFrame } from '../layout/PageFrame';

export default function RegisterPage() {
  const t = useT();
  return <PageFrame title={t('account.register.title')} />;
}
