import { useT } from '../i18n';
import { PageFrame } from '../layout/PageFrame';

export default function AboutPage() {
  const t = useT();
  return <PageFrame title={t('catalog.about.title')} />;
}
