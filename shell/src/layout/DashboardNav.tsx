import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { styled } from 'styled-components';
import { stripLocalePrefix } from '@mealprep/shared/i18n';
import { AppLink, href } from '@mealprep/shared/routes';
import { useShellT } from '../messages';
import { dashboardEntries } from './navigation';

const Nav = styled.nav`
  min-width: 0;
`;

/**
 * A column on desktop; on phones a row of tabs that scrolls sideways, so all six stay one tap
 * away without a second menu.
 */
const List = styled.ul`
  position: relative;
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: ${({ theme }) => `0 ${theme.space[4]} ${theme.space[1]}`};
  overflow-x: auto;
  list-style: none;
  scrollbar-width: thin;
  scroll-snap-type: x proximity;

  scroll-padding-inline: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.md} {
    flex-direction: column;
    padding: 0;
    overflow: visible;
  }

  & > li {
    flex-shrink: 0;
    scroll-snap-align: start;
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

/** SPEC §2 dashboard sidebar; the current page's entry carries aria-current="page". */
export function DashboardNav() {
  const t = useShellT();
  const { pathname } = useLocation();
  const path = stripLocalePrefix(pathname);
  const listRef = useRef<HTMLUListElement>(null);

  // On phones the row scrolls: centre the current tab when it is out of view (a no-op on desktop).
  useEffect(() => {
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current) return;
    const start = current.offsetLeft;
    const end = start + current.offsetWidth;
    if (start < list.scrollLeft || end > list.scrollLeft + list.clientWidth) {
      list.scrollLeft = start - (list.clientWidth - current.offsetWidth) / 2;
    }
  }, [pathname]);

  return (
    <Nav aria-label={t('shell.dashboard.nav')}>
      <List ref={listRef}>
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
