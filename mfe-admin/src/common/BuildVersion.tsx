import { Text } from '@mealprep/shared/ui';
import { useT } from '../i18n';

/** The version of this build of the admin remote, shown in its pages (and proven by the release drill). */
export const ADMIN_BUILD_VERSION = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';

/** Which build of the admin console is on screen: a release manager checks a pin with it. */
export function BuildVersion() {
  const t = useT();
  return (
    <Text tone="muted" size="sm" data-testid="admin-build-version">
      {t('admin.build.version', { version: ADMIN_BUILD_VERSION })}
    </Text>
  );
}
