import { useCommonT } from '../i18n/translator';
import { Button } from '../ui/Button';
import { EmptyState } from '../ui/EmptyState';

/** Shown where a remote's page or widget should be when it cannot load (docs/architecture.md §2). */
export function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  const t = useCommonT();
  return (
    <div
      role="region"
      aria-label={t('common.remote.unavailableTitle')}
      data-testid="remote-fallback"
    >
      <EmptyState
        headingLevel={2}
        title={t('common.remote.unavailableTitle')}
        description={t('common.remote.unavailableBody')}
        action={
          <Button variant="primary" onClick={onRetry}>
            {t('common.remote.retry')}
          </Button>
        }
      />
    </div>
  );
}
