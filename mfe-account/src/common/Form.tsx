import { styled } from 'styled-components';

/** The column of a form: fields, links and the submit button one under another. */
export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

/** Two fields side by side from the small breakpoint up (first and last name). */
export const FieldPair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;
