import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { Container, Heading, Stack } from '@mealprep/shared/ui';

const Frame = styled(Container)`
  padding-block: ${({ theme }) => theme.space[6]};
`;

/** The frame of every page of this remote: centred and padded, with its title as the one h1. */
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
