import { useEffect, useId, useRef, useState } from 'react';
import { useBus } from '@mealprep/shared/bus';
import { PlanWeek } from '@mealprep/shared/plan/ui';
import type { MealPlan } from '@mealprep/shared/plan/contracts';
import { useCommonT, type Locale } from '@mealprep/shared/i18n';
import { AppLink } from '@mealprep/shared/routes';
import { Button, Card, Cluster, EmptyState, Spinner, Stack, Text } from '@mealprep/shared/ui';
import { liveWhile } from '@mealprep/shared/federation-contracts';
import { useT } from '../i18n';
import { PlanAccuracy } from './PlanAccuracy';
import { PlanNotes, PlanOverview } from './PlanOverview';
import { PlanSuggestions } from './PlanSuggestions';
import { usePlan } from './usePlan';
import { usePlanActions, type RemovedMeal } from './usePlanActions';

/**
 * docs/spec.md §2 personalised plan view: daily intake, per-day and per-meal nutrition, add to cart,
 * back to cart, proceed to checkout, edit (add or remove meals), regenerate and delete; a plan
 * in a paid order is shown locked (docs/spec.md §4).
 */
export function MealPlanView({
  titled = true,
}: {
  /** False where the host page already heads the plan "My meal plan" (the /account widget). */
  titled?: boolean;
}) {
  const t = useT();
  const common = useCommonT();
  const bus = useBus();
  const { data: plan, isLoading, isFetching, requestId, refetch, locale } = usePlan();
  // Set when a regenerate was accepted, to the request whose answer was shown then: the first
  // later answer that is no longer pending says the new plan is ready. Answers are told apart by
  // request, not content: the worker may finish before the page asks again, and the new plan may
  // even equal the old one.
  const regenerating = useRef<{ since: string | undefined } | null>(null);
  useEffect(() => {
    const since = regenerating.current?.since;
    if (!regenerating.current || isFetching || requestId === since) return;
    if (!plan || plan.status === 'pending') return;
    regenerating.current = null;
    if (plan.status === 'ready') {
      bus.emit('toast.show', {
        variant: 'success',
        title: common('common.api.successTitle'),
        description: t('questionnaire.plan.regenerated'),
      });
    }
  }, [plan, isFetching, requestId, bus, common, t]);

  if (isLoading) return <Spinner label={t('questionnaire.plan.pending')} />;
  if (plan === undefined) {
    return (
      <EmptyState
        title={t('questionnaire.plan.failed')}
        action={<Button onClick={() => void refetch()}>{t('questionnaire.retry')}</Button>}
      />
    );
  }
  if (plan === null) {
    return (
      <EmptyState
        title={t('questionnaire.plan.none')}
        description={t('questionnaire.plan.noneHint')}
        action={<AppLink to="essentials">{t('questionnaire.plan.start')}</AppLink>}
      />
    );
  }
  return (
    <ReadyPlan
      plan={plan}
      locale={locale}
      titled={titled}
      onRegenerateAccepted={() => {
        regenerating.current = { since: requestId };
      }}
    />
  );
}

/**
 * A plan with what can be done to it. `week`: a subscription week's own plan (docs/subscriptions.md),
 * which is edited and made again but never put in the cart or deleted, and whose suggestions
 * (which change the answers) belong to the customer's own plan.
 */
export function ReadyPlan({
  plan,
  locale,
  titled,
  onRegenerateAccepted,
  purpose = 'own',
}: {
  plan: MealPlan;
  locale: Locale;
  titled: boolean;
  /** The API accepted a regenerate: say so once the new plan is ready. */
  onRegenerateAccepted: () => void;
  purpose?: 'own' | 'week';
}) {
  const own = purpose === 'own';
  const t = useT();
  const actions = usePlanActions(plan, locale);
  const [editing, setEditing] = useState(false);
  const regenerate = async () => {
    if (await actions.regenerate()) onRegenerateAccepted();
  };

  if (plan.status === 'pending') {
    // Being made: the page asks again until it is ready, so it starts without a touch.
    return (
      <Card {...liveWhile(true)}>
        <Spinner label={t('questionnaire.plan.pending')} />
        <Text>{t('questionnaire.plan.pending')}</Text>
      </Card>
    );
  }
  if (plan.status === 'failed') {
    return (
      <EmptyState
        title={t('questionnaire.plan.failed')}
        action={
          <Button onClick={() => void regenerate()} loading={actions.regenerating}>
            {actions.regenerating
              ? t('questionnaire.plan.generating')
              : t('questionnaire.plan.regenerate')}
          </Button>
        }
      />
    );
  }
  return (
    <Stack gap={4}>
      {/* The days first: on a phone the first day is on screen without scrolling (docs/spec.md §2). */}
      <PlanWeek
        plan={plan}
        editing={editing}
        editingNow={actions.editingNow}
        onEdit={(edit) => void actions.edit(edit)}
      />
      {actions.removed && (
        <RemovedStatus
          removed={actions.removed}
          undoing={actions.editingNow?.action === 'add'}
          onUndo={() => void actions.undoRemoval()}
          onDismiss={actions.dismissRemoval}
        />
      )}
      <PlanOverview
        plan={plan}
        titled={titled}
        editing={editing}
        onToggleEditing={() => setEditing(!editing)}
        adding={actions.adding}
        regenerating={actions.regenerating}
        busy={actions.adding || actions.regenerating || actions.editingNow !== null}
        onAddToCart={own ? () => void actions.addToCart() : undefined}
        onRegenerate={() => void regenerate()}
        onDelete={own ? actions.remove : undefined}
      />
      <PlanAccuracy plan={plan} />
      {own && <PlanSuggestions plan={plan} onAccepted={onRegenerateAccepted} />}
      <PlanNotes plan={plan} />
    </Stack>
  );
}

/**
 * Offers to put a removed meal back, beside the plan rather than in the
 * toast, which goes away: the toast announces the removal, so this is no second live region.
 */
function RemovedStatus({
  removed,
  undoing,
  onUndo,
  onDismiss,
}: {
  removed: RemovedMeal;
  undoing: boolean;
  onUndo: () => void;
  onDismiss: () => void;
}) {
  const t = useT();
  const id = useId();
  return (
    <Card>
      <section aria-labelledby={id}>
        <Text id={id}>
          {t('questionnaire.plan.mealRemovedOf', { day: removed.day, meal: removed.meal })}
        </Text>
        <Cluster>
          <Button
            size="sm"
            variant="secondary"
            loading={undoing}
            aria-label={t('questionnaire.plan.undoRemovalLabel', {
              day: removed.day,
              meal: removed.meal,
            })}
            onClick={onUndo}
          >
            {t('questionnaire.plan.undo')}
          </Button>
          <Button size="sm" variant="secondary" onClick={onDismiss}>
            {t('questionnaire.plan.dismiss')}
          </Button>
        </Cluster>
      </section>
    </Card>
  );
}
