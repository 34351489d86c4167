import styled from 'styled-components';
import type { MealPlan, PlanEdit } from '@mealprep/shared/domain';
import { Button, Card, Heading, Text } from '@mealprep/shared/ui';
import { useT } from '../i18n';
import { ItemLine, Nutrition } from './Nutrition';

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
    padding-left: ${({ theme }) => theme.space[5]};
  }
`;

/**
 * The plan day by day: each day's total, its meals with every counted item, what is counted
 * besides (supplements, the home-sourced meal) and, while editing, remove / add a meal.
 */
export function PlanDays({
  plan,
  compact,
  editing,
  editingNow,
  onEdit,
}: {
  plan: MealPlan;
  compact: boolean;
  editing: boolean;
  /** The edit whose request runs (its button is busy). */
  editingNow: PlanEdit | null;
  onEdit: (edit: PlanEdit) => void;
}) {
  const t = useT();
  const runs = (day: number, meal?: number) =>
    editingNow !== null &&
    editingNow.day === day &&
    (editingNow.action === 'remove' ? editingNow.meal === meal : meal === undefined);
  return (
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
                      loading={runs(day.day, meal.meal)}
                      onClick={() => onEdit({ action: 'remove', day: day.day, meal: meal.meal })}
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
                loading={runs(day.day)}
                onClick={() => onEdit({ action: 'add', day: day.day })}
              >
                {t('questionnaire.plan.addMeal', { day: day.day })}
              </Button>
            )}
          </Card>
        </li>
      ))}
    </Days>
  );
}
