import { useCallback, useState } from 'react';
import { usePlatform } from '../platform/PlatformContext';

/** Logout with a pending flag for the button (docs/spec.md §4: the call, the reset, then home). */
export function useLogout() {
  const platform = usePlatform();
  const [pending, setPending] = useState(false);
  const logout = useCallback(async () => {
    setPending(true);
    try {
      await platform.logout();
    } finally {
      setPending(false);
    }
  }, [platform]);
  return { pending, logout };
}
