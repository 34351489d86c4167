import { selectAdmin, useAppSelector } from '@mealprep/shared/store';

/** Whether the signed-in member of staff edits dishes (`menu.edit`), not only their availability. */
export function useMayEditMenu(): boolean {
  const me = useAppSelector(selectAdmin);
  return me?.permissions.includes('menu.edit') ?? false;
}
