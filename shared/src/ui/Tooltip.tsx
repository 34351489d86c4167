import {
  cloneElement,
  createContext,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { css, styled } from 'styled-components';
import { omitProps } from './omitProps';

/** docs/spec.md §9: a tooltip waits 700 ms before it shows... */
export const TOOLTIP_DELAY_MS = 700;
/** ...unless another tooltip closed less than 300 ms ago: then it shows at once. */
export const TOOLTIP_SKIP_DELAY_MS = 300;

interface TooltipTiming {
  delayMs: number;
  skipDelayMs: number;
  /** When a visible tooltip of this provider last closed (Date.now()). */
  lastClosedAt: { current: number };
}

/** Without a provider, every tooltip on the page shares this clock. */
const TooltipTimingContext = createContext<TooltipTiming>({
  delayMs: TOOLTIP_DELAY_MS,
  skipDelayMs: TOOLTIP_SKIP_DELAY_MS,
  lastClosedAt: { current: Number.NEGATIVE_INFINITY },
});

export interface TooltipProviderProps {
  delayMs?: number;
  skipDelayMs?: number;
  children: ReactNode;
}

/** Optional: gives the tooltips below it their own delays and skip-delay clock. */
export function TooltipProvider({
  delayMs = TOOLTIP_DELAY_MS,
  skipDelayMs = TOOLTIP_SKIP_DELAY_MS,
  children,
}: TooltipProviderProps) {
  const lastClosedAt = useRef(Number.NEGATIVE_INFINITY);
  const timing = useMemo(
    () => ({ delayMs, skipDelayMs, lastClosedAt }),
    [delayMs, skipDelayMs, lastClosedAt],
  );
  return <TooltipTimingContext value={timing}>{children}</TooltipTimingContext>;
}

type TooltipSide = 'top' | 'bottom';

export interface TooltipProps {
  content: ReactNode;
  /** One focusable element (a button or link); it gets aria-describedby. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  side?: TooltipSide;
}

const Anchor = styled.span`
  position: relative;
  display: inline-flex;
`;

const GAP = '6px';

const sideStyles = {
  top: css`
    bottom: calc(100% + ${GAP});
    &::before {
      top: 100%;
    }
  `,
  bottom: css`
    top: calc(100% + ${GAP});
    &::before {
      bottom: 100%;
    }
  `,
};

const Bubble = styled.span.withConfig({ shouldForwardProp: omitProps('side') })<{
  side: TooltipSide;
}>`
  position: absolute;
  left: 50%;
  z-index: ${({ theme }) => theme.zIndices.tooltip};
  width: max-content;
  max-width: 16rem;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.tooltipBg};
  color: ${({ theme }) => theme.colors.tooltipText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  text-align: center;
  transform: translateX(-50%);

  /* Bridges the gap so the pointer can move onto the tooltip without closing it. */
  &::before {
    content: '';
    position: absolute;
    left: 0;
    right: 0;
    height: ${GAP};
  }

  ${({ side }) => sideStyles[side]}

  &[hidden] {
    display: none;
  }
`;

/**
 * Shows `content` on hover or focus after TOOLTIP_DELAY_MS; Escape hides it. The tooltip
 * stays in the DOM while hidden so the trigger's description is read on focus at once,
 * not only after the delay.
 */
export function Tooltip({ content, children, side = 'top' }: TooltipProps) {
  const { delayMs, skipDelayMs, lastClosedAt } = useContext(TooltipTimingContext);
  const tooltipId = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancelPending = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
  };

  const show = () => {
    cancelPending();
    if (open) return;
    if (Date.now() - lastClosedAt.current < skipDelayMs) setOpen(true);
    else timer.current = setTimeout(() => setOpen(true), delayMs);
  };

  const hide = () => {
    cancelPending();
    if (!open) return;
    lastClosedAt.current = Date.now();
    setOpen(false);
  };

  // A show still pending at unmount must not fire.
  useEffect(() => () => clearTimeout(timer.current), []);

  // Escape also works when the tooltip came from hover and focus is elsewhere.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      lastClosedAt.current = Date.now();
      setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, lastClosedAt]);

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    if (open) {
      // Only the tooltip closes, not a dialog around it.
      event.preventDefault();
      event.stopPropagation();
    }
    hide();
  };

  const handlePointerEnter = (event: PointerEvent) => {
    // A tap is not a hover: on touch the tooltip would pop up after the tap and linger.
    if (event.pointerType !== 'touch') show();
  };

  const describedBy = [children.props['aria-describedby'], tooltipId].filter(Boolean).join(' ');

  return (
    <Anchor
      onPointerEnter={handlePointerEnter}
      onPointerLeave={hide}
      onFocus={show}
      onBlur={hide}
      onKeyDown={handleKeyDown}
    >
      {cloneElement(children, { 'aria-describedby': describedBy })}
      <Bubble id={tooltipId} role="tooltip" side={side} hidden={!open}>
        {content}
      </Bubble>
    </Anchor>
  );
}
