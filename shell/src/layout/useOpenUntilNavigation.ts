import { useCallback, useState } from 'react';
import { useLocation } from '@mealprep/shared/router';

/**
 * Open state that ends with the page: it remembers the location it was opened at, so any
 * navigation (a link, back, a redirect) closes the menu without an effect to sync it.
 */
export function useOpenUntilNavigation(): [open: boolean, setOpen: (open: boolean) => void] {
  const { key } = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const setOpen = useCallback((next: boolean) => setOpenAt(next ? key : null), [key]);
  return [openAt === key, setOpen];
}
