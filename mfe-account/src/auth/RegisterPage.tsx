import { useT } from '../i18n';
import { PageFrame } from '@mealprep/shared/ui';

export default function RegisterPage() {
  const t = useT();
  return <PageFrame title={t('account.register.title')} />;
}
