import { useEffect, useRef, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { Heading, Stack } from '@mealprep/shared/ui';

const FocusableHeading = styled(Heading)`
  &:focus {
    outline: none;
  }
`;

/**
 * What replaces a form once it has done its job (e-mail sent, password changed). The form and
 * its focused button are gone, so the focus moves to this heading and is read from there.
 */
export function Outcome({ title, children }: { title: string; children: ReactNode }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Stack gap={4}>
      <FocusableHeading ref={headingRef} level={2} size="xl" tabIndex={-1}>
        {title}
      </FocusableHeading>
      {children}
    </Stack>
  );
}
