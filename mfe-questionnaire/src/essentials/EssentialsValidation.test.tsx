import { act, screen, waitFor } from '@testing-library/react';
import type { Profile } from '@mealprep/shared/plan/contracts';
import { profileLoaded } from '@mealprep/shared/store';
import {
  customerProfile,
  renderRemotePage,
  startTestApi,
  type TestApi,
} from '@mealprep/shared/testing';
import * as routesModule from '../routes';
import { essentialQuestions, optionOf } from '../testing/fixtures';

let api: TestApi;
let saved: unknown[];
let refuse: boolean;
beforeEach(async () => {
  // A page keeps a draft of what the customer changed: each test starts
  // without the last one's.
  localStorage.clear();
  saved = [];
  refuse = false;
  api = await startTestApi({
    'GET /api/v1/user_preferences/questions/essentials': () => ({
      status: 200,
      body: { data: essentialQuestions },
    }),
    'POST /api/v1/user_preferences/questions/essentials': ({ body }) => {
      saved.push(body);
      return refuse
        ? {
            status: 422,
            body: {
              error: true,
              message: 'The given data was invalid.',
              errors: { weight: ['Weight is not plausible for this height.'] },
            },
          }
        : { status: 200, body: { data: customerProfile({ essentials_answered: true }) } };
    },
  });
});
afterEach(() => api.close());

const base = customerProfile();
const answered: Profile = {
  ...base,
  essentials_answered: true,
  height: 170,
  weight: 65,
  preferences: {
    ...base.preferences,
    activity_level_id: optionOf(essentialQuestions, 'activity_level', 'active').id,
    goal_id: optionOf(essentialQuestions, 'goal', 'healthy').id,
    body_type_id: optionOf(essentialQuestions, 'body_type', 'mesomorph').id,
    meal_count_id: optionOf(essentialQuestions, 'meal_count', 'meals_3').id,
    meal_day_id: optionOf(essentialQuestions, 'meal_day', 'days_5').id,
  },
};

function open(step: string, locale: 'en-US' | 'ms-MY' = 'en-US') {
  const page = renderRemotePage(routesModule, `/account/user-preferences/essentials?step=${step}`, {
    locale,
    baseURL: api.baseURL,
  });
  act(() => {
    page.store.dispatch(profileLoaded(answered));
  });
  return page;
}

describe('essentials: errors where they happen', () => {
  it('Next on a height of 0 (an incomplete step) still checks it: the message at the field, focus on it', async () => {
    const { user } = open('body_type');
    const height = await screen.findByLabelText(/Height \(cm\)/, {}, { timeout: 5000 });
    await user.clear(height);
    await user.type(height, '0');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(height).toHaveFocus());
    expect(height).toHaveAttribute('aria-invalid', 'true');
    expect(height).toHaveAccessibleDescription(/./);
    expect(screen.getByRole('heading', { level: 2, name: 'Body type' })).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('Next on body measurements of 999 cm stays, shows the message at the field and focuses it', async () => {
    const { user } = open('body_type');
    const height = await screen.findByLabelText(/Height \(cm\)/, {}, { timeout: 5000 });
    await user.clear(height);
    await user.type(height, '999');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(height).toHaveAccessibleDescription('This field may not be greater than 272.'),
    );
    expect(height).toHaveFocus();
    expect(height).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Body type' })).toBeInTheDocument();
    await user.clear(height);
    await user.type(height, '180');
    expect(height).not.toHaveAccessibleDescription('This field may not be greater than 272.');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Allergies or dietary preferences' }),
    ).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('a weight of 0 says so in Bahasa Malaysia when the customer leaves the field', async () => {
    const { user } = open('body_type', 'ms-MY');
    const weight = await screen.findByLabelText(/Berat \(kg\)/, {}, { timeout: 5000 });
    await user.clear(weight);
    await user.type(weight, '0');
    expect(weight).toHaveValue(0);
    await user.tab();
    await waitFor(() =>
      expect(weight).toHaveAccessibleDescription('Medan ini mestilah sekurang-kurangnya 20.'),
    );
    expect(screen.getByRole('button', { name: 'Seterusnya' })).toHaveAccessibleDescription(/./);
  });

  it("puts the API's 422 field error on its field, on its step, and focuses it", async () => {
    refuse = true;
    const { user } = open('meal_count');
    await user.click(
      await screen.findByRole('button', { name: 'Next Section' }, { timeout: 5000 }),
    );
    const weight = await screen.findByLabelText(/Weight \(kg\)/, {}, { timeout: 5000 });
    expect(screen.getByRole('heading', { level: 2, name: 'Body type' })).toBeInTheDocument();
    expect(weight).toHaveAccessibleDescription('Weight is not plausible for this height.');
    await waitFor(() => expect(weight).toHaveFocus());
    expect(saved).toHaveLength(1);
  }, 15000);
});
