import { expect } from '@wdio/globals';
import { newCustomer, shop } from './shop';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './server';
import { verifyAddress } from './mailbox';

interface Question {
  question_type: { name: string };
  options: { id: number; code: string; recipe_id?: number | null }[];
}

/**
 * Set-up through the API, for specs whose point is not the step itself (the keyboard spec does
 * them by hand): sign a new customer up in the browser's session (their address proved through
 * the link the shop mailed, as a customer does), answer both questionnaires,
 * put a dish in the cart, create a paid order. Each step checks its answer.
 */
export const customerSetup = {
  async register() {
    const customer = newCustomer();
    const answer = await shop.api('POST', '/api/v1/auth/register', customer);
    expect(answer.status).toBe(201);
    await verifyAddress(customer.email);
    return customer;
  },

  async signInAsAdmin() {
    const login = await shop.api('POST', '/api/v1/admin/login', {
      email: ADMIN_EMAIL,
      password: ADMIN_PASSWORD,
    });
    expect(login.status).toBe(200);
  },

  /**
   * Both questionnaires, with meals a day and days a week as given (3 and 5 by default), for a
   * 165 cm customer of `weight` kg (60 by default).
   */
  async answerQuestionnaires({
    perDay = 3,
    perWeek = 5,
    weight = 60,
  }: { perDay?: number; perWeek?: number; weight?: number } = {}) {
    const byName: Record<string, Question> = {};
    for (const path of ['essentials', 'meal_prefences']) {
      const answer = await shop.api('GET', `/api/v1/user_preferences/questions/${path}`);
      expect(answer.status).toBe(200);
      for (const question of (answer.body as { data: Question[] }).data)
        byName[question.question_type.name] = question;
    }
    const option = (question: string, code: string) => {
      const found = byName[question]?.options.find((entry) => entry.code === code);
      if (!found) throw new Error(`no option ${question}.${code}`);
      return found;
    };
    const essentials = await shop.api('POST', '/api/v1/user_preferences/questions/essentials', {
      activity_level_id: option('activity_level', 'moderately_active').id,
      goal_id: option('goal', 'lean_mass_gain').id,
      goal_description: 'Build muscle for badminton',
      body_type_id: option('body_type', 'mesomorph').id,
      height: 165,
      weight,
      meal_count_id: option('meal_count', `meals_${perDay}`).id,
      meal_day_id: option('meal_day', `days_${perWeek}`).id,
      allergies: [option('allergies', 'peanut').id],
      supplements: [],
      home_meal: null,
      custom_macros: null,
    });
    expect(essentials.status).toBe(200);
    const meals = await shop.api('POST', '/api/v1/user_preferences/questions/meal_prefences', {
      oil: 'normal_oil',
      recipe_ids: [
        option('protein', 'chicken').recipe_id,
        option('protein', 'seafood').recipe_id,
        option('carbohydrate', 'rice').recipe_id,
        option('vegetable', 'broccoli').recipe_id,
      ],
      none: ['garnish', 'sauce'],
      seasoning_id: option('seasoning', 'less_salt').id,
      spice_id: option('spices', 'less_spicy').id,
    });
    expect(meals.status).toBe(200);
  },

  /** One dish (size L) in the cart. */
  async addDish() {
    const menu = (await shop.api('GET', '/api/v1/menu?per_page=2')).body as {
      data: { id: number }[];
    };
    const stored = await shop.api('POST', '/api/v1/cart/store', {
      plan_id: menu.data[0]!.id,
      plan_type: 'RECIPE',
      size: 'L',
      quantity: 1,
    });
    expect(stored.status).toBe(200);
  },

  /** A default delivery address from a real suggestion (so checkout can quote a courier). */
  async addAddress() {
    const suggestions = await shop.api(
      'GET',
      `/api/v1/address/suggest?q=${encodeURIComponent('Jalan Telawi 3, Bangsar 59100')}`,
    );
    const [picked] = (suggestions.body as { data: Record<string, unknown>[] }).data;
    expect(picked?.postcode).toBeTruthy();
    const created = await shop.api('POST', '/api/v1/user/address', {
      first_name: 'Nur',
      last_name: 'Aisyah',
      unit_no: 'A-3-1',
      address_1: picked!.address_1,
      address_2: '',
      state: picked!.state,
      city: picked!.city,
      postcode: picked!.postcode,
      country: 'MY',
      phone: '012-345 6789',
      latitude: picked!.latitude,
      longitude: picked!.longitude,
      is_default: 1,
    });
    expect([200, 201]).toContain(created.status);
  },

  /** Generates the meal plan from the answers and waits until it is ready. */
  async generatePlan() {
    const started = await shop.api('POST', '/api/v1/user_personalized_meal/generate', {});
    expect([200, 201, 202]).toContain(started.status);
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      const plan = await shop.api('GET', '/api/v1/user_personalized_meal/plan');
      if ((plan.body as { data?: { status?: string } } | null)?.data?.status === 'ready') return;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error('the meal plan was not ready within 30 s');
  },

  /** A paid order (E2E_FIXTURES), its id. */
  async paidOrder(): Promise<number> {
    const created = await shop.api('POST', '/api/test/orders', { status: 'paid', days_ahead: 12 });
    expect(created.status).toBe(201);
    return (created.body as { data: { id: number } }).data.id;
  },
};
