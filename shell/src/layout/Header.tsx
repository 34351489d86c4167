import { styled } from 'styled-components';
import { selectAuthStatus, selectProfile, useAppSelector } from '@mealprep/shared/store';
import { ButtonLink, Container, Skeleton } from '@mealprep/shared/ui';
import { AppLink } from '@mealprep/shared/routes';
import { useShellT } from '../messages';
import { AccountMenu } from './AccountMenu';
import { CartLink } from './CartLink';
import { Brand, HEADER_HEIGHT } from './frame';
import { BarButton, BarLink, DesktopOnly, MobileOnly } from './headerStyles';
import { MenuIcon } from './icons';
import { LanguageSelect } from './LanguageSelect';
import { MobileMenu } from './MobileMenu';
import { ShopMenu } from './ShopMenu';
import { invokerCommands, sheetCommand, showSheet } from './SideSheet';

const Bar = styled.header`
  position: sticky;
  z-index: ${({ theme }) => theme.zIndices.sticky};
  top: 0;
  flex-shrink: 0;
  height: ${HEADER_HEIGHT};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
`;

const Inner = styled(Container)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  height: 100%;
`;

const Nav = styled.nav`
  display: flex;
  align-items: center;

  @media (max-width: ${({ theme }) => theme.breakpoints.md - 0.02}px) {
    display: none;
  }
`;

const NavList = styled.ul`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  margin-left: auto;
`;

/** The phone menu's dialog: one a page, named by the button that opens it. */
const MOBILE_MENU_ID = 'phone-menu';

/** A fixed width, so the bar does not move when the other language's name is chosen. */
const CompactLanguage = styled(LanguageSelect)`
  width: 12.5rem;
`;

/**
 * docs/spec.md §2 header: brand, about us and the shop dropdown; login, sign-up and the language for a
 * guest; the cart and the avatar menu for a signed-in customer. Below md a button opens the side
 * menu instead. While the session is still being looked up, a placeholder holds the place of the
 * session's controls.
 */
export function Header() {
  const t = useShellT();
  const status = useAppSelector(selectAuthStatus);
  const profile = useAppSelector(selectProfile);
  const settled = status === 'signedIn' || status === 'signedOut';

  return (
    <>
      <Bar>
        <Inner>
          <Brand condensed />
          <Nav aria-label={t('shell.nav.main')}>
            <NavList>
              <li>
                <BarLink to="aboutUs" nav>
                  {t('shell.nav.aboutUs')}
                </BarLink>
              </li>
              <li>
                <ShopMenu />
              </li>
            </NavList>
          </Nav>
          <Actions>
            {!settled && (
              <DesktopOnly>
                <Skeleton width="14rem" height="2.75rem" />
              </DesktopOnly>
            )}
            {settled && profile && (
              <>
                <CartLink />
                <DesktopOnly>
                  <AccountMenu profile={profile} />
                </DesktopOnly>
              </>
            )}
            {settled && !profile && (
              <DesktopOnly>
                <CompactLanguage />
                <BarLink to="login" nav>
                  {t('shell.nav.login')}
                </BarLink>
                <ButtonLink as={AppLink} to="register" size="sm">
                  {t('shell.nav.signUp')}
                </ButtonLink>
              </DesktopOnly>
            )}
            <MobileOnly>
              {/* Opens the menu as HTML, before the app has started too (SideSheet). */}
              <BarButton
                type="button"
                aria-haspopup="dialog"
                {...sheetCommand(MOBILE_MENU_ID, 'show-modal')}
                onClick={() => {
                  if (!invokerCommands()) showSheet(MOBILE_MENU_ID);
                }}
                // Named apart from the "Food menu" link beside it; the name starts with the
                // word it shows (WCAG 2.5.3), so "click Menu" still finds it.
                aria-label={t('shell.nav.openMenu')}
              >
                <MenuIcon />
                {t('shell.nav.menuLabel')}
              </BarButton>
            </MobileOnly>
          </Actions>
        </Inner>
      </Bar>
      <MobileMenu id={MOBILE_MENU_ID} />
    </>
  );
}
