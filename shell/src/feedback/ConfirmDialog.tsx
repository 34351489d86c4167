import { useRef } from 'react';
import type { ConfirmPayload } from '@mealprep/shared/bus';
import { useCommonT } from '@mealprep/shared/i18n';
import { Button, Dialog } from '@mealprep/shared/ui';

export interface ConfirmRequest extends ConfirmPayload {
  id: number;
}

interface ConfirmDialogProps {
  request: ConfirmRequest;
  running: boolean;
  onDismiss: () => void;
  onConfirm: () => void;
}

/**
 * The confirmation dialog of docs/spec.md §4 for one request: Cancel has the first focus, Confirm
 * shows the action running. ConfirmHost owns the queue and loads this file when a request comes.
 */
export function ConfirmDialog({ request, running, onDismiss, onConfirm }: ConfirmDialogProps) {
  const t = useCommonT();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open
      role="alertdialog"
      size="sm"
      title={request.title || t('common.confirm.title')}
      description={request.message || t('common.confirm.message')}
      closeLabel={t('common.close')}
      onClose={onDismiss}
      initialFocusRef={cancelRef}
      footer={
        <>
          <Button
            ref={cancelRef}
            variant="secondary"
            aria-disabled={running || undefined}
            onClick={onDismiss}
          >
            {request.cancelTitle || t('common.confirm.cancel')}
          </Button>
          <Button loading={running} onClick={onConfirm}>
            {request.confirmTitle || t('common.confirm.confirm')}
          </Button>
        </>
      }
    />
  );
}
