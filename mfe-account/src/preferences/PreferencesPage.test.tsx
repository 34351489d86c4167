/** @jest-environment <rootDir>/../jest.env.web.js */
import { act, screen, within } from '@testing-library/react';
import { customerProfile } from '@mealprep/shared/testing';
import { profileLoaded } from '@mealprep/shared/store';
import { renderAuthPage } from '../testing/renderAuthPage';
import { startTestApi, type TestApi } from '../testing/testApi';
import type { PreferenceQuestion } from './PreferencesPage';

const essentials: PreferenceQuestion[] = [
  {
    id: 1,
    question_type: { name: 'activity_level' },
    name: 'How active are you?',
    options: [
      { id: 11, name: 'Not active', recipe_id: null },
      { id: 12, name: 'Moderately active', recipe_id: null },
    ],
  },
  {
    id: 2,
    question_type: { name: 'allergies' },
    name: 'Allergies',
    options: [
      { id: 21, name: 'Peanut', recipe_id: null },
      { id: 22, name: 'Dairy', recipe_id: null },
    ],
  },
];
const meals: PreferenceQuestion[] = [
  {
    id: 3,
    question_type: { name: 'protein' },
    name: 'Protein',
    options: [
      { id: 31, name: 'Grilled chicken', recipe_id: 501 },
      { id: 32, name: 'Beef', recipe_id: 502 },
    ],
  },
];

let api: TestApi;
afterEach(() => api.close());

it('shows the saved answers in words with a link to edit them', async () => {
  api = await startTestApi({
    'GET /api/v1/user_preferences/questions/essentials': () => ({
      status: 200,
      body: { data: essentials },
    }),
    'GET /api/v1/user_preferences/questions/meal_prefences': () => ({
      status: 200,
      body: { data: meals },
    }),
  });
  const page = renderAuthPage('/account/preferences', { locale: 'en-US', baseURL: api.baseURL });
  const profile = customerProfile();
  act(() => {
    page.store.dispatch(
      profileLoaded({
        ...profile,
        essentials_answered: true,
        meal_preferences_answered: true,
        height: 160,
        weight: 55,
        allergies: [{ id: 22, name: 'Dairy' }],
        preferences: { ...profile.preferences, activity_level_id: 12 },
        meal_preferences: { chicken: { recipes: [501] } },
      }),
    );
  });
  const essentialsSection = await screen.findByRole('region', { name: 'Essential details' });
  expect(within(essentialsSection).getByText('Moderately active')).toBeInTheDocument();
  expect(within(essentialsSection).getByText('Dairy')).toBeInTheDocument();
  expect(within(essentialsSection).getByText('160 cm')).toBeInTheDocument();
  const mealsSection = screen.getByRole('region', { name: 'Meal preferences' });
  expect(within(mealsSection).getByText('Grilled chicken')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Edit my answers' })).toHaveAttribute(
    'href',
    '/account/user-preferences/edit-summary',
  );
});
