import { Text } from '@mealprep/shared/ui';
import { useT } from '../i18n';
import { ADMIN_BUILD_VERSION } from './adminApi';

/** Which build of the admin console is on screen: a release manager checks a pin with it. */
export function BuildVersion() {
  const t = useT();
  return (
    <Text tone="muted" size="sm" data-testid="admin-build-version">
      {t('admin.build.version', { version: ADMIN_BUILD_VERSION })}
    </Text>
  );
}
