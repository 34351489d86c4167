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
