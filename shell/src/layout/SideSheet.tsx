import {
  useEffect,
  useId,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { keyframes, styled } from 'styled-components';
import { CloseButton } from '@mealprep/shared/ui';

export interface SideSheetProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Translated name of the "×" button. */
  closeLabel: string;
  /** A media query at which the sheet has no reason to stay open (the full bar is back). */
  closeWhen?: string;
  children: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

function focusablesIn(root: HTMLElement | null): HTMLElement[] {
  return root ? Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)) : [];
}

const fadeIn = keyframes`
  from {
    opacity: 0;
  }
`;

const slideIn = keyframes`
  from {
    transform: translateX(100%);
  }
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  background: ${({ theme }) => theme.colors.overlay};
  animation: ${fadeIn} ${({ theme }) => theme.durations.normal} ease-out;
`;

const Panel = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndices.modal};
  top: 0;
  right: 0;
  bottom: 0;
  display: flex;
  flex-direction: column;
  width: min(20rem, 88vw);
  overflow-y: auto;
  overscroll-behavior: contain;
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  animation: ${slideIn} ${({ theme }) => theme.durations.normal} ease-out;

  &:focus {
    outline: none;
  }
`;

const SheetHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 4rem;
  padding: ${({ theme }) => `0 ${theme.space[2]} 0 ${theme.space[5]}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
`;

/**
 * A modal panel sliding in from the side. The kit's Dialog is a centred card only, so the page
 * frame keeps this one: Tab stays inside, Escape and the dimmed page close it, the page behind
 * does not scroll, and focus goes back to the opener on close.
 */
export function SideSheet(props: SideSheetProps) {
  if (!props.open) return null;
  return createPortal(<OpenSheet {...props} />, document.body);
}

function OpenSheet({ onClose, title, closeLabel, closeWhen, children }: SideSheetProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const latestClose = useRef(onClose);
  useEffect(() => {
    latestClose.current = onClose;
  });

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (focusablesIn(panelRef.current)[0] ?? panelRef.current)?.focus();
    const { body } = document;
    const previousOverflow = body.style.overflow;
    body.style.overflow = 'hidden';
    return () => {
      body.style.overflow = previousOverflow;
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  useEffect(() => {
    if (!closeWhen || typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(closeWhen);
    const onChange = () => {
      if (query.matches) latestClose.current();
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [closeWhen]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = focusablesIn(panelRef.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    <>
      <Backdrop aria-hidden="true" onClick={onBackdropClick} />
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <SheetHeader>
          <Title id={titleId}>{title}</Title>
          <CloseButton label={closeLabel} onClick={onClose} />
        </SheetHeader>
        <Body>{children}</Body>
      </Panel>
    </>
  );
}
