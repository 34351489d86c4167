import { Outlet } from '@mealprep/shared/router';
import { styled } from 'styled-components';
import { staffMenu, type StaffMenuPage } from '@mealprep/shared/routes';
import { selectAdmin, selectIsLoggedIn, useAppSelector } from '@mealprep/shared/store';
import { Badge, Button, Container } from '@mealprep/shared/ui';
import { useShellT, type ShellMessageId } from '../messages';
import { Brand, HEADER_HEIGHT, Main, MAIN_ID, PageFrame, SkipLink } from './frame';
import { BarLink } from './headerStyles';
import { useLogout } from './useLogout';

const Bar = styled.header`
  flex-shrink: 0;
  min-height: ${HEADER_HEIGHT};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};

  /* A printed staff page (the kitchen's production sheet) is the page alone, without the menu. */
  @media print {
    display: none;
  }
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

/** Each page of the staff menu by its name in the menu. */
export const STAFF_MENU_LABELS: Record<StaffMenuPage, ShellMessageId> = {
  adminOrders: 'shell.admin.orders',
  adminProduction: 'shell.admin.production',
  adminPacking: 'shell.admin.packing',
  adminDispatch: 'shell.admin.dispatch',
  adminSubscriptions: 'shell.admin.subscriptions',
  adminSubscriptionForecast: 'shell.admin.subscriptionForecast',
  adminMenu: 'shell.admin.menu',
  adminCustomers: 'shell.admin.customers',
  adminOutbox: 'shell.admin.outbox',
  adminRefunds: 'shell.admin.refunds',
  adminProblems: 'shell.admin.problems',
  adminVouchers: 'shell.admin.vouchers',
  adminStaff: 'shell.admin.staff',
  adminAudit: 'shell.admin.audit',
  adminLogs: 'shell.admin.logs',
  adminReleases: 'shell.admin.releases',
};

/**
 * The staff area: brand with an "Admin" mark, the pages the signed-in member of staff may open
 * (their account's `permissions`, docs/architecture.md §9.8), logout. The admin login screen shares
 * the frame without them. Pages set their own width with the kit's PageFrame.
 */
export function AdminLayout() {
  const t = useShellT();
  const customer = useAppSelector(selectIsLoggedIn);
  const staff = useAppSelector(selectAdmin);
  const signedIn = customer || staff !== null;
  const { pending, logout } = useLogout();
  return (
    <PageFrame>
      <SkipLink />
      <Bar>
        <Inner>
          <Brand />
          <Badge tone="primary">{t('shell.admin.badge')}</Badge>
          {staff && (
            <nav aria-label={t('shell.admin.nav')}>
              <NavList>
                {staffMenu(staff.permissions).map((page) => (
                  <li key={page}>
                    <BarLink to={page} nav>
                      {t(STAFF_MENU_LABELS[page])}
                    </BarLink>
                  </li>
                ))}
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
