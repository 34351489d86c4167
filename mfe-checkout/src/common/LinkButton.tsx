import styled from 'styled-components';
import { AppLink } from '@mealprep/shared/routes';

/** A route link that looks like the primary button. */
export const LinkButton = styled(AppLink)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 600;
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
`;
