import { screen, within } from '@testing-library/react';
import { dish, menuPage } from '../testing/fixtures';
import { renderCatalogPage } from '../testing/renderCatalogPage';
import { startTestApi, type TestApi } from '../testing/testApi';

const totals: Record<string, number> = {
  'classic:meal': 20,
  'classic:alacarte': 10,
  'bodybuilding:meal': 12,
  'bodybuilding:alacarte': 6,
  'vegetarian:meal': 8,
  'vegetarian:alacarte': 5,
};

let api: TestApi;
beforeEach(async () => {
  api = await startTestApi({
    'GET /api/v1/menu': ({ query }) => ({
      status: 200,
      body: menuPage(
        [dish({ id: 1, name: 'x' })],
        totals[`${query.get('line')}:${query.get('tab')}`] ?? 0,
      ),
    }),
  });
});
afterEach(() => api.close());

it('counts the dishes per line and per tab', async () => {
  renderCatalogPage('/test', { locale: 'en-US', baseURL: api.baseURL });
  const table = await screen.findByRole('table', { name: 'Dishes per line and tab' });
  const classic = within(table).getByRole('row', { name: /Classic/ });
  expect(
    within(classic)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['20', '10', '30']);
  const total = within(table).getAllByRole('row').at(-1) as HTMLElement;
  expect(
    within(total)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['40', '21', '61']);
});
