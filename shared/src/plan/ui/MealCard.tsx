import { useId, useState } from 'react';
import { styled } from 'styled-components';
import type { PlanEdit } from '../questionnaire';
import type { PlanMeal, PlanSwapEdit } from '../plan.contract';
import { Button, Heading, Text, VisuallyHidden } from '../../ui';
import { usePlanT } from './messages';

/** An edit of a plan: remove or add a meal (`PlanEdit`), or swap a meal's dishes. */
export type PlanChange = PlanEdit | PlanSwapEdit;

const Card = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: baseline;
  gap: 0 ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  h4 {
    margin: 0;
  }
`;

const Kcal = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** The rest of the card spans both columns. */
const Wide = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 0 ${({ theme }) => theme.space[2]};
`;

const Dishes = styled.p`
  grid-column: 1 / -1;
  margin: 0;
`;

const Macros = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Details = styled.details`
  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }

  &[open] {
    flex-basis: 100%;
  }

  ul {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    padding-left: 1.1rem;
  }
`;

/** The meal's dishes by name: its components without the cooking oil (listed under "What's in it"). */
export const dishesOf = (meal: PlanMeal) =>
  meal.items.filter((item) => item.recipe_id !== null).map((item) => item.name);

const Edits = styled.div`
  flex-basis: 100%;
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  justify-items: start;

  ul {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

/**
 * One meal of a day as a card: its dishes, calories and macros at a glance, every counted item
 * (with the cooking oil) on demand, and while editing its edits: remove it, or swap one of its
 * dishes for another the customer chose. An edit the plan says cannot be done is unavailable,
 * with its reason beside it (`aria-describedby`), instead of sending a request the API refuses.
 */
export function MealCard({
  day,
  meal,
  editing,
  running,
  onEdit,
}: {
  day: number;
  meal: PlanMeal;
  editing: boolean;
  /** Its edit whose request runs (its button is busy), or null. */
  running: PlanChange | null;
  onEdit: (edit: PlanChange) => void;
}) {
  const t = usePlanT();
  const { calories, protein, carbohydrate, fat } = meal.totals;
  const figures = {
    calories: Math.round(calories),
    protein: Math.round(protein),
    carbohydrate: Math.round(carbohydrate),
    fat: Math.round(fat),
  };
  const headingId = `plan-meal-${day}-${meal.meal}`;
  return (
    <Card aria-labelledby={headingId}>
      <Heading level={4} size="md" id={headingId}>
        {t('planView.meal', { meal: meal.meal })}
      </Heading>
      <Kcal aria-hidden="true">{t('planView.kcal', { value: figures.calories })}</Kcal>
      <Dishes>{dishesOf(meal).join(' · ')}</Dishes>
      <Wide>
        <Macros>
          <span aria-hidden="true">{t('planView.macros', figures)}</span>
          <VisuallyHidden>{t('planView.macrosLabel', figures)}</VisuallyHidden>
        </Macros>
        <Details>
          <summary>{t('planView.whatsIn')}</summary>
          <ul aria-label={t('planView.whatsIn')}>
            {meal.items.map((item, position) => (
              <li key={`${item.recipe_id ?? 'oil'}-${position}`}>
                {item.side_servings
                  ? t('planView.sideFigures', {
                      name: item.name,
                      servings: item.side_servings,
                      grams: item.grams,
                      calories: Math.round(item.calories),
                    })
                  : t('planView.itemFigures', {
                      name: item.name,
                      grams: item.grams,
                      calories: Math.round(item.calories),
                    })}
              </li>
            ))}
          </ul>
        </Details>
        {editing && <MealEdits day={day} meal={meal} running={running} onEdit={onEdit} />}
      </Wide>
    </Card>
  );
}

/** A meal's edits (docs/planner.md, Editing a plan): remove it; swap a dish, from a list. */
function MealEdits({
  day,
  meal,
  running,
  onEdit,
}: {
  day: number;
  meal: PlanMeal;
  running: PlanChange | null;
  onEdit: (edit: PlanChange) => void;
}) {
  const t = usePlanT();
  const base = useId();
  const [choosing, setChoosing] = useState(false);
  const removeRefused = meal.remove_refused ?? null;
  const swapRefused = meal.swap_refused ?? null;
  const swapping = running?.action === 'swap' ? running.recipe_ids.join() : null;
  return (
    <Edits>
      <Button
        size="sm"
        variant="ghost"
        loading={running?.action === 'remove'}
        aria-disabled={Boolean(removeRefused) || undefined}
        aria-describedby={removeRefused ? `${base}-remove` : undefined}
        onClick={() => onEdit({ action: 'remove', day, meal: meal.meal })}
      >
        {t('planView.removeMeal', { meal: meal.meal, day })}
      </Button>
      {removeRefused && (
        <Text size="sm" tone="muted" id={`${base}-remove`}>
          {removeRefused}
        </Text>
      )}
      {/* A plan answered before swaps were offered has none to show. */}
      {meal.swaps && (
        <>
          <Button
            size="sm"
            variant="ghost"
            aria-expanded={swapRefused ? undefined : choosing}
            aria-controls={swapRefused || !choosing ? undefined : `${base}-swaps`}
            aria-disabled={Boolean(swapRefused) || undefined}
            aria-describedby={swapRefused ? `${base}-swap` : undefined}
            onClick={() => setChoosing(!choosing)}
          >
            {t('planView.swapMeal', { meal: meal.meal, day })}
          </Button>
          {swapRefused && (
            <Text size="sm" tone="muted" id={`${base}-swap`}>
              {swapRefused}
            </Text>
          )}
          {choosing && !swapRefused && (
            <ul
              id={`${base}-swaps`}
              aria-label={t('planView.swapChoices', { meal: meal.meal, day })}
            >
              {meal.swaps.map((swap, position) => {
                const why = `${base}-swap-${position}`;
                return (
                  <li key={`${swap.replaces_id}-${swap.recipe_id}`}>
                    <Button
                      size="sm"
                      variant="secondary"
                      loading={swapping === swap.recipe_ids.join()}
                      aria-disabled={Boolean(swap.refused) || undefined}
                      aria-describedby={swap.refused ? why : undefined}
                      onClick={() =>
                        onEdit({
                          action: 'swap',
                          day,
                          meal: meal.meal,
                          recipe_ids: swap.recipe_ids,
                        })
                      }
                    >
                      {t('planView.swapFor', { replaces: swap.replaces, name: swap.name })}
                    </Button>
                    {swap.refused && (
                      <Text size="sm" tone="muted" id={why}>
                        {swap.refused}
                      </Text>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </>
      )}
    </Edits>
  );
}
