import { createContext, useContext } from 'react';
import { Navigate } from '@mealprep/shared/router';

/** Where a guard sent the visitor during a server render (docs/architecture.md §2.4). */
export interface RedirectRecord {
  to: string | null;
}

export const ServerRedirectContext = createContext<RedirectRecord | null>(null);

/**
 * A guard's redirect. In the browser it is react-router's `<Navigate replace>`; on the server,
 * where no effect runs, it records the target so the server answers with a redirect instead of
 * a page the visitor may not see.
 */
export function GuardNavigate({ to }: { to: string }) {
  const record = useContext(ServerRedirectContext);
  if (record) {
    record.to ??= to;
    return null;
  }
  return <Navigate to={to} replace />;
}
