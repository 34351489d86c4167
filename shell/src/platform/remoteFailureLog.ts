import type { LogEntry } from '@mealprep/shared/api';
import type { EventBus } from '@mealprep/shared/bus';
import { selectProfile, type AppStore } from '@mealprep/shared/store';
import { platformApi } from './api';

/**
 * The listener of `remote.failed`: every remote that could not load or render is logged through
 * `POST /api/log` (docs/spec.md §8) with its name and version, the visitor and the page, which
 * the release registry's failure analysis reads (docs/architecture.md §3). Returns the unsubscribe.
 */
export function logRemoteFailures(
  bus: EventBus,
  store: AppStore,
  page: () => string = () => window.location.pathname,
): () => void {
  return bus.on('remote.failed', ({ remote, version, message }) => {
    const entry: LogEntry = {
      statusCode: 503,
      message: `Remote ${remote} failed: ${message}`,
      date: new Date().toISOString(),
      userId: selectProfile(store.getState())?.id ?? null,
      remote,
      remoteVersion: version ?? undefined,
      url: page(),
    };
    void store.dispatch(platformApi.endpoints.reportLog.initiate(entry));
  });
}
