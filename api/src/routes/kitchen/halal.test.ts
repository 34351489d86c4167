import { eq, inArray } from 'drizzle-orm';
import type {
  Bundle,
  FixedMealPlan,
  MenuItem,
  MenuPage,
} from '@mealprep/shared/catalogue/contracts';
import { CATALOG_REVISION_MAX_AGE_MS } from '../../catalog/cache';
import { ConfigError } from '../../config';
import { halalCertificate } from '../../config/halal';
import { bundleItems, dishes } from '../../db/schema';
import { DISHES } from '../../db/seed-data/catalog';
import { halalByWords } from '../../db/seed-data/looks';
import { buildTestApp, SETUP_TIMEOUT, type TestApp } from '../../test/helper';
import { presentCertificate } from '../../kitchen/present';

const CERTIFICATE = {
  body: 'JAKIM',
  number: 'JAKIM/(S)/(22.00)/492/2/1 01-2025',
  expiresOn: '2027-06-30',
};

let t: TestApp;
let bare: TestApp;

beforeAll(async () => {
  [t, bare] = await Promise.all([
    buildTestApp({ halal: CERTIFICATE }),
    buildTestApp({ halal: null }),
  ]);
}, SETUP_TIMEOUT);

afterAll(async () => {
  await Promise.all([t.close(), bare.close()]);
}, SETUP_TIMEOUT);

const settle = () =>
  new Promise((resolve) => setTimeout(resolve, CATALOG_REVISION_MAX_AGE_MS + 30));

describe('GET /api/v1/halal_certificate', () => {
  it("answers the kitchen's certificate from the configuration", async () => {
    const response = await t.app.inject({ url: '/api/v1/halal_certificate' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        body: 'JAKIM',
        certificate_number: 'JAKIM/(S)/(22.00)/492/2/1 01-2025',
        expires_on: '2027-06-30',
        expired: false,
      },
    });
  });

  it('answers null when the kitchen has no certificate configured', async () => {
    const response = await bare.app.inject({ url: '/api/v1/halal_certificate' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: null });
  });

  it('says a certificate has expired once its last day has passed in Malaysia', () => {
    // 30 June 23:30 in Kuala Lumpur is still the last day; 1 July 00:30 is past it.
    expect(presentCertificate(CERTIFICATE, new Date('2027-06-30T15:30:00Z'))?.expired).toBe(false);
    expect(presentCertificate(CERTIFICATE, new Date('2027-06-30T16:30:00Z'))?.expired).toBe(true);
  });
});

describe('HALAL_CERT_* configuration', () => {
  const env = {
    HALAL_CERT_BODY: 'JAKIM',
    HALAL_CERT_NUMBER: 'JAKIM/123',
    HALAL_CERT_EXPIRES: '2027-06-30',
  };

  it('reads all three, or none', () => {
    expect(halalCertificate(env)).toEqual({
      body: 'JAKIM',
      number: 'JAKIM/123',
      expiresOn: '2027-06-30',
    });
    expect(halalCertificate({})).toBeNull();
  });

  it.each([
    [{ ...env, HALAL_CERT_NUMBER: '' }, 'HALAL_CERT_NUMBER'],
    [{ HALAL_CERT_BODY: 'JAKIM' }, 'HALAL_CERT_NUMBER'],
    [{ ...env, HALAL_CERT_EXPIRES: '30/06/2027' }, 'HALAL_CERT_EXPIRES'],
    [{ ...env, HALAL_CERT_EXPIRES: '2027-02-30' }, 'HALAL_CERT_EXPIRES'],
  ])('refuses an incomplete or invalid certificate by name (%#)', (values, variable) => {
    expect(() => halalCertificate(values)).toThrow(ConfigError);
    expect(() => halalCertificate(values)).toThrow(variable);
  });
});

describe('halal dishes, bundles and the fixed plan', () => {
  it('finds pork and alcohol in either language', () => {
    expect(halalByWords('Nasi goreng kampung', 'Fried rice with anchovies')).toBe(true);
    expect(halalByWords('Char siu rice', 'Nasi char siu')).toBe(false);
    expect(halalByWords('Sup daging', 'Daging babi masak kicap')).toBe(false);
    expect(halalByWords('Chicken in rice wine', 'Ayam')).toBe(false);
  });

  it('seeds every dish of the menu as halal: none has pork, lard or alcohol', async () => {
    expect(DISHES.every((dish) => dish.halal)).toBe(true);
    const rows = await t.db.select({ halal: dishes.halal }).from(dishes);
    expect(rows.length).toBe(DISHES.length);
    expect(rows.every((row) => row.halal)).toBe(true);
  });

  it('answers each dish, bundle and the fixed plan with its halal flag, a bundle halal only when all its dishes are', async () => {
    const first = (await t.app.inject({ url: '/api/v1/menu?per_page=60' })).json<MenuPage>().data;
    expect(first.every((item) => item.halal === true)).toBe(true);
    const bundles = (await t.app.inject({ url: '/api/v1/bundles' })).json<{ data: Bundle[] }>()
      .data;
    expect(bundles.every((bundle) => bundle.halal && bundle.items.every((i) => i.halal))).toBe(
      true,
    );

    // A dish no longer halal: that dish, and every bundle holding it, says so.
    const bundle = bundles[0]!;
    const dishId = bundle.items[0]!.dish_id;
    await t.db.update(dishes).set({ halal: false }).where(eq(dishes.id, dishId));
    await settle();
    try {
      const dish = (await t.app.inject({ url: `/api/v1/menu/${dishId}` })).json<{
        data: MenuItem;
      }>().data;
      expect(dish.halal).toBe(false);
      const holding = await t.db
        .select({ bundleId: bundleItems.bundleId })
        .from(bundleItems)
        .where(inArray(bundleItems.dishId, [dishId]));
      const holdingIds = new Set(holding.map((row) => row.bundleId));
      const after = (await t.app.inject({ url: '/api/v1/bundles' })).json<{ data: Bundle[] }>()
        .data;
      for (const entry of after) {
        expect(entry.halal).toBe(!holdingIds.has(entry.id));
        expect(entry.items.find((item) => item.dish_id === dishId)?.halal ?? false).toBe(false);
      }
    } finally {
      await t.db.update(dishes).set({ halal: true }).where(eq(dishes.id, dishId));
    }
    const plan = (await t.app.inject({ url: '/api/v1/fixed_meal_plan' })).json<{
      data: FixedMealPlan;
    }>().data;
    expect(plan.halal).toBe(true);
  });
});
