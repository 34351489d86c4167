/** @jest-environment <rootDir>/../jest.env.web.js */
import { act, screen, waitFor, within } from '@testing-library/react';
import type { AdminDish } from '@mealprep/shared/catalogue/contracts';
import { formatShopDate } from '@mealprep/shared/core';
import { permissionsOf, type StaffRole } from '@mealprep/shared/staff';
import { adminLoaded } from '@mealprep/shared/store';
import { startTestApi, type RenderedRemotePage, type TestApi } from '@mealprep/shared/testing';
import { renderAdminPage } from '../testing/renderAdminPage';

const IMAGE = {
  src: '/storage/dishes/placeholder.x-640.webp',
  srcset: '/storage/dishes/placeholder.x-320.webp 320w',
  sizes: '100vw',
  srcset_density: '/storage/dishes/placeholder.x-320.webp 1x',
  width: 640,
  height: 480,
  alt: 'Sambal sotong',
  placeholder: true,
};

const sotong: AdminDish = {
  id: 12,
  code: 'sambal-sotong',
  slug: 'sambal-sotong',
  tab: 'meal',
  line: 'classic',
  cooking_method: 'stir_fried',
  name: { 'en-US': 'Sambal sotong', 'ms-MY': 'Sambal sotong' },
  description: {
    'en-US': 'Squid in sambal, with rice.',
    'ms-MY': 'Sotong dalam sambal, dengan nasi.',
  },
  allergens: ['seafood', 'rice'],
  shelf_life_days: 5,
  halal: false,
  position: 10,
  image: IMAGE,
  sizes: [
    { size: 'S', price: '14.90', protein: 25, carbohydrate: 45, fat: 10, calories: 370 },
    { size: 'L', price: '18.90', protein: 35, carbohydrate: 60, fat: 14, calories: 506 },
  ],
  unavailable: [{ date: '2099-01-02', state: 'sold_out' }],
  used_in: [{ kind: 'bundle', id: 3, name: 'Seafood lovers', size: 'L' }],
  updated_at: '2026-11-20T02:00:00.000Z',
};

let api: TestApi;
let saved: Record<string, unknown>[];
let marks: Record<string, unknown>[];

beforeEach(async () => {
  saved = [];
  marks = [];
  api = await startTestApi({
    'GET /api/v1/admin/menu': () => ({ status: 200, body: { data: [sotong] } }),
    'GET /api/v1/admin/menu/12': () => ({ status: 200, body: { data: sotong } }),
    'POST /api/v1/admin/menu/12': ({ body }) => {
      saved.push(body as Record<string, unknown>);
      return {
        status: 422,
        body: {
          error: true,
          message: 'The given data was invalid.',
          errors: {
            'sizes[1].price': [
              'Enter a price in RM above 0.00 and at most 1000.00, such as 12.90.',
            ],
          },
        },
      };
    },
    'POST /api/v1/admin/menu/12/availability': ({ body }) => {
      marks.push(body as Record<string, unknown>);
      return { status: 200, body: { data: sotong, message: 'ok' } };
    },
  });
});

afterEach(() => api.close());

function open(
  path: string,
  role: StaffRole,
  locale: 'en-US' | 'ms-MY' = 'en-US',
): RenderedRemotePage {
  const page = renderAdminPage(path, { locale, baseURL: api.baseURL });
  act(() => {
    page.store.dispatch(
      adminLoaded({
        id: 1,
        email: `${role}@mealprep.my`,
        role,
        permissions: permissionsOf(role),
        first_name: 'Aisyah',
        last_name: 'Rahman',
      }),
    );
  });
  return page;
}

