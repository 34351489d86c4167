import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { Heading, type HeadingLevel } from './Heading';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[7]} ${theme.space[4]}`};
  text-align: center;
`;

const Icon = styled.div`
  display: flex;
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes['5xl']};
`;

const Description = styled.p`
  max-width: 32rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Action = styled.div`
  margin-top: ${({ theme }) => theme.space[2]};
`;

export interface EmptyStateProps {
  /** Decorative picture; hidden from assistive technology. */
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** Usually a ButtonLink to where the list gets filled (e.g. the food menu). */
  action?: ReactNode;
  /** Outline level of the title; default 2. */
  headingLevel?: HeadingLevel;
  className?: string;
}

/** docs/spec.md §2 empty states: cart empty, no address, no orders, no meal plan, no points. */
export function EmptyState({
  icon,
  title,
  description,
  action,
  headingLevel = 2,
  className,
}: EmptyStateProps) {
  return (
    <Root className={className}>
      {icon && <Icon aria-hidden="true">{icon}</Icon>}
      <Heading level={headingLevel} size="xl">
        {title}
      </Heading>
      {description && <Description>{description}</Description>}
      {action && <Action>{action}</Action>}
    </Root>
  );
}
