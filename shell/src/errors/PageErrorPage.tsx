import { useEffect } from 'react';
import { useLocation, useRouteError } from '@mealprep/shared/router';
import type { LogEntry } from '@mealprep/shared/api';
import { selectProfile, useAppSelector } from '@mealprep/shared/store';
import { NotFoundPage } from '../pages/NotFoundPage';
import { useReportLogMutation } from '../platform/api';

/**
 * docs/spec.md §8: an unhandled page error is logged through `POST /api/log` and shown as the 404 page.
 */
export function PageErrorPage() {
  const error = useRouteError();
  const [reportLog] = useReportLogMutation();
  const profile = useAppSelector(selectProfile);
  const location = useLocation();

  useEffect(() => {
    const entry: LogEntry = {
      statusCode: 500,
      message: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
      date: new Date().toISOString(),
      userId: profile?.id ?? null,
      url: location.pathname,
    };
    void reportLog(entry);
  }, [reportLog, error, profile?.id, location.pathname]);

  return <NotFoundPage />;
}
