import { Outlet } from '@mealprep/shared/router';
import { styled } from 'styled-components';
import { selectIsAdmin, selectIsLoggedIn, useAppSelector } from '@mealprep/shared/store';
import { Badge, Button, Container } from '@mealprep/shared/ui';
import { useShellT } from '../messages';
import { Brand, HEADER_HEIGHT, Main, MAIN_ID, PageFrame, SkipLink } from './frame';
import { BarLink } from './headerStyles';
import { useLogout } from './useLogout';

const Bar = styled.header`
  flex-shrink: 0;
  min-height: ${HEADER_HEIGHT};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

/* On a narrow screen the links wrap onto more rows rather than scroll the page sideways. */
const Inner = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  min-height: ${HEADER_HEIGHT};
  padding-block: ${({ theme }) => theme.space[1]};
`;

const NavList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const End = styled.div`
  margin-left: auto;
`;

/**
 * The admin area: brand with an "Admin" mark, links to logs and releases, logout. The links and
 * logout are for a signed-in admin; the admin login screen shares the frame without them. Pages
 * set their own width with the kit's PageFrame.
 */
export function AdminLayout() {
  const t = useShellT();
  const customer = useAppSelector(selectIsLoggedIn);
  const admin = useAppSelector(selectIsAdmin);
  const signedIn = customer || admin;
  const { pending, logout } = useLogout();
  return (
    <PageFrame>
      <SkipLink />
      <Bar>
        <Inner>
          <Brand />
          <Badge tone="primary">{t('shell.admin.badge')}</Badge>
          {admin && (
            <nav aria-label={t('shell.admin.nav')}>
              <NavList>
                <li>
                  <BarLink to="adminLogs" nav>
                    {t('shell.admin.logs')}
                  </BarLink>
                </li>
                <li>
                  <BarLink to="adminCustomers" nav>
                    {t('shell.admin.customers')}
                  </BarLink>
                </li>
                <li>
                  <BarLink to="adminVouchers" nav>
                    {t('shell.admin.vouchers')}
                  </BarLink>
                </li>
                <li>
                  <BarLink to="adminOutbox" nav>
                    {t('shell.admin.outbox')}
                  </BarLink>
                </li>
                <li>
                  <BarLink to="adminReleases" nav>
                    {t('shell.admin.releases')}
                  </BarLink>
                </li>
              </NavList>
            </nav>
          )}
          {signedIn && (
            <End>
              <Button variant="ghost" size="sm" loading={pending} onClick={() => void logout()}>
                {t('shell.nav.logout')}
              </Button>
            </End>
          )}
        </Inner>
      </Bar>
      <Main id={MAIN_ID} tabIndex={-1}>
        <Outlet />
      </Main>
    </PageFrame>
  );
}
