import { useCallback, useEffect, useId, useRef, type FocusEvent } from 'react';
import { useOpenUntilNavigation } from './useOpenUntilNavigation';

/**
 * A dropdown next to its button, as the WAI-ARIA disclosure pattern (which suits site navigation
 * better than an application `menu`). It closes on Escape (focus goes back to the button), on a
 * press outside, when focus leaves it, and on navigation.
 */
export function useDisclosure() {
  const [open, setOpen] = useOpenUntilNavigation();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const close = useCallback(
    (returnFocus = false) => {
      setOpen(false);
      if (returnFocus) buttonRef.current?.focus();
    },
    [setOpen],
  );

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) close(true);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, close]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    // null means focus went to nothing in particular (a click on the page): pointerdown handles it.
    if (next instanceof Node && !event.currentTarget.contains(next)) close();
  };

  return {
    open,
    close,
    rootProps: { ref: rootRef, onBlur },
    buttonProps: {
      ref: buttonRef,
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': open ? panelId : undefined,
      onClick: () => setOpen(!open),
    },
    panelProps: { id: panelId },
  };
}
