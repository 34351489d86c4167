import { styled } from 'styled-components';
import { caloriesOf } from '@mealprep/shared/catalogue';
import type { HomeMeal, Profile, Supplement } from '@mealprep/shared/plan/contracts';
import { selectProfile, useAppSelector } from '@mealprep/shared/store';
import {
  Button,
  Card,
  Cluster,
  EmptyState,
  Heading,
  PageFrame,
  Skeleton,
  Stack,
} from '@mealprep/shared/ui';
import { LinkButton } from '@mealprep/shared/routes';
import { useT } from '../i18n';
import { Facts } from '../orders/OrderParts';
import { usePreferenceQuestionsQuery, type PreferenceQuestion } from './api';

const Section = styled(Card).attrs({ as: 'section' })``;

/** The ids the profile holds as answers: single choices, allergies and chosen recipes. */
function chosen(profile: Profile) {
  const ids = new Set<number>();
  for (const value of Object.values(profile.preferences)) {
    if (typeof value === 'number') ids.add(value);
  }
  for (const allergy of profile.allergies) ids.add(allergy.id);
  const recipes = new Set<number>();
  for (const entry of Object.values(profile.meal_preferences)) {
    for (const recipe of entry?.recipes ?? []) recipes.add(recipe);
  }
  return { ids, recipes };
}

/**
 * Answers the profile holds as codes rather than option ids: the oil choice, and the
 * supplements question, whose yes / no is whether any supplement or home-sourced meal is saved.
 */
function answeredCode(type: string, profile: Profile): string | null {
  if (type === 'oil') return profile.preferences.oil ?? null;
  if (type === 'supplements' && profile.essentials_answered) {
    return profile.supplements.length > 0 || profile.home_meal ? 'yes' : 'no';
  }
  return null;
}

function answeredWithNone(type: string, profile: Profile): boolean {
  if (type === 'allergies') return profile.essentials_answered && profile.allergies.length === 0;
  if (type === 'garnish' || type === 'sauce') {
    return (profile.meal_preferences[type]?.recipes.length ?? -1) === 0;
  }
  return false;
}

/** Each question with the names of the options the customer chose, in the question's order. */
export function answersInWords(questions: PreferenceQuestion[], profile: Profile) {
  const { ids, recipes } = chosen(profile);
  return questions.map((question) => ({
    id: question.id,
    type: question.question_type.name,
    question: question.name,
    /** Answered with no option: no allergies, or 'None' for garnish or sauce. */
    answeredNone: answeredWithNone(question.question_type.name, profile),
    answers: question.options
      .filter(
        (option) =>
          ids.has(option.id) ||
          (option.recipe_id !== null && recipes.has(option.recipe_id)) ||
          (option.code !== undefined &&
            option.code === answeredCode(question.question_type.name, profile)),
      )
      .map((option) => option.name),
  }));
}

function Answers({
  questions,
  profile,
  extra,
}: {
  questions: PreferenceQuestion[];
  profile: Profile;
  extra?: [string, string][];
}) {
  const t = useT();
  return (
    <Facts>
      {answersInWords(questions, profile).map((entry) => (
        <div key={entry.id} style={{ display: 'contents' }}>
          <dt>{entry.question}</dt>
          <dd>
            {entry.answers.length > 0
              ? entry.answers.join(', ')
              : entry.answeredNone
                ? t('account.preferences.noneChosen')
                : t('account.preferences.none')}
          </dd>
        </div>
      ))}
      {extra?.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </Facts>
  );
}

/** `/account/preferences`: the saved answers in words, with links into edit-summary (docs/spec.md §2). */
export default function PreferencesPage() {
  const t = useT();
  const profile = useAppSelector(selectProfile);
  const essentials = usePreferenceQuestionsQuery('essentials');
  const meals = usePreferenceQuestionsQuery('meals');
  const answered = profile?.essentials_answered || profile?.meal_preferences_answered;

  const body = (() => {
    if (!profile || essentials.isLoading || meals.isLoading) {
      return <Skeleton width="100%" height="16rem" radius="lg" />;
    }
    if (!answered) {
      return (
        <EmptyState
          title={t('account.preferences.emptyTitle')}
          description={t('account.preferences.emptyBody')}
          action={
            <LinkButton to="essentials">{t('account.dashboard.startQuestionnaire')}</LinkButton>
          }
        />
      );
    }
    if (!essentials.data || !meals.data) {
      return (
        <EmptyState
          title={t('account.page.error')}
          action={
            <Button
              onClick={() => {
                void essentials.refetch();
                void meals.refetch();
              }}
            >
              {t('account.page.retry')}
            </Button>
          }
        />
      );
    }
    const extra: [string, string][] = [];
    if (profile.height) extra.push([t('account.preferences.height'), `${profile.height} cm`]);
    if (profile.weight) extra.push([t('account.preferences.weight'), `${profile.weight} kg`]);
    const figures = (entry: Supplement | HomeMeal) =>
      t('account.preferences.figures', {
        name: entry.name,
        calories: Math.round(entry.calories ?? caloriesOf(entry)),
        protein: entry.protein,
        carbohydrate: entry.carbohydrate,
        fat: entry.fat,
      });
    if (profile.supplements.length > 0) {
      extra.push([
        t('account.preferences.supplements'),
        profile.supplements.map(figures).join('; '),
      ]);
    }
    if (profile.home_meal) {
      extra.push([t('account.preferences.homeMeal'), figures(profile.home_meal)]);
    }
    if (profile.custom_macros) {
      extra.push([
        t('account.preferences.customMacros'),
        t('account.preferences.macros', { ...profile.custom_macros }),
      ]);
    }
    if (profile.preferences.goal_description) {
      extra.push([t('account.preferences.goalNote'), profile.preferences.goal_description]);
    }
    return (
      <Stack gap={4}>
        <Section aria-labelledby="preferences-essentials">
          <Stack gap={3}>
            <Heading level={2} size="lg" id="preferences-essentials">
              {t('account.preferences.essentials')}
            </Heading>
            <Answers questions={essentials.data} profile={profile} extra={extra} />
          </Stack>
        </Section>
        <Section aria-labelledby="preferences-meals">
          <Stack gap={3}>
            <Heading level={2} size="lg" id="preferences-meals">
              {t('account.preferences.meals')}
            </Heading>
            <Answers questions={meals.data} profile={profile} />
          </Stack>
        </Section>
        {profile.daily_requirements && (
          <Section aria-labelledby="preferences-daily">
            <Stack gap={3}>
              <Heading level={2} size="lg" id="preferences-daily">
                {t('account.preferences.daily')}
              </Heading>
              <Facts>
                <dt>{t('account.preferences.calories')}</dt>
                <dd>{Math.round(profile.daily_requirements.calories)} kcal</dd>
                <dt>{t('account.preferences.protein')}</dt>
                <dd>{Math.round(profile.daily_requirements.protein)} g</dd>
                <dt>{t('account.preferences.carbohydrate')}</dt>
                <dd>{Math.round(profile.daily_requirements.carbohydrate)} g</dd>
                <dt>{t('account.preferences.fat')}</dt>
                <dd>{Math.round(profile.daily_requirements.fat)} g</dd>
              </Facts>
            </Stack>
          </Section>
        )}
      </Stack>
    );
  })();

  return (
    <PageFrame title={t('account.preferences.title')}>
      {answered && (
        <Cluster>
          <LinkButton to="editSummary" variant="secondary">
            {t('account.preferences.edit')}
          </LinkButton>
        </Cluster>
      )}
      {body}
    </PageFrame>
  );
}
