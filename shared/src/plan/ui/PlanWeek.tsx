import { useEffect, useId, useRef, useState } from 'react';
import { styled } from 'styled-components';
import type { MealPlan } from '../plan.contract';
import { missesOfDay, planAccuracy, PLAN_TOLERANCE } from '../planAccuracy';
import { Button, Card, Heading, Text, VisuallyHidden } from '../../ui';
import { DayChart } from './DayChart';
import { DayTabs, panelId, tabId } from './DayTabs';
import { MealCard, type PlanChange } from './MealCard';
import { usePlanT } from './messages';
import { PlanViewIntl } from './PlanViewIntl';

const Meals = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 17rem), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[2]};

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 4px;
  }
`;

const Extras = styled.ul`
  margin: 0;
  padding-left: 1.1rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface PlanWeekProps {
  plan: MealPlan;
  /** Edit mode: each meal can be removed or a dish of it swapped, and a meal added to the day. */
  editing: boolean;
  /** The edit whose request runs (its button is busy). */
  editingNow: PlanChange | null;
  onEdit: (edit: PlanChange) => void;
}

/**
 * The plan one day at a time (docs/spec.md §2.8): day tabs, the day against its targets (chart,
 * figures in text, misses in words), its meals as cards, and the edits (remove a meal, swap a
 * dish of it, add a meal).
 * Shown wherever a plan is shown, so both hosts look and behave alike.
 */
export function PlanWeek(props: PlanWeekProps) {
  return (
    <PlanViewIntl>
      <Week {...props} />
    </PlanViewIntl>
  );
}

function Week({ plan, editing, editingNow, onEdit }: PlanWeekProps) {
  const t = usePlanT();
  const base = useId();
  const [chosen, setChosen] = useState(plan.days[0]?.day ?? 1);
  // A removed meal takes its focused button with it: focus goes to the day it was removed from
  // instead of falling to the page (WCAG 2.4.3, docs/accessibility.md).
  const panel = useRef<HTMLDivElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    const active = document.activeElement;
    if (!active || active === document.body) panel.current?.focus();
  }, [plan]);
  const edit = (change: PlanChange) => {
    refocus.current = true;
    onEdit(change);
  };
  // An edit or a regenerate may change the days: fall back to the first one.
  const day = plan.days.find((entry) => entry.day === chosen) ?? plan.days[0];
  if (!day) return null;
  const accuracy = planAccuracy(plan);
  const misses = missesOfDay(plan, day.day);
  // The running edit of a meal (remove, swap), or of the day (add: no meal).
  const runs = (meal?: number) =>
    editingNow !== null &&
    editingNow.day === day.day &&
    (editingNow.action === 'add' ? meal === undefined : editingNow.meal === meal);
  const tabs = plan.days.map((entry) => {
    const missed = missesOfDay(plan, entry.day).length;
    return {
      day: entry.day,
      label: t('planView.dayWord'),
      onTarget: missed === 0,
      status:
        missed === 0
          ? t('planView.dayOnTarget', { day: entry.day })
          : t('planView.dayMisses', { day: entry.day, count: missed }),
    };
  });

  return (
    <Card padding={4}>
      {plan.daily_requirements && (
        <Text size="sm" tone="muted">
          {t('planView.accuracy', {
            onTarget: accuracy.allOnTarget,
            days: accuracy.days,
            tolerance: Math.round(PLAN_TOLERANCE * 100),
          })}
        </Text>
      )}
      <DayTabs
        base={base}
        label={t('planView.days')}
        tabs={tabs}
        selected={day.day}
        onSelect={setChosen}
      />
      <Panel
        ref={panel}
        role="tabpanel"
        id={panelId(base)}
        aria-labelledby={tabId(base, day.day)}
        tabIndex={0}
      >
        <DayChart
          day={day.day}
          totals={day.totals}
          targets={plan.daily_requirements}
          misses={misses}
        />
        {/* The cards say what they are; the heading is there for the outline. */}
        <VisuallyHidden as="h3" id={`${base}-meals`}>
          {t('planView.meals', { day: day.day })}
        </VisuallyHidden>
        <Meals aria-labelledby={`${base}-meals`}>
          {day.meals.map((meal) => (
            <MealCard
              key={meal.meal}
              day={day.day}
              meal={meal}
              editing={editing}
              running={runs(meal.meal) ? editingNow : null}
              onEdit={edit}
            />
          ))}
        </Meals>
        {editing && (
          <div>
            {/* A day that cannot take another meal says why instead of sending a request the
                API refuses. */}
            <Button
              size="sm"
              variant="secondary"
              loading={runs()}
              aria-disabled={Boolean(day.add_meal_refused) || undefined}
              aria-describedby={day.add_meal_refused ? `${base}-add-refused` : undefined}
              onClick={() => edit({ action: 'add', day: day.day })}
            >
              {t('planView.addMeal', { day: day.day })}
            </Button>
            {day.add_meal_refused && (
              <Text size="sm" tone="muted" id={`${base}-add-refused`}>
                {day.add_meal_refused}
              </Text>
            )}
          </div>
        )}
        {plan.extras.length > 0 && (
          <section aria-labelledby={`${base}-extras`}>
            <Heading level={4} size="sm" id={`${base}-extras`}>
              {t('planView.alsoCounted')}
            </Heading>
            <Extras>
              {plan.extras.map((extra, position) => (
                <li key={`${extra.kind}-${position}`}>
                  {t(extra.kind === 'home_meal' ? 'planView.homeMeal' : 'planView.supplement', {
                    name: extra.name,
                  })}
                  {' · '}
                  {t('planView.kcal', { value: Math.round(extra.calories) })}
                </li>
              ))}
            </Extras>
          </section>
        )}
      </Panel>
    </Card>
  );
}
