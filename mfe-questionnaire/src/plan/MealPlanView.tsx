import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { apiPaths, useApi } from '@mealprep/shared/api';
import { useBus } from '@mealprep/shared/bus';
import {
  cartItemCount,
  type Cart,
  type MealPlan,
  type NutritionTotals,
} from '@mealprep/shared/domain';
import { formatMoney, useCommonT } from '@mealprep/shared/i18n';
import { AppLink } from '@mealprep/shared/routes';
import { cartLoaded, useAppDispatch } from '@mealprep/shared/store';
import {
  Badge,
  Button,
  Card,
  EmptyState,
  Heading,
  Spinner,
  Stack,
  Text,
} from '@mealprep/shared/ui';
import { useT } from '../i18n';
import { planPaths } from '../questions/api';
import { usePlan } from './usePlan';

const Days = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Meals = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  ul {
    margin: ${({ theme }) => theme.space[1]} 0;
    padding-left: 1.1rem;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
`;

const round = (value: number) => Math.round(value);

function Nutrition({ totals }: { totals: NutritionTotals }) {
  const t = useT();
  return (
    <Text size="sm" tone="muted">
      {t('questionnaire.plan.kcal', { value: round(totals.calories) })} ·{' '}
      {t('questionnaire.plan.macros', {
        protein: round(totals.protein),
        carbohydrate: round(totals.carbohydrate),
        fat: round(totals.fat),
      })}
    </Text>
  );
}

/** One counted line: "Grilled chicken breast, 180 g" and, unless compact, its figures. */
function ItemLine({
  name,
  totals,
  compact,
}: {
  name: string;
  totals: NutritionTotals;
  compact: boolean;
}) {
  const t = useT();
  if (compact) return <>{name}</>;
  return (
    <>
      {name}: {t('questionnaire.plan.kcal', { value: round(totals.calories) })} ·{' '}
      {t('questionnaire.plan.macros', {
        protein: round(totals.protein),
        carbohydrate: round(totals.carbohydrate),
        fat: round(totals.fat),
      })}
    </>
  );
}

/**
 * docs/spec.md §2 personalised plan view: daily intake, per-day and per-meal nutrition, add to cart,
 * back to cart, proceed to checkout, edit (add or remove meals), regenerate and delete; a plan
 * in a paid order is shown locked (docs/spec.md §4).
 */
export function MealPlanView({
  compact = false,
  titled = true,
}: {
  compact?: boolean;
  /** False where the host page already heads the plan "My meal plan" (the /account widget). */
  titled?: boolean;
}) {
  const t = useT();
  const common = useCommonT();
  const bus = useBus();
  const { state, reload, replace } = usePlan();
  // Set when a regenerate was asked for: once the new plan is ready, say so.
  const regenerating = useRef(false);
  // Each answer is a new object: the worker may finish before the page asks again, so the
  // status alone (ready → ready) would never change.
  const loaded = state.status === 'loaded' ? state.plan : null;
  useEffect(() => {
    if (!regenerating.current || loaded === null || loaded.status === 'pending') return;
    regenerating.current = false;
    if (loaded.status === 'ready') {
      bus.emit('toast.show', {
        variant: 'success',
        title: common('common.api.successTitle'),
        description: t('questionnaire.plan.regenerated'),
      });
    }
  }, [loaded, bus, common, t]);
  if (state.status === 'loading') return <Spinner label={t('questionnaire.plan.pending')} />;
  if (state.status === 'error') {
    return (
      <EmptyState
        title={t('questionnaire.plan.failed')}
        action={<Button onClick={reload}>{t('questionnaire.retry')}</Button>}
      />
    );
  }
  if (state.status === 'none') {
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
      plan={state.plan}
      compact={compact}
      titled={titled}
      reload={() => reload()}
      onRegenerate={() => {
        regenerating.current = true;
        reload();
      }}
      replace={replace}
    />
  );
}

function ReadyPlan({
  plan,
  compact,
  titled,
  reload,
  onRegenerate,
  replace,
}: {
  plan: MealPlan;
  compact: boolean;
  titled: boolean;
  reload: () => void;
  /** After a regenerate was accepted: reload, and say so once the new plan is ready. */
  onRegenerate: () => void;
  replace: (plan: MealPlan) => void;
}) {
  const t = useT();
  const common = useCommonT();
  const api = useApi();
  const bus = useBus();
  const dispatch = useAppDispatch();
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);

  const toast = (description: string) =>
    bus.emit('toast.show', {
      variant: 'success',
      title: common('common.api.successTitle'),
      description,
    });

  async function addToCart() {
    setBusy('cart');
    const stored = await api.post<Cart>('/api/v1/cart/store', {
      plan_id: plan.id,
      plan_type: 'PERSONALIZED',
      quantity: 1,
      servings: 1,
    });
    if (stored.ok) {
      const cart = await api.get<Cart>(apiPaths.cart);
      if (cart.ok) {
        dispatch(cartLoaded(cart.data));
        bus.emit('cart.changed', {
          count: cartItemCount(cart.data.items),
          subTotal: cart.data.sub_total,
        });
      }
      toast(t('questionnaire.plan.added'));
      reload();
    }
    setBusy(null);
  }

  async function edit(body: { action: 'add' | 'remove'; day: number; meal?: number }) {
    setBusy(`edit-${body.day}-${body.meal ?? 'add'}`);
    const result = await api.post<MealPlan>(planPaths.one(plan.id), body);
    setBusy(null);
    if (result.ok) {
      replace(result.data);
      toast(
        t(
          body.action === 'remove'
            ? 'questionnaire.plan.mealRemoved'
            : 'questionnaire.plan.mealUpdated',
        ),
      );
    }
  }

  async function regenerate() {
    setBusy('regenerate');
    const result = await api.post<{ id: number }>(planPaths.generate, { plan_id: plan.id });
    setBusy(null);
    if (result.ok) {
      bus.emit('toast.show', {
        variant: 'info',
        description: t('questionnaire.plan.regenerating'),
      });
      onRegenerate();
    }
  }

  function remove() {
    bus.emit('confirm.open', {
      title: common('common.confirm.title'),
      message: common('common.confirm.message'),
      confirmTitle: t('questionnaire.plan.delete'),
      // The confirm dialog's button is busy while this runs.
      action: async () => {
        const result = await api.delete<{ id: number }>(planPaths.one(plan.id));
        if (result.ok) {
          toast(t('questionnaire.plan.deleted'));
          reload();
        }
      },
    });
  }

  if (plan.status === 'pending') {
    return (
      <Card>
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
          <Button onClick={() => void regenerate()} loading={busy === 'regenerate'}>
            {busy === 'regenerate'
              ? t('questionnaire.plan.generating')
              : t('questionnaire.plan.regenerate')}
          </Button>
        }
      />
    );
  }

  const daily = plan.daily_requirements;
  return (
    <Stack gap={4}>
      <Card>
        <Stack gap={3}>
          <Row>
            {titled && <Heading level={2}>{t('questionnaire.plan.title')}</Heading>}
            {plan.locked && <Badge tone="neutral">{t('questionnaire.plan.locked')}</Badge>}
            {plan.in_cart && <Badge tone="primary">{t('questionnaire.plan.inCart')}</Badge>}
          </Row>
          {plan.locked && plan.locked_reason && <Text>{plan.locked_reason}</Text>}
          {daily && (
            <section aria-label={t('questionnaire.plan.dailyIntake')}>
              <Heading level={3}>{t('questionnaire.plan.dailyIntake')}</Heading>
              <Nutrition totals={daily} />
              {plan.counted_extras.calories > 0 && (
                <Text size="sm">
                  {t('questionnaire.plan.extras', {
                    calories: round(plan.counted_extras.calories),
                  })}
                </Text>
              )}
            </section>
          )}
          {plan.price && (
            <Text weight="bold">
              {t('questionnaire.plan.price', { price: formatMoney(plan.price) })}
            </Text>
          )}
          <Row>
            {!plan.locked && !plan.in_cart && (
              <Button onClick={() => void addToCart()} loading={busy === 'cart'}>
                {t('questionnaire.plan.addToCart')}
              </Button>
            )}
            {plan.in_cart && (
              <>
                <AppLink to="cart">{t('questionnaire.plan.backToCart')}</AppLink>
                <AppLink to="checkout">{t('questionnaire.plan.checkout')}</AppLink>
              </>
            )}
            {!plan.locked && (
              <>
                <Button
                  variant="secondary"
                  onClick={() => setEditing(!editing)}
                  aria-pressed={editing}
                >
                  {editing ? t('questionnaire.plan.doneEditing') : t('questionnaire.plan.edit')}
                </Button>
                <Button
                  variant="secondary"
                  onClick={() => void regenerate()}
                  loading={busy === 'regenerate'}
                  disabled={busy !== null && busy !== 'regenerate'}
                >
                  {busy === 'regenerate'
                    ? t('questionnaire.plan.generating')
                    : t('questionnaire.plan.regenerate')}
                </Button>
                <Button variant="danger" onClick={remove}>
                  {t('questionnaire.plan.delete')}
                </Button>
              </>
            )}
          </Row>
          <Text size="sm" tone="muted">
            {t('questionnaire.plan.customise')}
          </Text>
        </Stack>
      </Card>
      {plan.left_out.length > 0 && (
        <Card>
          <Heading level={3}>{t('questionnaire.plan.leftOut')}</Heading>
          <ul>
            {plan.left_out.map((entry) => (
              <li key={entry.recipe_id}>{entry.reason}</li>
            ))}
          </ul>
        </Card>
      )}
      {plan.misses.length > 0 && (
        <Card>
          <Heading level={3}>{t('questionnaire.plan.misses')}</Heading>
          <ul>
            {plan.misses.map((miss) => (
              <li key={`${miss.day}-${miss.target}`}>
                {t('questionnaire.plan.missDay', { day: miss.day, reason: miss.reason })}
              </li>
            ))}
          </ul>
        </Card>
      )}
      <Days>
        {plan.days.map((day) => (
          <li key={day.day}>
            <Card>
              <Heading level={3}>{t('questionnaire.plan.day', { day: day.day })}</Heading>
              <Text size="sm" weight="semibold">
                {t('questionnaire.plan.dayTotal')}
              </Text>
              <Nutrition totals={day.totals} />
              <Meals>
                {day.meals.map((meal) => (
                  <li key={meal.meal}>
                    <Heading level={4}>{t('questionnaire.plan.meal', { meal: meal.meal })}</Heading>
                    <Nutrition totals={meal.totals} />
                    <ul
                      aria-label={t('questionnaire.plan.mealItems', {
                        meal: meal.meal,
                        day: day.day,
                      })}
                    >
                      {meal.items.map((item, position) => (
                        <li key={`${item.recipe_id ?? 'oil'}-${position}`}>
                          <ItemLine
                            name={t('questionnaire.plan.item', {
                              name: item.name,
                              grams: item.grams,
                            })}
                            totals={item}
                            compact={compact}
                          />
                        </li>
                      ))}
                    </ul>
                    {editing && (
                      <Button
                        size="sm"
                        variant="ghost"
                        loading={busy === `edit-${day.day}-${meal.meal}`}
                        onClick={() =>
                          void edit({ action: 'remove', day: day.day, meal: meal.meal })
                        }
                      >
                        {t('questionnaire.plan.removeMeal', { meal: meal.meal, day: day.day })}
                      </Button>
                    )}
                  </li>
                ))}
              </Meals>
              {plan.extras.length > 0 && (
                <>
                  <Heading level={4}>{t('questionnaire.plan.alsoCounted')}</Heading>
                  <ul aria-label={t('questionnaire.plan.extrasOfDay', { day: day.day })}>
                    {plan.extras.map((extra, position) => (
                      <li key={`${extra.kind}-${position}`}>
                        <ItemLine
                          name={t(
                            extra.kind === 'home_meal'
                              ? 'questionnaire.plan.homeMeal'
                              : 'questionnaire.plan.supplement',
                            { name: extra.name },
                          )}
                          totals={extra}
                          compact={compact}
                        />
                      </li>
                    ))}
                  </ul>
                </>
              )}
              {editing && (
                <Button
                  size="sm"
                  variant="secondary"
                  loading={busy === `edit-${day.day}-add`}
                  onClick={() => void edit({ action: 'add', day: day.day })}
                >
                  {t('questionnaire.plan.addMeal', { day: day.day })}
                </Button>
              )}
            </Card>
          </li>
        ))}
      </Days>
    </Stack>
  );
}
