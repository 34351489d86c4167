import { styled } from 'styled-components';
import { CONTACT_CHAT_URL } from '@mealprep/shared/account';
import { RemoteWidget } from '@mealprep/shared/federation';
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
import { LinkButton } from '@mealprep/shared/routes';
import { useT } from '../i18n';
import { useCurrentPlanIdQuery } from './api';
import { SubscriptionCard } from './SubscriptionCard';

const Customise = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

/**
 * `/account`: my meal plan (the questionnaire remote's `MealPlan` widget does regenerate, add to
 * cart, "already in cart" and the lock once paid), the no-plan empty state leading to the
 * questionnaire, customising by contacting the team (docs/spec.md §2), and above them the next
 * delivery of a subscription (docs/subscriptions.md).
 */
export default function DashboardPage() {
  const t = useT();
  const profile = useAppSelector(selectProfile);
  const { data: plan, isLoading, isError, refetch } = useCurrentPlanIdQuery();

  return (
    <PageFrame title={t('account.dashboard.title')}>
      {profile && <Text>{t('account.dashboard.hello', { name: profile.first_name })}</Text>}
      <SubscriptionCard />
      <section aria-labelledby="dashboard-plan">
        <Stack gap={3}>
          <h2 id="dashboard-plan" style={{ margin: 0 }}>
            {t('account.dashboard.plan')}
          </h2>
          {isLoading && <Skeleton width="100%" height="16rem" radius="lg" />}
          {plan === undefined && isError && (
            <EmptyState
              headingLevel={3}
              title={t('account.dashboard.planError')}
              action={<Button onClick={() => void refetch()}>{t('account.page.retry')}</Button>}
            />
          )}
          {plan === null && (
            <EmptyState
              headingLevel={3}
              title={t('account.dashboard.noPlanTitle')}
              description={t('account.dashboard.noPlanBody')}
              action={
                <LinkButton to="essentials">{t('account.dashboard.startQuestionnaire')}</LinkButton>
              }
            />
          )}
          {plan && (
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
