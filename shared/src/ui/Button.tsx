import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { css, styled } from 'styled-components';
import { omitProps } from './omitProps';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

const sizeStyles = {
  sm: css`
    min-height: 2rem;
    padding: 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  `,
  md: css`
    min-height: 2.75rem;
    padding: 0 ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.fontSizes.md};
  `,
  lg: css`
    min-height: 3.25rem;
    padding: 0 ${({ theme }) => theme.space[5]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  `,
};

const variantStyles = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    &:hover {
      background: ${({ theme }) => theme.colors.primaryHover};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    &:hover {
      background: ${({ theme }) => theme.colors.primarySubtle};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    &:hover {
      background: ${({ theme }) => theme.colors.surface};
    }
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.onDanger};
    &:hover {
      background: ${({ theme }) => theme.colors.dangerHover};
    }
  `,
};

/**
 * Button look for any element. A styled component that uses it must keep `variant`, `size`
 * and `fullWidth` off the DOM (see `ButtonLink`).
 */
export const buttonStyles = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  width: ${({ fullWidth }) => (fullWidth ? '100%' : 'auto')};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.durations.fast} ease-out;
  ${({ size = 'md' }) => sizeStyles[size]}
  ${({ variant = 'primary' }) => variantStyles[variant]}

  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.6;
  }

  &[aria-busy='true'] {
    cursor: progress;
  }
`;

const forwardButtonProp = omitProps('variant', 'size', 'fullWidth');

const StyledButton = styled.button.withConfig({
  shouldForwardProp: forwardButtonProp,
})<ButtonStyleProps>`
  ${buttonStyles}
`;

/**
 * A link that looks like a button; give it react-router's Link through `as`:
 * `<ButtonLink as={Link} to={href.cart()} variant="secondary">`.
 */
export const ButtonLink = styled.a.withConfig({
  shouldForwardProp: forwardButtonProp,
})<ButtonStyleProps>`
  ${buttonStyles}
`;

export interface ButtonProps extends ComponentPropsWithRef<'button'>, ButtonStyleProps {
  /**
   * Shows a spinner and ignores clicks. The button stays focusable (aria-disabled rather
   * than disabled) so keyboard focus is not lost while the request runs.
   */
  loading?: boolean;
}

/**
 * `aria-disabled` (true or "true") is the focusable way to disable a button: it stays in the Tab
 * order and is announced as unavailable, clicks are ignored and a submit button does not submit.
 * Pair it with `aria-describedby` naming what is missing; `disabled` takes the button out of the
 * Tab order and says nothing about why.
 */

export function Button({
  type = 'button',
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  loading = false,
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const unavailable = rest['aria-disabled'] === true || rest['aria-disabled'] === 'true';
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading || unavailable) {
      // Also stops a submit button from submitting its form again.
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  return (
    <StyledButton
      {...rest}
      type={type}
      variant={variant}
      size={size}
      fullWidth={fullWidth}
      aria-busy={loading || undefined}
      aria-disabled={loading || rest['aria-disabled'] || undefined}
      onClick={handleClick}
    >
      {loading && <Spinner size="sm" />}
      {children}
    </StyledButton>
  );
}
