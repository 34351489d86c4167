import { useT } from '../i18n';
import { PageFrame } from '../layout/PageFrame';

export default function ForgotPasswordPage() {
  const t = useT();
  return <PageFrame title={t('account.forgotPassword.title')} />;
}
