/** @jest-environment <rootDir>/../jest.env.web.js */
import { act, screen, within } from '@testing-library/react';
import { customerProfile } from '@mealprep/shared/testing';
import { profileLoaded } from '@mealprep/shared/store';
import { renderAuthPage } from '../testing/renderAuthPage';
import { startTestApi, type TestApi } from '../testing/testApi';

let api: TestApi;
afterEach(() => api.close());

it('leads a customer without a meal plan to the questionnaire, and offers the team', async () => {
  api = await startTestApi({
    'GET /api/v1/user_personalized_meal/plan': () => ({ status: 200, body: { data: null } }),
  });
  const page = renderAuthPage('/account', { locale: 'en-US', baseURL: api.baseURL });
  act(() => {
    page.store.dispatch(profileLoaded(customerProfile()));
  });
  // The first render also loads the page's module: allow for a busy machine.
  expect(
    await screen.findByRole('heading', { name: 'No meal plan yet' }, { timeout: 5000 }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Start the questionnaire' })).toHaveAttribute(
    'href',
    '/account/user-preferences/essentials',
  );
  expect(screen.getByText('Hello, Siti!')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Customise by contacting the team' })).toHaveAttribute(
    'href',
    'https://wa.me/60123456789',
  );
});

it('names the plan section with the same words in Bahasa Malaysia while there is no plan', async () => {
  api = await startTestApi({
    'GET /api/v1/user_personalized_meal/plan': () => ({ status: 200, body: { data: null } }),
  });
  renderAuthPage('/account', { baseURL: api.baseURL });
  const region = await screen.findByRole('region', { name: 'Pelan hidangan saya' });
  expect(
    await within(region).findByRole('heading', { level: 2, name: 'Pelan hidangan saya' }),
  ).toBeInTheDocument();
  expect(within(region).getAllByRole('heading', { name: 'Pelan hidangan saya' })).toHaveLength(1);
});
