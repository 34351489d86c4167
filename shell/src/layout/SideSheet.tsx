import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { keyframes, styled } from 'styled-components';
import { useLocation } from '@mealprep/shared/router';
import { CloseButton } from '@mealprep/shared/ui';

export interface SideSheetProps {
  /** The id its opener names in `commandfor` (SideSheetOpener). */
  id: string;
  title: string;
  /** Translated name of the "×" button. */
  closeLabel: string;
  /** A media query at which the sheet has no reason to stay open (the full bar is back). */
  closeWhen?: string;
  children: ReactNode;
}

/**
 * Whether this browser opens and closes a dialog from its buttons' `commandfor`/`command` by
 * itself (Invoker Commands: Chromium 135, Firefox 144, Safari 26.2). Where it does not, the app
 * does it on the button's click.
 */
export function invokerCommands(): boolean {
  return typeof HTMLButtonElement !== 'undefined' && 'command' in HTMLButtonElement.prototype;
}

/** The attributes that make a button open (`show-modal`) or close (`close`) the sheet as HTML. */
export function sheetCommand(id: string, command: 'show-modal' | 'close') {
  return { commandfor: id, command };
}

/** Opens the sheet from a script: for a browser without Invoker Commands. */
export function showSheet(id: string) {
  const sheet = document.getElementById(id);
  if (sheet instanceof HTMLDialogElement && !sheet.open) sheet.showModal();
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

const Sheet = styled.dialog`
  inset: 0 0 0 auto;
  width: min(20rem, 88vw);
  max-width: none;
  height: 100dvh;
  max-height: none;
  margin: 0;
  padding: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  border: none;
  background: ${({ theme }) => theme.colors.background};
  color: inherit;
  box-shadow: ${({ theme }) => theme.shadows.lg};

  &[open] {
    animation: ${slideIn} ${({ theme }) => theme.durations.normal} ease-out;
  }

  &::backdrop {
    background: ${({ theme }) => theme.colors.overlay};
    animation: ${fadeIn} ${({ theme }) => theme.durations.normal} ease-out;
  }

  @media (prefers-reduced-motion: reduce) {
    &[open],
    &::backdrop {
      animation: none;
    }
  }
`;

/** Fills the sheet, so that a click whose target is the sheet itself fell on its backdrop. */
const Panel = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100%;
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
 * A modal panel sliding in from the side: a native `<dialog>`, in the page's HTML from the
 * server on, that its opener shows by itself (`command="show-modal"`), before the app has
 * started too (docs/architecture.md §2.4 "Taps before the start"). The browser keeps Tab inside,
 * makes the page behind inert, closes it on Escape and on the dimmed page (`closedby="any"`; the
 * app does the latter where that attribute is not known), and gives focus back to the opener. The
 * app closes it on navigation and once `closeWhen` matches.
 */
export function SideSheet({ id, title, closeLabel, closeWhen, children }: SideSheetProps) {
  const titleId = useId();
  const sheetRef = useRef<HTMLDialogElement>(null);
  const { key } = useLocation();
  const shownAt = useRef(key);

  useEffect(() => {
    if (shownAt.current === key) return;
    shownAt.current = key;
    sheetRef.current?.close();
  }, [key]);

  useEffect(() => {
    if (!closeWhen || typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(closeWhen);
    const onChange = () => {
      if (query.matches) sheetRef.current?.close();
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [closeWhen]);

  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) event.currentTarget.close();
  };
  const onClose = () => {
    if (!invokerCommands()) sheetRef.current?.close();
  };

  return (
    <Sheet id={id} ref={sheetRef} aria-labelledby={titleId} closedby="any" onClick={onClick}>
      <Panel>
        <SheetHeader>
          <Title id={titleId}>{title}</Title>
          <CloseButton label={closeLabel} {...sheetCommand(id, 'close')} onClick={onClose} />
        </SheetHeader>
        <Body>{children}</Body>
      </Panel>
    </Sheet>
  );
}
