import { styled } from 'styled-components';
import type { PlanEdit } from '../domain';
import type { PlanMeal } from '../contracts';
import { Button, Heading, VisuallyHidden } from '../ui';
import { usePlanT } from './messages';

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

/**
 * One meal of a day as a card: its dishes, calories and macros at a glance, every counted item
 * (with the cooking oil) on demand, and while editing a button that removes it.
 */
export function MealCard({
  day,
  meal,
  editing,
  removing,
  onEdit,
}: {
  day: number;
  meal: PlanMeal;
  editing: boolean;
  /** Its remove request runs. */
  removing: boolean;
  onEdit: (edit: PlanEdit) => void;
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
        {editing && (
          <Button
            size="sm"
            variant="ghost"
            loading={removing}
            onClick={() => onEdit({ action: 'remove', day, meal: meal.meal })}
          >
            {t('planView.removeMeal', { meal: meal.meal, day })}
          </Button>
        )}
      </Wide>
    </Card>
  );
}
