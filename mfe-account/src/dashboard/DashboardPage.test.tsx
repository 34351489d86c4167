/** @jest-environment <rootDir>/../jest.env.web.js */
import { act, screen } from '@testing-library/react';
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
  expect(await screen.findByRole('heading', { name: 'No meal plan yet' })).toBeInTheDocument();
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
