import { useId, type ReactNode } from 'react';
import { Card } from './Card';
import { Heading } from './Heading';
import { Stack } from './Stack';
import type { FontSize, Space } from './theme';

export interface SectionCardProps {
  /** The section's heading, an h2, which names the section for screen readers. */
  title: ReactNode;
  /** Look of the heading (default: an h2's). */
  titleSize?: FontSize;
  /** Space between the heading and each part of the content (default 3). */
  gap?: Space;
  children: ReactNode;
}

/**
 * A card that is one section of a page: a `section` named by its heading, so a screen reader
 * lists it as a region under that name. The heading's id comes from `useId`, the same on the
 * server and in the browser.
 */
export function SectionCard({ title, titleSize, gap = 3, children }: SectionCardProps) {
  const id = useId();
  return (
    <Card as="section" aria-labelledby={id}>
      <Stack gap={gap}>
        <Heading level={2} id={id} size={titleSize}>
          {title}
        </Heading>
        {children}
      </Stack>
    </Card>
  );
}
