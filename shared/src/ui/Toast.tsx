import type { ReactNode } from 'react';
import { css, styled } from 'styled-components';
import { CloseButton } from './CloseButton';
import { omitProps } from './omitProps';

/** docs/spec.md §4 toast variants. */
export type ToastVariant = 'default' | 'destructive' | 'success' | 'info' | 'warning';

export interface ToastProps {
  variant?: ToastVariant;
  title?: ReactNode;
  description: ReactNode;
  /** Called by the close button; the shell also closes toasts on its own timer. */
  onClose?: () => void;
  /** Translated accessible name of the close button. */
  closeLabel: string;
  /** An optional button, e.g. "Try again". */
  action?: ReactNode;
  className?: string;
  /**
   * Whether the toast is its own live region (default). A host that keeps live regions in the
   * page from the first paint passes false and speaks the text through them, since a region
   * inserted together with its text is often not read.
   */
  announce?: boolean;
}

const variantStyles = {
  default: css`
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.border};
  `,
  destructive: css`
    background: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.onDanger};
    border-color: ${({ theme }) => theme.colors.danger};
    /* The blue ring would vanish on red. */
    & :focus-visible {
      outline-color: currentColor;
    }
  `,
  success: css`
    background: ${({ theme }) => theme.colors.successBg};
    color: ${({ theme }) => theme.colors.success};
    border-color: ${({ theme }) => theme.colors.success};
  `,
  info: css`
    background: ${({ theme }) => theme.colors.infoBg};
    color: ${({ theme }) => theme.colors.info};
    border-color: ${({ theme }) => theme.colors.info};
  `,
  warning: css`
    background: ${({ theme }) => theme.colors.warningBg};
    color: ${({ theme }) => theme.colors.warning};
    border-color: ${({ theme }) => theme.colors.warning};
  `,
};

const Root = styled.div.withConfig({ shouldForwardProp: omitProps('variant') })<{
  variant: ToastVariant;
}>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[2]} ${theme.space[3]} ${theme.space[4]}`};
  border: 1px solid;
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
  pointer-events: auto;
  ${({ variant }) => variantStyles[variant]}
`;

const Content = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  padding-top: ${({ theme }) => theme.space[2]};
`;

const Title = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Description = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * One toast's look. Destructive toasts interrupt (role="alert"); the others wait for the
 * screen reader to finish (role="status", polite). Keep the ToastViewport mounted so the
 * live region already exists when a toast appears.
 */
export function Toast({
  variant = 'default',
  title,
  description,
  onClose,
  closeLabel,
  action,
  className,
  announce = true,
}: ToastProps) {
  const destructive = variant === 'destructive';
  const live = announce
    ? ({
        role: destructive ? 'alert' : 'status',
        'aria-live': destructive ? 'assertive' : 'polite',
        'aria-atomic': true,
      } as const)
    : {};
  return (
    <Root variant={variant} className={className} {...live}>
      <Content>
        {title && <Title>{title}</Title>}
        <Description>{description}</Description>
        {action && <div>{action}</div>}
      </Content>
      {onClose && <CloseButton label={closeLabel} onClick={onClose} />}
    </Root>
  );
}

/** Fixed corner for toasts: across the top on phones, bottom right from md up. */
export const ToastViewport = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndices.toast};
  top: 0;
  right: 0;
  left: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  pointer-events: none;

  ${({ theme }) => theme.media.md} {
    top: auto;
    bottom: 0;
    left: auto;
    width: 26rem;
    padding: ${({ theme }) => theme.space[5]};
  }
`;
