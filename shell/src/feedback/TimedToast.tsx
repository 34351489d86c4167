import { useEffect, useRef, useState } from 'react';
import { useCommonT } from '@mealprep/shared/i18n';
import { toastDismissed, useAppDispatch, type selectToast } from '@mealprep/shared/store';
import { Toast } from '@mealprep/shared/ui';
import { TOAST_DURATION_MS } from './toastDuration';

export type ShownToast = NonNullable<ReturnType<typeof selectToast>>;

/**
 * One toast with its own timer. Keyed by the toast's id, so a new toast gets a fresh timer.
 * The timer pauses while the pointer or keyboard focus is on the toast (WCAG 2.2.1: the reader
 * gets the time they need) and resumes with the time that was left.
 */
export function TimedToast({ toast }: { toast: ShownToast }) {
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
