import { useRef, useState } from 'react';
import { useBusEvent, type ConfirmPayload } from '@mealprep/shared/bus';
import { useCommonT } from '@mealprep/shared/i18n';
import { Button, Dialog } from '@mealprep/shared/ui';

interface Request extends ConfirmPayload {
  id: number;
}

/**
 * docs/spec.md §4 global confirmation dialog, opened by any part with the bus event `confirm.open`.
 * Confirm runs the action, then closes, whether the action succeeded or not (a failed call has
 * already been toasted by the API client); Cancel, Escape, × and the dimmed page close without
 * running it. While the action runs the dialog stays put. A request that arrives while another
 * is open waits its turn, in a fresh dialog, so a second Enter cannot confirm it by accident.
 */
export function ConfirmHost() {
  const t = useCommonT();
  const [queue, setQueue] = useState<Request[]>([]);
  const [running, setRunning] = useState(false);
  const nextId = useRef(0);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const current = queue[0];

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

  if (!current) return null;
  return (
    <Dialog
      key={current.id}
      open
      role="alertdialog"
      size="sm"
      title={current.title || t('common.confirm.title')}
      description={current.message || t('common.confirm.message')}
      closeLabel={t('common.close')}
      onClose={dismiss}
      initialFocusRef={cancelRef}
      footer={
        <>
          <Button
            ref={cancelRef}
            variant="secondary"
            aria-disabled={running || undefined}
            onClick={dismiss}
          >
            {t('common.confirm.cancel')}
          </Button>
          <Button loading={running} onClick={() => void confirm()}>
            {current.confirmTitle || t('common.confirm.confirm')}
          </Button>
        </>
      }
    />
  );
}
