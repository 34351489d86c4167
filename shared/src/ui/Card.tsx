import { styled } from 'styled-components';
import type { Space } from './theme';
import { omitProps } from './omitProps';

export interface CardProps {
  padding?: Space;
}

export const Card = styled.div.withConfig({ shouldForwardProp: omitProps('padding') })<CardProps>`
  padding: ${({ theme, padding = 5 }) => theme.space[padding]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;
