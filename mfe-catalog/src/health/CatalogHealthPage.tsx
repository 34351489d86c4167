import { Text } from '@mealprep/shared/ui';
import { useT } from '../i18n';
import { PageFrame } from '@mealprep/shared/ui';

// `typeof` keeps the page working where the build did not inject the version (tests).
const version = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';

/** `/test` (SPEC §2 "not described"): proves the catalogue remote loads, and which version. */
export default function CatalogHealthPage() {
  const t = useT();
  return (
    <PageFrame title={t('catalog.health.title')}>
      <Text>{t('catalog.health.status', { version })}</Text>
    </PageFrame>
  );
}
