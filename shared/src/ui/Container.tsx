import { styled } from 'styled-components';

/** Centres page content at most 1200 px wide, with side padding that grows from md up. */
export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.sizes.container};
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.md} {
    padding-inline: ${({ theme }) => theme.space[6]};
  }
`;
