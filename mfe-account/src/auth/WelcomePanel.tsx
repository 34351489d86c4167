import { styled } from 'styled-components';
import { Stack, Text } from '@mealprep/shared/ui';
import { LinkButton } from '@mealprep/shared/routes';
import { useT } from '../i18n';
import { useAuthSearch } from './AuthTabs';

const Points = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Point = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
`;

const Tick = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: 1.5rem;
  height: 1.5rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySubtle};
  color: ${({ theme }) => theme.colors.primary};
`;

function TickIcon() {
  return (
    <svg
      width="14"
      height="14"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="3"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </svg>
  );
}

const POINTS = [
  'account.welcome.plans',
  'account.welcome.shelfLife',
  'account.welcome.delivery',
] as const;

/** The welcome tab (docs/spec.md §1, §9): what the shop offers, then the way in. */
export function WelcomePanel() {
  const t = useT();
  const search = useAuthSearch();
  return (
    <Stack gap={5}>
      <Text tone="muted">{t('account.welcome.intro')}</Text>
      <Points>
        {POINTS.map((key) => (
          <Point key={key}>
            <Tick>
              <TickIcon />
            </Tick>
            <Text as="span">{t(key)}</Text>
          </Point>
        ))}
      </Points>
      <Stack gap={3}>
        <LinkButton to="register" search={search()} fullWidth>
          {t('account.welcome.register')}
        </LinkButton>
        <LinkButton to="login" search={search()} variant="secondary" fullWidth>
          {t('account.welcome.login')}
        </LinkButton>
      </Stack>
    </Stack>
  );
}
