import type { ReactNode } from 'react';
import styled from 'styled-components';
import {
  ESSENTIAL_STEPS,
  MEAL_LIST_STEPS,
  type EssentialStep,
  type MealStep,
} from '@mealprep/shared/plan';
import { caloriesOf } from '@mealprep/shared/catalogue';
import type { HomeMeal, Profile, Supplement } from '@mealprep/shared/plan/contracts';
import { AppLink, useAppNavigate } from '@mealprep/shared/routes';
import { selectProfile, useAppSelector } from '@mealprep/shared/store';
import { Button, Card, EmptyState, Heading, Skeleton, Stack, Text } from '@mealprep/shared/ui';
import { useT } from '../i18n';
import { SummarySuggestions } from './SummarySuggestions';
import { useQuestions, type Question } from '../questions/api';
import { SetupLayout } from '../questions/SetupLayout';

// On a phone the section, the answer and the link back are stacked: three columns did not fit
// at 390 px and widened the page (WCAG 1.4.10 reflow).
const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;

  dt {
    margin-top: ${({ theme }) => theme.space[3]};
    font-weight: 600;
  }

  dd {
    margin: 0;
    overflow-wrap: break-word;
  }

  @media (min-width: 48rem) {
    grid-template-columns: minmax(8rem, max-content) minmax(0, 1fr) auto;
    gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};

    dt {
      margin-top: 0;
    }
  }
