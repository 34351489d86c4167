import { createContext, useContext, type ReactNode } from 'react';
import type { RemoteName } from '@mealprep/shared/routes';

type Reporter = (remote: RemoteName, error: unknown) => void;

const ReporterContext = createContext<Reporter>(() => undefined);

export function RemoteFailureReporterProvider({
  report,
  children,
}: {
  report: Reporter;
  children: ReactNode;
}) {
  return <ReporterContext.Provider value={report}>{children}</ReporterContext.Provider>;
}

export function useRemoteFailureReporter(): Reporter {
  return useContext(ReporterContext);
}
