import type { ApiError } from '@mealprep/shared/api';
import { Text } from '@mealprep/shared/ui';
import { useT } from '../i18n';

/**
 * Why a staff page's data did not come: the role may not see it (403), or it could not be loaded
 * (`failed`). Nothing when `atField` is set and the refusal is not a 403: the field that was
 * refused (the day) already says why.
 */
export function LoadRefusal({
  refused,
  failed,
  atField = false,
}: {
  refused: ApiError | null;
  failed: string;
  atField?: boolean;
}) {
  const t = useT();
  if (!refused || (atField && refused.status !== 403)) return null;
  return (
    <Text role="alert" tone="danger">
      {refused.status === 403 ? t('admin.noAccess') : failed}
    </Text>
  );
}
