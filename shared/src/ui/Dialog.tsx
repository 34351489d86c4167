import {
  useEffect,
  useId,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { keyframes, styled } from 'styled-components';
import { CloseButton } from './CloseButton';
import { omitProps } from './omitProps';

export type DialogSize = 'sm' | 'md' | 'lg';

export interface DialogProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  /** Translated accessible name of the "×" button. */
  closeLabel: string;
  children?: ReactNode;
  /** Short text read with the title when the dialog opens (aria-describedby). */
  description?: ReactNode;
  footer?: ReactNode;
  /** Click on the dimmed page closes the dialog; default true. */
  closeOnBackdropClick?: boolean;
  /** "alertdialog" for confirmations that interrupt (docs/spec.md §4 global confirmation dialog). */
  role?: 'dialog' | 'alertdialog';
  size?: DialogSize;
  /** Focused on open instead of the first focusable element (e.g. the safe "Cancel"). */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

const FOCUSABLE = [
  'a[href]',
  'button:not(:disabled)',
  'input:not(:disabled):not([type="hidden"])',
  'select:not(:disabled)',
  'textarea:not(:disabled)',
  'iframe',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(',');

function focusablesIn(root: HTMLElement | null): HTMLElement[] {
  if (!root) return [];
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[hidden], [inert]'),
  );
}

const fadeIn = keyframes`
  from {
    opacity: 0;
  }
`;

const riseIn = keyframes`
  from {
    opacity: 0;
    transform: translateY(0.5rem) scale(0.98);
  }
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.overlay};
  animation: ${fadeIn} ${({ theme }) => theme.durations.normal} ease-out;
`;

const Panel = styled.div.withConfig({ shouldForwardProp: omitProps('size') })<{
  size: DialogSize;
}>`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${({ theme, size }) => theme.sizes.dialog[size]};
  max-height: calc(100vh - 2rem);
  max-height: calc(100dvh - 2rem);
  overflow: auto;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  animation: ${riseIn} ${({ theme }) => theme.durations.normal} ease-out;

  &:focus {
    outline: none;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[4]} 0 ${theme.space[5]}`};
`;

const Title = styled.h2`
  padding-top: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[5]} ${theme.space[2]}`};

  &:last-child {
    padding-bottom: ${({ theme }) => theme.space[5]};
  }
`;

const Description = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[5]} ${theme.space[5]}`};
`;

/**
 * Modal dialog rendered in a portal (jsdom has no HTMLDialogElement.showModal). While open,
 * Tab cycles inside the panel, Escape closes, the page behind does not scroll, and on close
 * focus returns to the element that had it before opening.
 */
export function Dialog(props: DialogProps) {
  if (!props.open) return null;
  return createPortal(<OpenDialog {...props} />, document.body);
}

function OpenDialog({
  title,
  onClose,
  closeLabel,
  children,
  description,
  footer,
  closeOnBackdropClick = true,
  role = 'dialog',
  size = 'md',
  initialFocusRef,
}: DialogProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = description ? `${id}-description` : undefined;
  const panelRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const pressStartedOnBackdrop = useRef(false);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Content first, so a confirmation focuses its first action rather than the "×".
    const target =
      initialFocusRef?.current ??
      focusablesIn(contentRef.current)[0] ??
      focusablesIn(panelRef.current)[0] ??
      panelRef.current;
    target?.focus();

    const { body } = document;
    const previousOverflow = body.style.overflow;
    body.style.overflow = 'hidden';

    return () => {
      body.style.overflow = previousOverflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [initialFocusRef]);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && !event.defaultPrevented) {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const panel = panelRef.current;
    const items = focusablesIn(panel);
    const first = items[0];
    const last = items[items.length - 1];
    const active = document.activeElement;
    if (!first || !last) {
      event.preventDefault();
      panel?.focus();
    } else if (event.shiftKey && (active === first || active === panel)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const handleBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
    // Keeps focus inside the dialog instead of letting it fall to <body>.
    if (pressStartedOnBackdrop.current) event.preventDefault();
  };

  const handleBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    // A drag that starts in the panel and ends on the backdrop (selecting text) is no click out.
    if (
      closeOnBackdropClick &&
      pressStartedOnBackdrop.current &&
      event.target === event.currentTarget
    ) {
      onClose();
    }
    pressStartedOnBackdrop.current = false;
  };

  return (
    <Backdrop onMouseDown={handleBackdropMouseDown} onClick={handleBackdropClick}>
      <Panel
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        tabIndex={-1}
        size={size}
        onKeyDown={handleKeyDown}
      >
        <Header>
          <Title id={titleId}>{title}</Title>
          <CloseButton label={closeLabel} onClick={onClose} />
        </Header>
        <div ref={contentRef}>
          {(description || children) && (
            <Body>
              {description && <Description id={descriptionId}>{description}</Description>}
              {children}
            </Body>
          )}
          {footer && <Footer>{footer}</Footer>}
        </div>
      </Panel>
    </Backdrop>
  );
}
