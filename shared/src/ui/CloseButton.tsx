import type { ComponentPropsWithRef } from 'react';
import { styled } from 'styled-components';

const StyledCloseButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 2.5rem;
  height: 2.5rem;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: inherit;
  cursor: pointer;

  &:hover {
    background: rgba(0, 0, 0, 0.06);
  }
`;

export interface CloseButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'children'> {
  /** Translated accessible name, e.g. "Close". */
  label: string;
}

/** An "×" button; its only name is `label`, since the icon says nothing to a screen reader. */
export function CloseButton({ label, type = 'button', ...rest }: CloseButtonProps) {
  return (
    <StyledCloseButton {...rest} type={type} aria-label={label}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d="M6 6l12 12M18 6L6 18"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          fill="none"
        />
      </svg>
    </StyledCloseButton>
  );
}
