/** @jest-environment <rootDir>/../jest.env.web.js */
import { screen, waitFor, within } from '@testing-library/react';
import type { ForecastDay } from '@mealprep/shared/subscriptions/contracts';
import { formatShopDate, formatShopMoment } from '@mealprep/shared/core';
import { fakeDateOnly, startTestApi, type TestApi } from '@mealprep/shared/testing';
import { renderAdminPage } from '../testing/renderAdminPage';

const saturday: ForecastDay = {
  delivery_date: '2026-11-28',
  cooking_date: '2026-11-27',
  // Wednesday 12:00 in Kuala Lumpur.
  cutoff_at: '2026-11-25T04:00:00.000Z',
  forecast_weeks: 3,
  paid_orders: 2,
  items: [
    {
      type: 'MEAL',
      product_id: 12,
      name: 'Beef Rendang',
      size: 'L',
      forecast: 8,
      paid: 4,
    },
    {
      type: 'PERSONALIZED',
      product_id: 3,
      name: 'Personalised plan',
      size: null,
      forecast: 10,
      paid: 0,
    },
  ],
};

const monday: ForecastDay = {
  delivery_date: '2026-11-30',
  cooking_date: '2026-11-29',
  cutoff_at: '2026-11-27T04:00:00.000Z',
  forecast_weeks: 0,
  paid_orders: 0,
  items: [],
};

let api: TestApi;
jest.setTimeout(20_000);

beforeEach(async () => {
  // Tuesday 24 Nov 2026, 10:00 in Kuala Lumpur.
  fakeDateOnly(new Date('2026-11-24T02:00:00.000Z'));
  api = await startTestApi({
    'GET /api/v1/admin/subscriptions/forecast': ({ query }) => {
      if (query.get('from') === '2026-02-30') {
        return {
          status: 422,
          body: {
            error: true,
            message: 'The given data was invalid.',
            errors: { from: ['Enter a real date.'] },
          },
        };
      }
      return { status: 200, body: { data: query.get('days') === '7' ? [] : [saturday, monday] } };
    },
  });
});

afterEach(async () => {
  jest.useRealTimers();
  await api.close();
});

describe('subscription forecast', () => {
  it('shows per cooking day the cut-off, the counts and each product’s forecast beside paid, with totals', async () => {
    renderAdminPage('/admin/subscriptions/forecast', { locale: 'en-US', baseURL: api.baseURL });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Subscription forecast' }),
    ).toBeInTheDocument();
    const days = await screen.findByRole('list', { name: 'Cooking days' });
    // Fourteen days from today in Kuala Lumpur, unless the address says otherwise.
    expect(api.requests[0]?.query.get('from')).toBe('2026-11-24');
    expect(api.requests[0]?.query.get('days')).toBe('14');

    const date = formatShopDate('2026-11-28', 'en-US');
    const day = within(days).getByRole('article', { name: `Delivery ${date}` });
    expect(day).toHaveTextContent(`Cooked on ${formatShopDate('2026-11-27', 'en-US')}`);
    expect(day).toHaveTextContent(
      `Cut-off ${formatShopMoment('2026-11-25T04:00:00.000Z', 'en-US')}`,
    );
    expect(day).toHaveTextContent('3 subscription weeks forecast, 2 paid orders');
    const table = within(day).getByRole('table', { name: `Portions for delivery ${date}` });
    const cells = (name: string) =>
      within(within(table).getByRole('row', { name: new RegExp(`^${name}`) }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells('Beef Rendang')).toEqual(['Large', '8', '4', '12']);
    expect(cells('Personalised plan')).toEqual(['—', '10', '0', '10']);
    expect(cells('Total')).toEqual(['18', '4', '22']);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Product', 'Size', 'Forecast', 'Paid', 'Forecast and paid']);

    const empty = within(days).getByRole('article', {
      name: `Delivery ${formatShopDate('2026-11-30', 'en-US')}`,
    });
    expect(empty).toHaveTextContent('Nothing to cook for this day yet.');
    expect(within(empty).queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Kitchen forecast' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('asks for another range from its fields (in Malay)', async () => {
    const page = renderAdminPage('/admin/subscriptions/forecast', { baseURL: api.baseURL });
    await screen.findByRole('list', { name: 'Hari memasak' });

    await page.user.selectOptions(screen.getByRole('combobox', { name: 'Bilangan hari' }), '7');
    expect(page.location().search).toBe('?days=7');
    expect(
      await screen.findByText('Tiada minggu langganan atau pesanan berbayar pada hari-hari ini.'),
    ).toBeInTheDocument();
    expect(api.requests.at(-1)?.query.get('days')).toBe('7');

    const from = screen.getByLabelText('Dari hari penghantaran');
    await page.user.clear(from);
    await page.user.type(from, '2026-12-05');
    await waitFor(() => expect(api.requests.at(-1)?.query.get('from')).toBe('2026-12-05'));
    expect(page.location().search).toBe('?days=7&from=2026-12-05');
  });

  it('shows the API’s refusal of the day at the day field', async () => {
    renderAdminPage('/admin/subscriptions/forecast?from=2026-02-30', {
      locale: 'en-US',
      baseURL: api.baseURL,
    });
    const from = screen.getByLabelText('From delivery day');
    await waitFor(() => expect(from).toHaveAccessibleDescription('Enter a real date.'));
    expect(from).toHaveAttribute('aria-invalid', 'true');
    // The refusal is said at the field only, not again above the page.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Cooking days' })).not.toBeInTheDocument();
  });
});
