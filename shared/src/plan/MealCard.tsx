import { styled } from 'styled-components';
import type { PlanEdit } from '../domain';
import type { PlanMeal } from '../contracts';
import { Button, Heading, VisuallyHidden } from '../ui';
import { usePlanT } from './messages';

const Card = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const Dishes = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Figures = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Details = styled.details`
  font-size: ${({ theme }) => theme.fontSizes.sm};

  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
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
      <Head>
        <Heading level={4} size="md" id={headingId}>
          {t('planView.meal', { meal: meal.meal })}
        </Heading>
        <Figures>
          <span aria-hidden="true">
            <strong>{t('planView.kcal', { value: figures.calories })}</strong> ·{' '}
            {t('planView.macros', figures)}
          </span>
          <VisuallyHidden>{t('planView.macrosLabel', figures)}</VisuallyHidden>
        </Figures>
      </Head>
      <Dishes>{dishesOf(meal).join(' · ')}</Dishes>
      <Details>
        <summary>{t('planView.whatsIn')}</summary>
        <ul aria-label={t('planView.whatsIn')}>
          {meal.items.map((item, position) => (
            <li key={`${item.recipe_id ?? 'oil'}-${position}`}>
              {t('planView.itemFigures', {
                name: item.name,
                grams: item.grams,
                calories: Math.round(item.calories),
              })}
            </li>
          ))}
        </ul>
      </Details>
      {editing && (
        <div>
          <Button
            size="sm"
            variant="ghost"
            loading={removing}
            onClick={() => onEdit({ action: 'remove', day, meal: meal.meal })}
          >
            {t('planView.removeMeal', { meal: meal.meal, day })}
          </Button>
        </div>
      )}
    </Card>
  );
}
