import { styled } from 'styled-components';
import type { Profile } from '@mealprep/shared/plan/contracts';
import { useShellT } from '../messages';
import {
  BarButton,
  Divider,
  DropdownButton,
  DropdownLink,
  DropdownList,
  DropdownPanel,
  DropdownRoot,
} from './headerStyles';
import { ChevronDownIcon } from './icons';
import { LanguageSelect } from './LanguageSelect';
import { accountEntries } from './navigation';
import { fullName, ProfileAvatar } from './ProfileAvatar';
import { useDisclosure } from './useDisclosure';
import { useLogout } from './useLogout';

const AvatarButton = styled(BarButton)`
  padding: 0 ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.pill};
`;

const Who = styled.div`
  display: flex;
  flex-direction: column;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  min-width: 0;

  & > span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Email = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const LanguageRow = styled.div`
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
`;

/**
 * docs/spec.md §2 avatar menu of a signed-in customer: my account, dashboard, the language choice and
 * logout, behind a button that shows the profile image or the initials.
 */
export function AccountMenu({ profile }: { profile: Profile }) {
  const t = useShellT();
  const { open, rootProps, buttonProps, panelProps } = useDisclosure();
  const { pending, logout } = useLogout();
  const name = fullName(profile);
  return (
    <DropdownRoot {...rootProps}>
      <AvatarButton {...buttonProps} aria-label={t('shell.nav.accountMenu', { name })}>
        <ProfileAvatar profile={profile} />
        <ChevronDownIcon />
      </AvatarButton>
      {open && (
        <DropdownPanel {...panelProps} $align="end">
          <Who>
            <span>{name}</span>
            <Email>{profile.email}</Email>
          </Who>
          <Divider />
          <DropdownList>
            {accountEntries.map((entry) => (
              <li key={entry.label}>
                <DropdownLink to={entry.to}>{t(entry.label)}</DropdownLink>
              </li>
            ))}
          </DropdownList>
          <LanguageRow>
            <LanguageSelect />
          </LanguageRow>
          <Divider />
          <DropdownButton
            type="button"
            aria-busy={pending || undefined}
            aria-disabled={pending || undefined}
            onClick={() => {
              if (!pending) void logout();
            }}
          >
            {t('shell.nav.logout')}
          </DropdownButton>
        </DropdownPanel>
      )}
    </DropdownRoot>
  );
}
