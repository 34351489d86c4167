import { useT } from '../i18n';
import { PageFrame } from '../layout/PageFrame';

export default function PointsPage() {
  const t = useT();
  return <PageFrame title={t('account.points.title')} />;
}
