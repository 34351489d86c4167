/** @jest-environment <rootDir>/../jest.env.web.js */
import { screen, waitFor, within } from '@testing-library/react';
import type { ProductionSheet } from '@mealprep/shared/staff/contracts';
import {
  startTestApi,
  type TestApi,
  type TestApiRequest,
  fakeDateOnly,
} from '@mealprep/shared/testing';
import { renderAdminPage } from '../testing/renderAdminPage';

/** A day of the kitchen: menu dishes, two personalised plans' components and one plan's packs. */
function sheetOf(date: string, overrides: Partial<ProductionSheet> = {}): ProductionSheet {
  return {
    delivery_date: date,
    cooking_date: new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10),
    frozen: false,
    orders: 9,
    dishes: [
      { dish_id: 4, name: 'Beef rendang', size: 'S', portions: 3 },
      { dish_id: 7, name: 'Chicken rice', size: 'L', portions: 1250 },
    ],
    components: [
      { recipe_id: 11, name: 'Chicken breast', grams: 12_449, portions: 84 },
      { recipe_id: 12, name: 'Brown rice', grams: 1000, portions: 8 },
      { recipe_id: 13, name: 'Broccoli', grams: 950, portions: 1 },
    ],
    packs: { vacuum: 1262, lunch_box: 14 },
    plan_packs: [
      {
        order_no: 'MP-20261125-0004',
        customer: 'Siti Aminah',
        quantity: 2,
        packaging_method: 'lunch_box',
        meals: [
          {
            day: 1,
            meal: 1,
            items: [
              { name: 'Chicken breast', grams: 150 },
              { name: 'Rice', grams: 120 },
            ],
          },
          {
            day: 1,
            meal: 2,
            items: [
              { name: 'Broccoli', grams: 80 },
              { name: 'Brown rice', grams: 1100 },
            ],
          },
        ],
      },
    ],
    ...overrides,
  };
}

const MALAY_NAMES: Record<string, string> = {
  'Beef rendang': 'Rendang daging',
  'Chicken rice': 'Nasi ayam',
  'Chicken breast': 'Dada ayam',
  'Brown rice': 'Nasi perang',
  Broccoli: 'Brokoli',
  Rice: 'Nasi',
};

/** The API's answer: the day asked for, its names in the caller's language. */
function answerSheet(overrides: Partial<ProductionSheet> = {}) {
  return ({ query, locale }: TestApiRequest) => {
    const sheet = sheetOf(query.get('date') ?? '', overrides);
    const named = <T extends { name: string }>(thing: T): T =>
      locale === 'ms-MY' ? { ...thing, name: MALAY_NAMES[thing.name] ?? thing.name } : thing;
    return {
      status: 200,
      body: {
        data: {
          ...sheet,
          dishes: sheet.dishes.map(named),
          components: sheet.components.map(named),
          plan_packs: sheet.plan_packs.map((pack) => ({
            ...pack,
            meals: pack.meals.map((meal) => ({ ...meal, items: meal.items.map(named) })),
          })),
        },
      },
    };
  };
}

let api: TestApi;
jest.setTimeout(20_000);

afterEach(async () => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  await api.close();
});

const sheetRequests = () =>
  api.requests.filter((request) => request.path === '/api/v1/admin/production');

