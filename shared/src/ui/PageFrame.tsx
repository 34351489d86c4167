import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { Container } from './Container';
import { Heading } from './Heading';
import { Stack } from './Stack';

const Frame = styled(Container)`
  padding-block: ${({ theme }) => theme.space[6]};
`;

/** The frame of every remote page: centred and padded, with its title as the one h1. */
export function PageFrame({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Frame>
      <Stack gap={4}>
        <Heading level={1}>{title}</Heading>
        {children}
      </Stack>
    </Frame>
  );
}