describe('menu management', () => {
  it('lists the dishes with prices, sold-out dates and the bundles made with them; admins may add one', async () => {
    open('/admin/menu', 'admin');
    const table = await screen.findByRole(
      'table',
      { name: 'Dishes, in menu order' },
      { timeout: 5000 },
    );
    const row = within(table).getByRole('row', { name: /Sambal sotong/ });
    expect(row).toHaveTextContent('Size S: RM 14.90 · Size L: RM 18.90');
    expect(row).toHaveTextContent(`Sold out on ${formatShopDate('2099-01-02', 'en-US')}`);
    expect(row).toHaveTextContent('Bundle: Seafood lovers (L)');
    expect(within(row).getByRole('link', { name: 'Sambal sotong' })).toHaveAttribute(
      'href',
      '/admin/menu/12',
    );
    expect(screen.getByRole('link', { name: 'New dish' })).toHaveAttribute(
      'href',
      '/admin/menu/new',
    );
  });

  it('shows the kitchen the menu without the way to add or edit a dish', async () => {
    open('/admin/menu/12', 'kitchen', 'ms-MY');
    expect(
      await screen.findByRole(
        'heading',
        { level: 2, name: 'Ketersediaan mengikut tarikh penghantaran' },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Hidangan' })).toBeNull();
    expect(
      screen.getByText(
        'Pada tarikh ia habis dijual atau dihentikan, ini juga tidak boleh dipesan: Seafood lovers.',
      ),
    ).toBeVisible();
  });

  it('marks the dish sold out for a delivery date', async () => {
    const page = open('/admin/menu/12', 'kitchen');
    const form = await screen.findByRole(
      'form',
      { name: 'Availability by delivery date' },
      { timeout: 5000 },
    );
    const date = within(form).getByLabelText('Delivery date');
    await page.user.clear(date);
    await page.user.type(date, '2099-01-05');
    await page.user.click(within(form).getByRole('radio', { name: 'Paused' }));
    await page.user.click(within(form).getByRole('button', { name: 'Save availability' }));
    await waitFor(() => expect(marks).toEqual([{ date: '2099-01-05', state: 'paused' }]));
  });

  it('refuses calories that do not add up at their field, before sending, and a refused price at its own', async () => {
    const page = open('/admin/menu/12', 'admin');
    const form = await screen.findByRole('form', { name: 'The dish' }, { timeout: 5000 });
    const calories = within(form).getByLabelText(/Calories L/);
    await page.user.clear(calories);
    await page.user.type(calories, '600');
    await page.user.click(within(form).getByRole('button', { name: 'Save dish' }));
    await waitFor(() =>
      expect(calories).toHaveAccessibleDescription(
        'Calories must equal 4 × protein + 4 × carbohydrate + 9 × fat = 506 kcal (within 8 kcal).',
      ),
    );
    expect(calories).toHaveFocus();
    expect(saved).toEqual([]);

    await page.user.clear(calories);
    await page.user.type(calories, '506');
    await page.user.click(within(form).getByRole('button', { name: 'Save dish' }));
    const price = within(form).getByLabelText(/Price L/);
    await waitFor(() =>
      expect(price).toHaveAccessibleDescription(
        'Enter a price in RM above 0.00 and at most 1000.00, such as 12.90.',
      ),
    );
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Some details need correcting: see the message at each field.',
    );
    expect(saved[0]).toMatchObject({
      updated_at: sotong.updated_at,
      sizes: [
        { size: 'S', price: '14.90', calories: 370 },
        { size: 'L', price: '18.90', calories: 506 },
      ],
    });
  });

  it('asks for the halal declaration when halal is turned on', async () => {
    const page = open('/admin/menu/12', 'admin');
    const form = await screen.findByRole('form', { name: 'The dish' }, { timeout: 5000 });
    expect(within(form).queryByRole('checkbox', { name: /I declare/ })).toBeNull();
    await page.user.click(within(form).getByRole('checkbox', { name: 'Halal' }));
    const declaration = within(form).getByRole('checkbox', {
      name: /I declare that no ingredient/,
    });
    await page.user.click(within(form).getByRole('button', { name: 'Save dish' }));
    await waitFor(() =>
      expect(declaration).toHaveAccessibleDescription(
        'To mark the dish halal, declare that no ingredient contains pork, lard or alcohol.',
      ),
    );
    expect(saved).toEqual([]);
  });
});
