import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { MealPlan } from '@mealprep/shared/plan/contracts';
import { formatMoney } from '@mealprep/shared/i18n';
import { AppLink } from '@mealprep/shared/routes';
import { Badge, Button, Card, Heading, Stack, Text } from '@mealprep/shared/ui';
import { useT } from '../i18n';
import { Nutrition, round } from './Nutrition';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
`;

/**
 * The plan's head: title, locked / in-cart badges, daily intake, price, and what can be done
 * with it (add to cart or go to it, edit, regenerate, delete; nothing but viewing when locked).
 */
export function PlanOverview({
  plan,
  titled,
  editing,
  onToggleEditing,
  adding,
  regenerating,
  busy,
  onAddToCart,
  onRegenerate,
  onDelete,
}: {
  plan: MealPlan;
  titled: boolean;
  editing: boolean;
  onToggleEditing: () => void;
  adding: boolean;
  regenerating: boolean;
  /** Another request on the plan runs: Regenerate waits for it. */
  busy: boolean;
  /** Absent for a subscription week's plan: it is the week's, never in the cart. */
  onAddToCart?: () => void;
  onRegenerate: () => void;
  /** Absent for a subscription week's plan: the week would have none. */
  onDelete?: () => void;
}) {
  const t = useT();
  const daily = plan.daily_requirements;
  // Once the plan is in the cart, "Add to cart" gives way to "Back to cart": focus goes to that
  // link instead of falling to the page with the button (WCAG 2.4.3, docs/accessibility.md).
  const cartLink = useRef<HTMLAnchorElement>(null);
  const wasInCart = useRef(plan.in_cart);
  useEffect(() => {
    const added = plan.in_cart && !wasInCart.current;
    wasInCart.current = plan.in_cart;
    const active = document.activeElement;
    if (added && (!active || active === document.body)) cartLink.current?.focus();
  }, [plan.in_cart]);
  return (
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
          {!plan.locked && !plan.in_cart && onAddToCart && (
            <Button onClick={onAddToCart} loading={adding}>
              {t('questionnaire.plan.addToCart')}
            </Button>
          )}
          {plan.in_cart && (
            <>
              <AppLink to="cart" ref={cartLink}>
                {t('questionnaire.plan.backToCart')}
              </AppLink>
              <AppLink to="checkout">{t('questionnaire.plan.checkout')}</AppLink>
            </>
          )}
          {!plan.locked && (
            <>
              <Button variant="secondary" onClick={onToggleEditing} aria-pressed={editing}>
                {editing ? t('questionnaire.plan.doneEditing') : t('questionnaire.plan.edit')}
              </Button>
              <Button
                variant="secondary"
                onClick={onRegenerate}
                loading={regenerating}
                disabled={busy && !regenerating}
              >
                {regenerating
                  ? t('questionnaire.plan.generating')
                  : t('questionnaire.plan.regenerate')}
              </Button>
              {onDelete && (
                <Button variant="danger" onClick={onDelete}>
                  {t('questionnaire.plan.delete')}
                </Button>
              )}
            </>
          )}
        </Row>
        <Text size="sm" tone="muted">
          {t('questionnaire.plan.customise')}
        </Text>
      </Stack>
    </Card>
  );
}

/** What the plan left out (a dish cooked in oil for a no-oil customer); misses are told per day in the plan view. */
export function PlanNotes({ plan }: { plan: MealPlan }) {
  const t = useT();
  return (
    <>
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
    </>
  );
}
