import { useBus } from '@mealprep/shared/bus';

/** Says a change was saved, in a success toast. */
export function useSuccessToast() {
  const bus = useBus();
  return (description: string) => bus.emit('toast.show', { variant: 'success', description });
}
