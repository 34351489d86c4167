import { useEffect, useRef, useState } from 'react';
import { useBusEvent } from '@mealprep/shared/bus';
import { onDemand, useOnDemand } from '@mealprep/shared/ui';
import type { ConfirmRequest } from './ConfirmDialog';

/**
 * The dialog is its own chunk, fetched with the first request and opened as soon as it is in (see
 * onDemand): nothing of it is on the first screen, so the server HTML and the first client render
 * agree (docs/architecture.md §2.3).
 */
const confirmDialog = onDemand(() => import('./ConfirmDialog').then((m) => m.ConfirmDialog));

/**
 * docs/spec.md §4 global confirmation dialog, opened by any part with the bus event `confirm.open`.
 * Confirm runs the action, then closes, whether the action succeeded or not (a failed call has
 * already been toasted by the API client); Cancel, Escape, × and the dimmed page close without
 * running it. While the action runs the dialog stays put. A request that arrives while another
 * is open waits its turn, in a fresh dialog, so a second Enter cannot confirm it by accident.
 */
export function ConfirmHost() {
  const [queue, setQueue] = useState<ConfirmRequest[]>([]);
  const [running, setRunning] = useState(false);
  const nextId = useRef(0);
  const current = queue[0];
  const [ConfirmDialog, whenDialogLoaded] = useOnDemand(confirmDialog);
  useEffect(() => {
    if (current) whenDialogLoaded(() => undefined);
  }, [current, whenDialogLoaded]);

  useBusEvent('confirm.open', (payload) => {
    nextId.current += 1;
    const request = { ...payload, id: nextId.current };
    setQueue((pending) => [...pending, request]);
  });

  const close = () => setQueue((pending) => pending.slice(1));
  const dismiss = () => {
    if (!running) close();
  };
  const confirm = async () => {
    if (!current || running) return;
    setRunning(true);
    try {
      await current.action?.();
    } catch {
      // The caller's API client reports failures; the dialog only has to get out of the way.
    } finally {
      setRunning(false);
      close();
    }
  };

  if (!current || !ConfirmDialog) return null;
  return (
    <ConfirmDialog
      key={current.id}
      request={current}
      running={running}
      onDismiss={dismiss}
      onConfirm={() => void confirm()}
    />
  );
}
