import { useEffect, useRef, useState } from 'react';
import { useCommonT } from '@mealprep/shared/i18n';
import {
  selectToast,
  toastDismissed,
  useAppDispatch,
  useAppSelector,
} from '@mealprep/shared/store';
import { Toast, ToastViewport, VisuallyHidden } from '@mealprep/shared/ui';
import { useShellT } from '../messages';

/** docs/spec.md §9: a toast closes by itself after 5000 ms. */
export const TOAST_DURATION_MS = 5000;

type ShownToast = NonNullable<ReturnType<typeof selectToast>>;

/**
 * One toast with its own timer. Keyed by the toast's id, so a new toast gets a fresh timer.
 * The timer pauses while the pointer or keyboard focus is on the toast (WCAG 2.2.1: the reader
 * gets the time they need) and resumes with the time that was left.
 */
function TimedToast({ toast }: { toast: ShownToast }) {
  const t = useCommonT();
  const dispatch = useAppDispatch();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const remaining = useRef(TOAST_DURATION_MS);
  const paused = hovered || focused;
  const { id } = toast;

  useEffect(() => {
    if (paused) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => dispatch(toastDismissed(id)), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [paused, dispatch, id]);

  return (
    <div
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <Toast
        variant={toast.variant}
        title={toast.title}
        description={toast.description}
        closeLabel={t('common.close')}
        onClose={() => dispatch(toastDismissed(id))}
        announce={false}
      />
    </div>
  );
}

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
  const [said, setSaid] = useState<{ polite: string; assertive: string }>({
    polite: '',
    assertive: '',
  });

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
        {toast && <TimedToast key={toast.id} toast={toast} />}
      </ToastViewport>
    </>
  );
}
