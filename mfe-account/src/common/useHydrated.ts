import { useEffect, useState } from 'react';

/**
 * False in the server's HTML and in the render that hydrates it; true once the app runs the
 * page. A form only the app can send keeps its submit button disabled until then: submitted as
 * plain HTML (script off or blocked) it would reach a server that has no answer for it, and with
 * it the password (docs/architecture.md §5.1). The sign-in forms need no such guard: the server
 * answers their post (api/src/routes/form-posts).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
