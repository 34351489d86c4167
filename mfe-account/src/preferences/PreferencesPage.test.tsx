/** @jest-environment <rootDir>/../jest.env.web.js */
import { act, screen, within } from '@testing-library/react';
import { customerProfile } from '@mealprep/shared/testing';
import { profileLoaded } from '@mealprep/shared/store';
import { renderAuthPage } from '../testing/renderAuthPage';
import { startTestApi, type TestApi } from '../testing/testApi';
import type { PreferenceQuestion } from './api';

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
  const essentialsSection = await screen.findByRole('region', { name: 'About you' });
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

it('shows every answer: oil, supplements with their figures, the home-sourced meal, custom macros and None', async () => {
  const withCodes: PreferenceQuestion[] = [
    ...essentials,
    {
      id: 4,
      question_type: { name: 'supplements' },
      name: 'Do you take supplements?',
      options: [
        { id: 41, code: 'yes', name: 'Yes', recipe_id: null },
        { id: 42, code: 'no', name: 'No', recipe_id: null },
      ],
    },
  ];
  const mealsWithOil: PreferenceQuestion[] = [
    {
      id: 5,
      question_type: { name: 'oil' },
      name: 'Oil preference',
      options: [
        { id: 51, code: 'normal_oil', name: 'Normal oil', recipe_id: null },
        { id: 52, code: 'no_oil', name: 'No oil', recipe_id: null },
      ],
    },
    ...meals,
    {
      id: 6,
      question_type: { name: 'garnish' },
      name: 'Garnish',
      options: [
        { id: 61, code: 'sesame_seeds', name: 'Sesame seeds', recipe_id: 601 },
        { id: 62, code: 'none', name: 'None', recipe_id: null },
      ],
    },
  ];
  api = await startTestApi({
    'GET /api/v1/user_preferences/questions/essentials': () => ({
      status: 200,
      body: { data: withCodes },
    }),
    'GET /api/v1/user_preferences/questions/meal_prefences': () => ({
      status: 200,
      body: { data: mealsWithOil },
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
        height: 181.5,
        weight: 77.3,
        allergies: [],
        supplements: [{ name: 'Whey', calories: 110, protein: 25, fat: 0.5, carbohydrate: 1 }],
        home_meal: { name: 'Nasi lemak', calories: 550, protein: 18, carbohydrate: 70, fat: 22 },
        custom_macros: { protein: 190, carbohydrate: 260, fat: 65 },
        preferences: { ...profile.preferences, activity_level_id: 12, oil: 'no_oil' },
        meal_preferences: { chicken: { recipes: [501] }, garnish: { recipes: [] } },
      }),
    );
  });
  const answer = (label: string) =>
    screen.getAllByRole('term').find((term) => term.textContent === label)?.nextElementSibling
      ?.textContent;
  await screen.findByRole('region', { name: 'About you' });
  expect(answer('Oil preference')).toBe('No oil');
  expect(answer('Do you take supplements?')).toBe('Yes');
  expect(answer('Allergies')).toBe('None');
  expect(answer('Garnish')).toBe('None');
  expect(answer('Supplements')).toBe(
    'Whey: 110 kcal · protein 25 g · carbohydrate 1 g · fat 0.5 g',
  );
  expect(answer('Home-sourced meal')).toBe(
    'Nasi lemak: 550 kcal · protein 18 g · carbohydrate 70 g · fat 22 g',
  );
  expect(answer('My daily macros')).toBe('Protein 190 g · Carbohydrate 260 g · Fat 65 g');
  expect(answer('Height')).toBe('181.5 cm');
});
