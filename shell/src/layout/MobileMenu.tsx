import { useId } from 'react';
import { styled, useTheme } from 'styled-components';
import { LOCALES, useLocale } from '@mealprep/shared/i18n';
import { AppLink, LANGUAGE_FORM } from '@mealprep/shared/routes';
import { useLocation } from '@mealprep/shared/router';
import { useCartCount } from '@mealprep/shared/cart/api';
import { selectProfile, useAppSelector } from '@mealprep/shared/store';
import { Button, ButtonLink } from '@mealprep/shared/ui';
import { useShellT } from '../messages';
import { usePlatform } from '../platform/PlatformContext';
import { LANGUAGE_NAMES, accountEntries, shopEntries } from './navigation';
import { fullName, ProfileAvatar } from './ProfileAvatar';
import { SideSheet } from './SideSheet';
import { useLogout } from './useLogout';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled(AppLink)`
  display: flex;
  align-items: center;
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }

  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primarySubtle};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const GroupLabel = styled.h3`
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[3]} ${theme.space[1]}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

const Who = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: 0 ${({ theme }) => theme.space[3]};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const GuestActions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[2]};
`;

const LanguageOption = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  width: 100%;
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  cursor: pointer;

  &[aria-current='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/**
 * The phone's language choice (docs/spec.md §1: both languages on every width), one button a
 * language, each named in itself. Another language is a form post (`LANGUAGE_FORM`), so the
 * choice works before the app has started: the server keeps it in the cookie and sends the
 * browser to the same page in that language. Once the app runs, it switches as the header's
 * select does (cookie, URL prefix, same page) without the round trip. The current language,
 * marked `aria-current`, does nothing. Buttons rather than radios, as an arrow key would switch
 * (and reload) on its way past.
 */
function MobileLanguages() {
  const t = useShellT();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const { switchLocale } = usePlatform();
  const labelId = useId();
  return (
    <form method="post" action={LANGUAGE_FORM.path}>
      <input type="hidden" name={LANGUAGE_FORM.returnField} value={pathname + search} />
      <GroupLabel id={labelId}>{t('shell.nav.language')}</GroupLabel>
      <List role="group" aria-labelledby={labelId}>
        {LOCALES.map((option) => (
          <li key={option}>
            <LanguageOption
              {...(option === locale
                ? { type: 'button' }
                : { type: 'submit', name: LANGUAGE_FORM.localeField, value: option })}
              lang={option}
              aria-current={option === locale ? 'true' : undefined}
              onClick={(event) => {
                event.preventDefault();
                if (option !== locale) switchLocale(option);
              }}
            >
              {LANGUAGE_NAMES[option]}
            </LanguageOption>
          </li>
        ))}
      </List>
    </form>
  );
}

/**
 * The side menu of phones (docs/spec.md §2): the shop's pages, the guest or signed-in entries and
 * the language. It is in the page from the server's HTML on, closed, and the header's button
 * opens it as HTML (SideSheet); it closes on Escape, on the dimmed page, and on navigation.
 */
export function MobileMenu({ id }: { id: string }) {
  const t = useShellT();
  const theme = useTheme();
  const profile = useAppSelector(selectProfile);
  const count = useCartCount();
  const { pending, logout } = useLogout();
  const shopId = useId();
  const accountId = useId();

  return (
    <SideSheet
      id={id}
      title={t('shell.nav.menuTitle')}
      closeLabel={t('shell.nav.closeMenu')}
      closeWhen={`(min-width: ${theme.breakpoints.md}px)`}
    >
      {profile ? (
        <Who>
          <ProfileAvatar profile={profile} />
          <span>{fullName(profile)}</span>
        </Who>
      ) : (
        <GuestActions>
          <ButtonLink as={AppLink} to="login" variant="secondary">
            {t('shell.nav.login')}
          </ButtonLink>
          <ButtonLink as={AppLink} to="register">
            {t('shell.nav.signUp')}
          </ButtonLink>
        </GuestActions>
      )}
      <nav aria-label={t('shell.nav.main')}>
        <List>
          <li>
            <Item to="aboutUs" nav>
              {t('shell.nav.aboutUs')}
            </Item>
          </li>
        </List>
        <GroupLabel id={shopId}>{t('shell.nav.shop')}</GroupLabel>
        <List aria-labelledby={shopId}>
          {shopEntries.map((entry) => (
            <li key={entry.to}>
              <Item to={entry.to} nav>
                {t(entry.label)}
              </Item>
            </li>
          ))}
        </List>
        {profile && (
          <>
            <GroupLabel id={accountId}>{t('shell.nav.myAccount')}</GroupLabel>
            <List aria-labelledby={accountId}>
              <li>
                <Item to="cart" nav>
                  {t('shell.nav.cart', { count })}
                </Item>
              </li>
              {accountEntries.map((entry) => (
                <li key={entry.label}>
                  <Item to={entry.to}>{t(entry.label)}</Item>
                </li>
              ))}
            </List>
          </>
        )}
      </nav>
      <MobileLanguages />
      {profile && (
        <Button variant="secondary" fullWidth loading={pending} onClick={() => void logout()}>
          {t('shell.nav.logout')}
        </Button>
      )}
    </SideSheet>
  );
}
