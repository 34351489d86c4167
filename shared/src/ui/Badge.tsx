import type { HTMLAttributes, ReactNode } from 'react';
import { styled } from 'styled-components';
import { omitProps } from './omitProps';
import { VisuallyHidden } from './VisuallyHidden';

export type BadgeTone = 'accent' | 'primary' | 'neutral' | 'danger';

const StyledBadge = styled.span.withConfig({ shouldForwardProp: omitProps('tone') })<{
  tone: BadgeTone;
}>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 1.25rem;
  height: 1.25rem;
  padding: 0 ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1;
  white-space: nowrap;
  background: ${({ theme, tone }) =>
    ({
      accent: theme.colors.accent,
      primary: theme.colors.primary,
      neutral: theme.colors.surface,
      danger: theme.colors.danger,
    })[tone]};
  color: ${({ theme, tone }) =>
    ({
      accent: theme.colors.onAccent,
      primary: theme.colors.onPrimary,
      neutral: theme.colors.text,
      danger: theme.colors.onDanger,
    })[tone]};
`;

export interface BadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** What is seen, e.g. the cart count "3" or "99+". */
  children: ReactNode;
  /**
   * What is read instead, e.g. "3 items in cart". It becomes part of the name of the
   * surrounding link or button, so "Cart" + badge reads "Cart, 3 items in cart".
   */
  label?: string;
  tone?: BadgeTone;
  className?: string;
}

export function Badge({ children, label, tone = 'accent', ...rest }: BadgeProps) {
  return (
    <StyledBadge tone={tone} {...rest}>
      {label ? (
        <>
          <span aria-hidden="true">{children}</span>
          <VisuallyHidden>{label}</VisuallyHidden>
        </>
      ) : (
        children
      )}
    </StyledBadge>
  );
}
