/** @jest-environment <rootDir>/../jest.env.web.js */
import { act, screen, waitFor, within } from '@testing-library/react';
import { weekCutoff } from '@mealprep/shared/subscriptions';
import { customerProfile, fakeDateOnly } from '@mealprep/shared/testing';
import { profileLoaded } from '@mealprep/shared/store';
import { renderAuthPage } from '../testing/renderAuthPage';
import { startTestApi, type TestApi } from '../testing/testApi';

let api: TestApi;
afterEach(() => api.close());

it('leads a customer without a meal plan to the questionnaire, and offers the team', async () => {
  api = await startTestApi({
    'GET /api/v1/user_personalized_meal/plan': () => ({ status: 200, body: { data: null } }),
    'GET /api/v1/subscription': () => ({ status: 200, body: { data: null } }),
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
    'GET /api/v1/subscription': () => ({ status: 200, body: { data: null } }),
  });
  renderAuthPage('/account', { baseURL: api.baseURL });
  const region = await screen.findByRole('region', { name: 'Pelan hidangan saya' });
  expect(
    await within(region).findByRole('heading', { level: 2, name: 'Pelan hidangan saya' }),
  ).toBeInTheDocument();
  expect(within(region).getAllByRole('heading', { name: 'Pelan hidangan saya' })).toHaveLength(1);
  // The page also asks for a subscription: let that answer land before the API closes.
  await waitFor(() =>
    expect(api.requests.some((request) => request.path === '/api/v1/subscription')).toBe(true),
  );
});

describe('the subscription card', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the next delivery not skipped, its state, cut-off and countdown, and leads to the subscription', async () => {
    // Tuesday 24 November 2026, 14:00 in Kuala Lumpur: the 28th is skipped; the 5 December
    // week's cut-off (Wednesday 2 December 12:00) is more than a day away, so no countdown yet.
    fakeDateOnly(new Date('2026-11-24T06:00:00Z'));
    const week = (id: number, date: string, state: 'upcoming' | 'skipped') => ({
      id,
      delivery_date: date,
      cutoff_at: weekCutoff(date).toISOString(),
      state,
      moved_from: null,
      order_id: null,
      order_no: null,
      pay_url: null,
      total: null,
      can_skip: state === 'upcoming',
      can_unskip: state === 'skipped',
    });
    api = await startTestApi({
      'GET /api/v1/user_personalized_meal/plan': () => ({ status: 200, body: { data: null } }),
      'GET /api/v1/subscription': () => ({
        status: 200,
        body: {
          data: {
            status: 'active',
            delivery_method: 'deliver',
            weeks: [week(1, '2026-11-28', 'skipped'), week(2, '2026-12-05', 'upcoming')],
          },
        },
      }),
    });
    renderAuthPage('/account', { locale: 'en-US', baseURL: api.baseURL });
    const card = await screen.findByRole('region', { name: 'My subscription' }, { timeout: 5000 });
    expect(within(card).getByText('Next delivery: Saturday, 5 December')).toBeInTheDocument();
    expect(within(card).getByText('Coming')).toBeInTheDocument();
    expect(within(card).getByText('Changes until Wed, 2 Dec, 12:00')).toBeInTheDocument();
    expect(within(card).queryByRole('timer')).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Manage my subscription' })).toHaveAttribute(
      'href',
      '/account/subscription',
    );
  });

  it('is not there without a subscription', async () => {
    api = await startTestApi({
      'GET /api/v1/user_personalized_meal/plan': () => ({ status: 200, body: { data: null } }),
      'GET /api/v1/subscription': () => ({ status: 200, body: { data: null } }),
    });
    renderAuthPage('/account', { locale: 'en-US', baseURL: api.baseURL });
    expect(
      await screen.findByRole('heading', { name: 'No meal plan yet' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(api.requests.some((request) => request.path === '/api/v1/subscription')).toBe(true);
    expect(screen.queryByRole('region', { name: 'My subscription' })).not.toBeInTheDocument();
  });
});
