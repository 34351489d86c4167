import { parseMenuSearch } from '@mealprep/shared/catalogue';
import { createTestPlatform } from '@mealprep/shared/testing';
import { dish, menuPage } from '../testing/fixtures';
import { startTestApi, type TestApi } from '../testing/testApi';
import { menuApi } from './api';
import { prefetchMenu } from './prefetch';
import { menuQueryOf } from './useMenuSearch';

const page1 = [dish({ id: 1, name: 'Ayam percik' }), dish({ id: 2, name: 'Nasi lemak' })];
const page2 = [dish({ id: 3, name: 'Tofu sambal' })];

let api: TestApi;
beforeEach(async () => {
  api = await startTestApi({
    'GET /api/v1/menu': ({ query }) =>
      query.get('page') === '2'
        ? { status: 200, body: menuPage(page2, 3, 2) }
        : { status: 200, body: menuPage(page1, 3) },
  });
});
afterEach(() => api.close());

const pagesAsked = () =>
  api.requests.filter((request) => request.path === '/api/v1/menu').map((r) => r.query.get('page'));

describe('prefetchMenu', () => {
  it('loads as many pages as the address shows, into the entry the page reads', async () => {
    const { store } = createTestPlatform({ baseURL: api.baseURL, locale: 'en-US' });
    const search = '?line=classic&page=2';
    await prefetchMenu(store.dispatch, search);
    expect(pagesAsked()).toEqual(['1', '2']);
    const entry = menuApi.endpoints.menu.select(menuQueryOf(parseMenuSearch(search)))(
      store.getState(),
    );
    expect(entry.status).toBe('fulfilled');
    expect(entry.data?.pages.flatMap((page) => page.items.map((item) => item.name))).toEqual([
      'Ayam percik',
      'Nasi lemak',
      'Tofu sambal',
    ]);
  });

  it('stops at the end of the list however many pages the address asks for', async () => {
    const { store } = createTestPlatform({ baseURL: api.baseURL, locale: 'en-US' });
    await prefetchMenu(store.dispatch, '?page=9');
    expect(pagesAsked()).toEqual(['1', '2']);
  });
});