`;

/** The supplements question's "No" option: what a customer without any answered. */
function noOption(q: Record<string, Question>): number | null {
  return q.supplements?.options.find((option) => option.code === 'no')?.id ?? null;
}

function optionName(questions: Record<string, Question>, question: string, id: number | null) {
  return questions[question]?.options.find((option) => option.id === id)?.name ?? '—';
}

type Translate = ReturnType<typeof useT>;

/** "Name: 110 kcal · P 25 g · C 1 g · F 0.5 g" for a supplement or the home-sourced meal. */
function withFigures(t: Translate, entry: Supplement | HomeMeal): string {
  return t('questionnaire.summary.figures', {
    name: entry.name,
    calories: Math.round(entry.calories ?? caloriesOf(entry)),
    protein: entry.protein,
    carbohydrate: entry.carbohydrate,
    fat: entry.fat,
  });
}

function essentialsValue(
  step: EssentialStep,
  profile: Profile,
  q: Record<string, Question>,
  t: Translate,
): string {
  const none = t('questionnaire.summary.none');
  const p = profile.preferences;
  switch (step) {
    case 'activity_level':
      return optionName(q, 'activity_level', p.activity_level_id);
    case 'goal': {
      const macros = profile.custom_macros;
      return [
        optionName(q, 'goal', p.goal_id),
        macros && t('questionnaire.summary.customMacros', { ...macros }),
        p.goal_description,
      ]
        .filter(Boolean)
        .join(' — ');
    }
    case 'body_type':
      return `${optionName(q, 'body_type', p.body_type_id)}, ${profile.height ?? '—'} cm, ${profile.weight ?? '—'} kg`;
    case 'allergies':
      return profile.allergies.map((allergy) => allergy.name).join(', ') || none;
    case 'supplements':
      return (
        [
          ...profile.supplements.map((supplement) => withFigures(t, supplement)),
          profile.home_meal &&
            t('questionnaire.summary.homeMeal', { meal: withFigures(t, profile.home_meal) }),
        ]
          .filter(Boolean)
          .join('; ') || optionName(q, 'supplements', noOption(q))
      );
    case 'meal_count':
      return `${optionName(q, 'meal_count', p.meal_count_id)}, ${optionName(q, 'meal_day', p.meal_day_id)}`;
  }
}

/** One answer: its section, what was answered, and a link back to that step. */
function SummaryRow({
  route,
  step,
  label,
  children,
}: {
  route: 'essentials' | 'mealQuestionnaire';
  step: EssentialStep | MealStep;
  /** The row's name when it is not the step's own (an answer asked on the step). */
  label?: string;
  children: ReactNode;
}) {
  const t = useT();
  const section = label ?? t(`questionnaire.section.${step}`);
  return (
    <div style={{ display: 'contents' }}>
      <dt>{section}</dt>
      <dd>{children}</dd>
      <dd>
        <AppLink to={route} search={`?step=${step}`}>
          {t('questionnaire.summary.edit', { section })}
        </AppLink>
      </dd>
    </div>
  );
}

/** docs/spec.md §2 summary / edit-summary: every answer with a way back to its step. */
export function PreferencesSummary({ mode }: { mode: 'summary' | 'edit' }) {
  const t = useT();
  const navigate = useAppNavigate();
  const profile = useAppSelector(selectProfile);
  const essentials = useQuestions('essentials');
  const meal = useQuestions('meal');
  const title =
    mode === 'summary' ? t('questionnaire.summary.title') : t('questionnaire.editSummary.title');
  const failed = [essentials, meal].filter((questions) => !questions.data && questions.isError);
  if (failed.length > 0) {
    return (
      <SetupLayout title={title} current="summary">
        <EmptyState
          title={t('questionnaire.loadError')}
          action={
            <Button onClick={() => failed.forEach((questions) => void questions.refetch())}>
              {t('questionnaire.retry')}
            </Button>
          }
        />
      </SetupLayout>
    );
  }
  if (!essentials.data || !meal.data || !profile) {
    return (
      <SetupLayout title={title} current="summary">
        <Skeleton width="100%" height="16rem" radius="lg" />
      </SetupLayout>
    );
  }
  const q = { ...essentials.data, ...meal.data };
  const none = t('questionnaire.summary.none');
  const recipes = new Set(
    Object.values(profile.meal_preferences).flatMap((entry) => entry?.recipes ?? []),
  );
  const daily = profile.daily_requirements;
  return (
    <SetupLayout title={title} current="summary">
      <Stack gap={4}>
        <Card>
          <Heading level={2}>{t('questionnaire.summary.essentials')}</Heading>
          <List>
            {ESSENTIAL_STEPS.map((step) => (
              <SummaryRow key={step} route="essentials" step={step}>
                {essentialsValue(step, profile, q, t)}
              </SummaryRow>
            ))}
          </List>
          {daily && (
            <Text>
              {t('questionnaire.summary.dailyIntake')}:{' '}
              {t('questionnaire.plan.kcal', { value: Math.round(daily.calories) })} ·{' '}
              {t('questionnaire.plan.macros', {
                protein: daily.protein,
                carbohydrate: daily.carbohydrate,
                fat: daily.fat,
              })}
            </Text>
          )}
        </Card>
        <Card>
          <Heading level={2}>{t('questionnaire.summary.meals')}</Heading>
          <List>
            <SummaryRow route="mealQuestionnaire" step="oil">
              {q.oil?.options.find((option) => option.code === profile.preferences.oil)?.name ??
                '—'}
            </SummaryRow>
            <SummaryRow
              route="mealQuestionnaire"
              step="oil"
              label={t('questionnaire.summary.sides')}
            >
              {profile.preferences.balancing_sides
                ? t('questionnaire.summary.sidesAllowed')
                : t('questionnaire.summary.sidesNotAllowed')}
            </SummaryRow>
            <SummaryRow
              route="mealQuestionnaire"
              step="protein"
              label={t('questionnaire.summary.lightMeals')}
            >
              {profile.preferences.light_meals
                ? t('questionnaire.summary.lightMealsAllowed')
                : t('questionnaire.summary.lightMealsNotAllowed')}
            </SummaryRow>
            {MEAL_LIST_STEPS.map((step) => (
              <SummaryRow key={step} route="mealQuestionnaire" step={step}>
                {(q[step]?.options ?? [])
                  .filter((option) => option.recipe_id !== null && recipes.has(option.recipe_id))
                  .map((option) => option.name)
                  .join(', ') || none}
              </SummaryRow>
            ))}
            <SummaryRow route="mealQuestionnaire" step="seasoning">
              {optionName(q, 'seasoning', profile.preferences.seasoning_id)}
            </SummaryRow>
            <SummaryRow route="mealQuestionnaire" step="spices">
              {optionName(q, 'spices', profile.preferences.spice_id)}
            </SummaryRow>
          </List>
        </Card>
        <SummarySuggestions />
        <div>
          <Button onClick={() => navigate('planLoading')}>
            {mode === 'summary'
              ? t('questionnaire.summary.generate')
              : t('questionnaire.summary.regenerate')}
          </Button>
        </div>
      </Stack>
    </SetupLayout>
  );
}
