import { styled } from 'styled-components';
import { CONTACT_CHAT_URL } from '@mealprep/shared/domain';
import { RemoteWidget } from '@mealprep/shared/federation';
import { AppLink } from '@mealprep/shared/routes';
import { selectProfile, useAppSelector } from '@mealprep/shared/store';
import {
  Button,
  ButtonLink,
  Card,
  EmptyState,
  PageFrame,
  Skeleton,
  Stack,
  Text,
} from '@mealprep/shared/ui';
import { useResource } from '../data/useResource';
import { useT } from '../i18n';

/** The planner's current plan (docs/architecture.md §5): `null` while the customer has none. */
const CURRENT_PLAN = '/api/v1/user_personalized_meal/plan';

const Customise = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

/**
 * `/account`: my meal plan (the questionnaire remote's `MealPlan` widget does regenerate, add to
 * cart, "already in cart" and the lock once paid), the no-plan empty state leading to the
 * questionnaire, and customising by contacting the team (docs/spec.md §2).
 */
export default function DashboardPage() {
  const t = useT();
  const profile = useAppSelector(selectProfile);
  const { state, retry } = useResource<{ id: number } | null>(CURRENT_PLAN);

  return (
    <PageFrame title={t('account.dashboard.title')}>
      {profile && <Text>{t('account.dashboard.hello', { name: profile.first_name })}</Text>}
      <section aria-labelledby="dashboard-plan">
        <Stack gap={3}>
          <h2 id="dashboard-plan" style={{ margin: 0 }}>
            {t('account.dashboard.plan')}
          </h2>
          {state.status === 'loading' && <Skeleton width="100%" height="16rem" radius="lg" />}
          {state.status === 'error' && (
            <EmptyState
              headingLevel={3}
              title={t('account.dashboard.planError')}
              action={<Button onClick={retry}>{t('account.page.retry')}</Button>}
            />
          )}
          {state.status === 'ready' && state.data === null && (
            <EmptyState
              headingLevel={3}
              title={t('account.dashboard.noPlanTitle')}
              description={t('account.dashboard.noPlanBody')}
              action={
                <ButtonLink as={AppLink} to="essentials">
                  {t('account.dashboard.startQuestionnaire')}
                </ButtonLink>
              }
            />
          )}
          {state.status === 'ready' && state.data !== null && (
            <RemoteWidget
              module="questionnaire/MealPlan"
              props={{}}
              loading={<Skeleton width="100%" height="16rem" radius="lg" />}
            />
          )}
        </Stack>
      </section>
      <Customise as="aside" aria-labelledby="dashboard-customise">
        <h2 id="dashboard-customise" style={{ margin: 0, fontSize: '1.125rem' }}>
          {t('account.dashboard.customiseTitle')}
        </h2>
        <Text>{t('account.dashboard.customiseBody')}</Text>
        <div>
          <ButtonLink href={CONTACT_CHAT_URL} target="_blank" rel="noreferrer" variant="secondary">
            {t('account.dashboard.customise')}
          </ButtonLink>
        </div>
      </Customise>
    </PageFrame>
  );
}