/** Each row of a table as the texts of its cells. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) =>
      within(row)
        .queryAllByRole('cell')
        .map((cell) => cell.textContent),
    )
    .filter((cells) => cells.length > 0);

describe('the production sheet', () => {
  beforeEach(async () => {
    api = await startTestApi({ 'GET /api/v1/admin/production': answerSheet() });
  });

  it('shows the day it is for and cooked on, its totals, the dishes and the components in kg or g', async () => {
    renderAdminPage('/admin/production?date=2026-11-25', {
      locale: 'en-US',
      baseURL: api.baseURL,
    });
    expect(
      await screen.findByRole('heading', {
        name: 'For delivery on Wed, 25 Nov 2026 — cooked on Tue, 24 Nov 2026',
      }),
    ).toBeInTheDocument();
    expect(sheetRequests()[0]?.query.get('date')).toBe('2026-11-25');
    expect(
      screen.getByText('Still open: orders paid before the cut-off are added'),
    ).toBeInTheDocument();
    expect(
      screen.queryByText('Final: no more orders can land on this day'),
    ).not.toBeInTheDocument();

    const totals = screen.getByRole('list', { name: 'Totals' });
    expect(
      within(totals)
        .getAllByRole('listitem')
        .map((total) => total.textContent),
    ).toEqual(['Orders 9', 'Vacuum seal packs 1,262', 'Lunch boxes 14']);

    const dishes = screen.getByRole('table', { name: 'Dishes to cook' });
    expect(
      within(dishes)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Dish', 'Size', 'Portions']);
    expect(rowsOf(dishes)).toEqual([
      ['Beef rendang', 'Small', '3'],
      ['Chicken rice', 'Large', '1,250'],
    ]);

    const components = screen.getByRole('table', { name: 'Personalised plans: components' });
    expect(rowsOf(components)).toEqual([
      ['Chicken breast', '12.4 kg', 'across 84 portions'],
      ['Brown rice', '1.0 kg', 'across 8 portions'],
      ['Broccoli', '950 g', 'across 1 portion'],
    ]);
  });

  it('lists each plan’s packs, closed until opened, with every meal’s items', async () => {
    const page = renderAdminPage('/admin/production?date=2026-11-25', {
      locale: 'en-US',
      baseURL: api.baseURL,
    });
    const packs = await screen.findByRole('region', { name: 'Personalised plans: packs' });
    const pack = within(packs).getByRole('group');
    expect(pack).not.toHaveAttribute('open');
    expect(pack).toHaveTextContent('Order MP-20261125-0004 · Siti Aminah');
    expect(pack).toHaveTextContent('2 meals, 2 packs each · Lunch box');

    await page.user.click(within(pack).getByText('Order MP-20261125-0004 · Siti Aminah'));
    expect(pack).toHaveAttribute('open');
    const meals = within(pack).getByRole('list', { name: 'Meals of order MP-20261125-0004' });
    expect(
      within(meals)
        .getAllByRole('listitem')
        .map((meal) => meal.textContent),
    ).toEqual([
      'Day 1, meal 1: Chicken breast 150 g · Rice 120 g',
      'Day 1, meal 2: Broccoli 80 g · Brown rice 1,100 g',
    ]);
  });

  it('prints with the buttons’ own button, every plan pack open on paper and closed again after', async () => {
    // jsdom has no print dialog: the button's call is recorded, the browser's print events sent.
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const page = renderAdminPage('/admin/production?date=2026-11-25', {
      locale: 'en-US',
      baseURL: api.baseURL,
    });
    const pack = within(
      await screen.findByRole('region', { name: 'Personalised plans: packs' }),
    ).getByRole('group');

    await page.user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);

    window.dispatchEvent(new Event('beforeprint'));
    expect(pack).toHaveAttribute('open');
    window.dispatchEvent(new Event('afterprint'));
    expect(pack).not.toHaveAttribute('open');
  });

  it('offers the day’s CSV as a download from the API', async () => {
    renderAdminPage('/admin/production?date=2026-11-25', {
      locale: 'en-US',
      baseURL: api.baseURL,
    });
    const csv = await screen.findByRole('link', { name: 'Download CSV' });
    expect(csv).toHaveAttribute('href', '/api/v1/admin/production.csv?date=2026-11-25');
    expect(csv).toHaveAttribute('download');
  });

  it('shows the sheet in Malay: dates, sizes, the API’s names and the words around the figures', async () => {
    renderAdminPage('/admin/production?date=2026-11-25', { baseURL: api.baseURL });
    expect(
      await screen.findByRole('heading', {
        name: 'Untuk penghantaran pada Rab, 25 Nov 2026 — dimasak pada Sel, 24 Nov 2026',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Masih dibuka: pesanan yang dibayar sebelum waktu tutup akan ditambah'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Jumlah' }))
        .getAllByRole('listitem')
        .map((total) => total.textContent),
    ).toEqual(['Pesanan 9', 'Pek kedap vakum 1,262', 'Bekas makanan 14']);
    expect(rowsOf(screen.getByRole('table', { name: 'Hidangan untuk dimasak' }))).toEqual([
      ['Rendang daging', 'Kecil', '3'],
      ['Nasi ayam', 'Besar', '1,250'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Pelan peribadi: komponen' }))).toEqual([
      ['Dada ayam', '12.4 kg', 'dalam 84 bahagian'],
      ['Nasi perang', '1.0 kg', 'dalam 8 bahagian'],
      ['Brokoli', '950 g', 'dalam 1 bahagian'],
    ]);
    const pack = within(screen.getByRole('region', { name: 'Pelan peribadi: pek' })).getByRole(
      'group',
    );
    expect(pack).toHaveTextContent('Pesanan MP-20261125-0004 · Siti Aminah');
    expect(pack).toHaveTextContent('2 hidangan, 2 pek setiap satu · Bekas makanan');
    expect(
      within(pack)
        .getAllByRole('listitem', { hidden: true })
        .map((meal) => meal.textContent),
    ).toEqual([
      'Hari 1, hidangan 1: Dada ayam 150 g · Nasi 120 g',
      'Hari 1, hidangan 2: Brokoli 80 g · Nasi perang 1,100 g',
    ]);
    expect(screen.getByRole('link', { name: 'Muat turun CSV' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cetak' })).toBeInTheDocument();
  });
});

describe('the state of the day', () => {
  it('says a day is final once no more orders can land on it', async () => {
    api = await startTestApi({ 'GET /api/v1/admin/production': answerSheet({ frozen: true }) });
    renderAdminPage('/admin/production?date=2026-11-25', {
      locale: 'en-US',
      baseURL: api.baseURL,
    });
    expect(
      await screen.findByText('Final: no more orders can land on this day'),
    ).toBeInTheDocument();
    expect(
      screen.queryByText('Still open: orders paid before the cut-off are added'),
    ).not.toBeInTheDocument();
  });

  it('says there is nothing to cook on a day without orders, and shows no tables', async () => {
    api = await startTestApi({
      'GET /api/v1/admin/production': answerSheet({
        orders: 0,
        dishes: [],
        components: [],
        packs: { vacuum: 0, lunch_box: 0 },
        plan_packs: [],
        frozen: true,
      }),
    });
    renderAdminPage('/admin/production?date=2026-11-25', {
      locale: 'en-US',
      baseURL: api.baseURL,
    });
    expect(
      await screen.findByRole('heading', {
        name: 'No paid orders are due on this day: nothing to cook.',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', {
        name: 'For delivery on Wed, 25 Nov 2026 — cooked on Tue, 24 Nov 2026',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Totals' })).not.toBeInTheDocument();
  });

  it('shows a day of plans only without a dishes table', async () => {
    api = await startTestApi({ 'GET /api/v1/admin/production': answerSheet({ dishes: [] }) });
    renderAdminPage('/admin/production?date=2026-11-25', {
      locale: 'en-US',
      baseURL: api.baseURL,
    });
    expect(await screen.findByText('No dish of the menu is due on this day.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Dishes to cook' })).not.toBeInTheDocument();
    expect(
      screen.getByRole('table', { name: 'Personalised plans: components' }),
    ).toBeInTheDocument();
  });
});

describe('the day of the sheet', () => {
  it('opens on today in Kuala Lumpur and steps a day either way, asking for each day', async () => {
    // 01:30 on 25 November in Kuala Lumpur, still the 24th in UTC.
    fakeDateOnly(new Date('2026-11-24T17:30:00Z'));
    api = await startTestApi({ 'GET /api/v1/admin/production': answerSheet() });
    const page = renderAdminPage('/admin/production', { locale: 'en-US', baseURL: api.baseURL });
    expect(
      await screen.findByRole('heading', {
        name: 'For delivery on Wed, 25 Nov 2026 — cooked on Tue, 24 Nov 2026',
      }),
    ).toBeInTheDocument();
    expect(sheetRequests()[0]?.query.get('date')).toBe('2026-11-25');
    expect(screen.getByLabelText('Delivery day')).toHaveValue('2026-11-25');

    await page.user.click(screen.getByRole('button', { name: 'Next day' }));
    await waitFor(() => expect(sheetRequests().at(-1)?.query.get('date')).toBe('2026-11-26'));
    expect(page.location().search).toBe('?date=2026-11-26');
    expect(
      await screen.findByRole('heading', {
        name: 'For delivery on Thu, 26 Nov 2026 — cooked on Wed, 25 Nov 2026',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/v1/admin/production.csv?date=2026-11-26',
    );

    await page.user.click(screen.getByRole('button', { name: 'Previous day' }));
    await page.user.click(screen.getByRole('button', { name: 'Previous day' }));
    await waitFor(() => expect(page.location().search).toBe('?date=2026-11-24'));
    await waitFor(() => expect(sheetRequests().at(-1)?.query.get('date')).toBe('2026-11-24'));

    await page.user.clear(screen.getByLabelText('Delivery day'));
    await page.user.type(screen.getByLabelText('Delivery day'), '2026-12-01');
    await waitFor(() => expect(page.location().search).toBe('?date=2026-12-01'));
    await waitFor(() => expect(sheetRequests().at(-1)?.query.get('date')).toBe('2026-12-01'));

    await page.user.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(page.location().search).toBe(''));
    expect(
      await screen.findByRole('heading', {
        name: 'For delivery on Wed, 25 Nov 2026 — cooked on Tue, 24 Nov 2026',
      }),
    ).toBeInTheDocument();
  });

  it('puts the API’s refusal of a day that does not exist under the date field', async () => {
    api = await startTestApi({
      'GET /api/v1/admin/production': () => ({
        status: 422,
        body: {
          error: true,
          message: 'The given data was invalid.',
          errors: { date: ['Enter a valid date.'] },
        },
      }),
    });
    renderAdminPage('/admin/production?date=2026-02-30', {
      locale: 'en-US',
      baseURL: api.baseURL,
    });
    await waitFor(() =>
      expect(screen.getByLabelText('Delivery day')).toHaveAccessibleDescription(
        'Enter a valid date.',
      ),
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // A refused day has no sheet to download or print.
    expect(screen.queryByRole('link', { name: 'Download CSV' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeDisabled();
  });

  it('says so when the sheet cannot be loaded', async () => {
    api = await startTestApi({
      'GET /api/v1/admin/production': () => ({
        status: 503,
        body: { error: true, message: 'Service unavailable.', errors: {} },
      }),
    });
    renderAdminPage('/admin/production?date=2026-11-25', {
      locale: 'en-US',
      baseURL: api.baseURL,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The production sheet could not be loaded. Please try again.',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('is opened from the orders board on the board’s day', async () => {
    api = await startTestApi({
      'GET /api/v1/admin/orders': ({ query }) => ({
        status: 200,
        body: { data: [], meta: { date: query.get('date'), counts: {} } },
      }),
      'GET /api/v1/admin/production': answerSheet(),
    });
    const page = renderAdminPage('/admin/orders?date=2026-11-27', {
      locale: 'en-US',
      baseURL: api.baseURL,
    });
    const link = await screen.findByRole('link', { name: 'Production sheet for this day' });
    expect(link).toHaveAttribute('href', '/admin/production?date=2026-11-27');

    await page.user.click(link);
    expect(
      await screen.findByRole('heading', {
        name: 'For delivery on Fri, 27 Nov 2026 — cooked on Thu, 26 Nov 2026',
      }),
    ).toBeInTheDocument();
    expect(page.location().search).toBe('?date=2026-11-27');
    expect(sheetRequests()[0]?.query.get('date')).toBe('2026-11-27');
  });
});
