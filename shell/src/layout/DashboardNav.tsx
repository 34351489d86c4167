import { useLocation } from '@mealprep/shared/router';
import { styled } from 'styled-components';
import { stripLocalePrefix } from '@mealprep/shared/i18n';
import { AppLink, href } from '@mealprep/shared/routes';
import { useShellT } from '../messages';
import { dashboardEntries } from './navigation';

const Nav = styled.nav`
  min-width: 0;
`;

/**
 * A column on desktop; on phones the tabs wrap onto as many rows as they need, so all six stay
 * one tap away without a second menu and none is cut off at the edge (a sideways-scrolling row
 * hid half of them at 320 px, WCAG 1.4.10).
 */
const List = styled.ul`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: ${({ theme }) => `0 ${theme.space[4]} ${theme.space[1]}`};
  list-style: none;

  ${({ theme }) => theme.media.md} {
    flex-direction: column;
    flex-wrap: nowrap;
    padding: 0;
  }

  & > li {
    min-width: 0;
  }
`;

const Item = styled(AppLink)`
  display: flex;
  align-items: center;
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }

  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primarySubtle};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  ${({ theme }) => theme.media.md} {
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

/** docs/spec.md §2 dashboard sidebar; the current page's entry carries aria-current="page". */
export function DashboardNav() {
  const t = useShellT();
  const { pathname } = useLocation();
  const path = stripLocalePrefix(pathname);
  return (
    <Nav aria-label={t('shell.dashboard.nav')}>
      <List>
        {dashboardEntries.map((entry) => {
          const below = entry.nested && path.startsWith(`${href(entry.to)}/`);
          return (
            <li key={entry.to}>
              {below ? (
                <Item to={entry.to} aria-current="page">
                  {t(entry.label)}
                </Item>
              ) : (
                <Item to={entry.to} nav>
                  {t(entry.label)}
                </Item>
              )}
            </li>
          );
        })}
      </List>
    </Nav>
  );
}
