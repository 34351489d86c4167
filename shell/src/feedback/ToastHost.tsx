import { useEffect, useState } from 'react';
import { selectToast, useAppSelector } from '@mealprep/shared/store';
import { onDemand, ToastViewport, useOnDemand, VisuallyHidden } from '@mealprep/shared/ui';
import { useShellT } from '../messages';
import type { ShownToast } from './TimedToast';

export { TOAST_DURATION_MS } from './toastDuration';

/**
 * The toast itself (its timer, the close button) is its own chunk, fetched when the first toast
 * is shown and shown as soon as it is in (see onDemand): it is never part of the first screen, so
 * the server HTML and the first client render both have an empty viewport (docs/architecture.md
 * §2.3).
 */
const timedToast = onDemand(() => import('./TimedToast').then((m) => m.TimedToast));

/** What a screen reader says for a toast: its title and text, as one sentence each. */
function spoken(toast: ShownToast): string {
  return [toast.title, toast.description]
    .filter((part): part is string => typeof part === 'string' && part.length > 0)
    .map((part) => (/[.!?…]$/.test(part) ? part : `${part}.`))
    .join(' ');
}

/**
 * The page's toast corner: the one toast of the store, a new one replacing the old. Two live
 * regions are in the page from the first paint — errors assertive, everything else polite — and
 * each toast's text is put into the right one a moment after it appears, which screen readers
 * announce reliably (a region inserted together with its text often is not read).
 */
export function ToastHost() {
  const t = useShellT();
  const toast = useAppSelector(selectToast);
  const [TimedToast, whenToastLoaded] = useOnDemand(timedToast);
  const [said, setSaid] = useState<{ polite: string; assertive: string }>({
    polite: '',
    assertive: '',
  });

  useEffect(() => {
    if (toast) whenToastLoaded(() => undefined);
  }, [toast, whenToastLoaded]);

  useEffect(() => {
    if (!toast) return;
    const text = spoken(toast);
    const channel = toast.variant === 'destructive' ? 'assertive' : 'polite';
    setSaid({ polite: '', assertive: '' });
    const frame = requestAnimationFrame(() =>
      setSaid({ polite: '', assertive: '', [channel]: text }),
    );
    return () => cancelAnimationFrame(frame);
  }, [toast]);

  return (
    <>
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true" data-live="polite">
        {said.polite}
      </VisuallyHidden>
      <VisuallyHidden role="alert" aria-live="assertive" aria-atomic="true" data-live="assertive">
        {said.assertive}
      </VisuallyHidden>
      <ToastViewport role="region" aria-label={t('shell.toast.region')}>
        {toast && TimedToast && <TimedToast key={toast.id} toast={toast} />}
      </ToastViewport>
    </>
  );
}
