import { useEffect, useRef } from 'react';
import { styled } from 'styled-components';

/**
 * A form's failure summary. role="alert" announces it as it appears; the fields keep their own
 * messages, read through aria-describedby when focused.
 */
export const FormAlert = styled.div.attrs({ role: 'alert' })`
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerBg};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.fontWeights.medium};

  &:focus {
    outline: none;
  }
`;

/**
 * A FormAlert that takes the focus when `focus` is set: for a refusal that replaces what had the
 * focus (a button, a "checking" line), so a keyboard or screen-reader user is left on it.
 */
export function FocusedAlert({ message, focus }: { message: string; focus: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <FormAlert ref={ref} tabIndex={-1}>
      {message}
    </FormAlert>
  );
}
