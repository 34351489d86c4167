import { screen, waitFor, within } from '@testing-library/react';
import { parseMenuSearch } from '@mealprep/shared/catalogue';
import type { Locale } from '@mealprep/shared/i18n';
import { dish, menuPage } from '../testing/fixtures';
import { menuRequestsFor } from '../testing/menuRequests';
import { renderCatalogPage } from '../testing/renderCatalogPage';
import { startTestApi, type TestApi, type TestApiRequest } from '../testing/testApi';

/**
 * The food menu's address is its state (shared/src/catalogue/menuSearch.ts): tabs, "load more" and
 * "clear filters" are links, the filters a GET form, so the server-rendered page works without
 * JavaScript; with JavaScript the same controls navigate inside the app.
 */
const meals = [
  dish({ id: 1, name: 'Ayam percik' }),
  dish({ id: 2, name: 'Beef rendang bowl', line: 'bodybuilding', allergens: ['beef'] }),
];
const alacarte = [dish({ id: 3, name: 'Tofu sambal', tab: 'alacarte', line: 'vegetarian' })];

let api: TestApi;

beforeEach(async () => {
  api = await startTestApi({
    'GET /api/v1/menu': ({ query }) => {
      if (query.get('q') === 'nothing') return { status: 200, body: menuPage([]) };
      if (query.get('page') === '2') return { status: 200, body: menuPage(alacarte, 3, 2) };
      if (query.get('tab') === 'alacarte') return { status: 200, body: menuPage(alacarte) };
      return { status: 200, body: menuPage(meals, 3) };
    },
  });
});

afterEach(() => api.close());

const menuRequests = (tab?: string) => menuRequestsFor(api, tab);
const lastMenuQuery = (): URLSearchParams => (menuRequests().at(-1) as TestApiRequest).query;

function renderMenu(path = '/food-menu', locale: Locale = 'en-US') {
  return renderCatalogPage(path, { locale, baseURL: api.baseURL });
}

/**
 * What a browser without JavaScript sends when the filter form is submitted: every named field
 * in order, a checkbox only when checked (the HTML form data set; the test environment's
 * FormData is Node's, which cannot read a jsdom form).
 */
function submittedSearch(form: HTMLFormElement): string {
  const params = new URLSearchParams();
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement)) continue;
    if (!element.name || element.disabled) continue;
    if (element instanceof HTMLInputElement && element.type === 'checkbox' && !element.checked)
      continue;
    params.append(element.name, element.value);
  }
  return params.toString();
}

describe('FoodMenuPage without and with JavaScript', () => {
  it('offers the tabs as links in a navigation, the current one marked', async () => {
    const { user, location } = renderMenu();
    // The file's first page pays for loading the modules: a loaded machine needs more than 5 s.
    await screen.findByRole('article', { name: 'Ayam percik' }, { timeout: 15000 });
    const tabs = screen.getByRole('navigation', { name: 'Menu sections' });
    const meal = within(tabs).getByRole('link', { name: 'Meals' });
    const other = within(tabs).getByRole('link', { name: 'À la carte' });
    expect(meal).toHaveAttribute('href', '/food-menu');
    expect(meal).toHaveAttribute('aria-current', 'page');
    expect(other).toHaveAttribute('href', '/food-menu?tab=alacarte');
    expect(other).not.toHaveAttribute('aria-current');

    // The other tab's list is asked for beside the page's own, once.
    await waitFor(() => expect(menuRequests('alacarte')).toHaveLength(1));
    // With JavaScript: a navigation inside the app, and the other tab's dishes from the cache.
    await user.click(other);
    expect(await screen.findByRole('article', { name: 'Tofu sambal' })).toBeInTheDocument();
    expect(location().search).toBe('?tab=alacarte');
    expect(lastMenuQuery().get('tab')).toBe('alacarte');
    expect(menuRequests('alacarte')).toHaveLength(1);
    // And the tab left is the one kept ready now.
    expect(menuRequests('meal')).toHaveLength(1);
    expect(within(tabs).getByRole('link', { name: 'À la carte' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('keeps the language prefix in every link and in the form', async () => {
    renderMenu('/food-menu?tab=alacarte&free_from=beef', 'ms-MY');
    await screen.findByRole('article', { name: 'Tofu sambal' }, { timeout: 5000 });
    const tabs = screen.getByRole('navigation', { name: 'Bahagian menu' });
    expect(within(tabs).getByRole('link', { name: 'Hidangan' })).toHaveAttribute(
      'href',
      '/ms-MY/food-menu?free_from=beef',
    );
    expect(screen.getByRole('button', { name: 'Cari' }).closest('form')).toHaveAttribute(
      'action',
      '/ms-MY/food-menu',
    );
  });

  it('is a GET form whose submission without JavaScript is the menu the visitor chose', async () => {
    const { user } = renderMenu('/food-menu?tab=alacarte');
    await screen.findByRole('article', { name: 'Tofu sambal' }, { timeout: 5000 });
    const form = screen.getByRole('button', { name: 'Search' }).closest('form')!;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/food-menu');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Line' }), 'vegetarian');
    const freeFrom = screen.getByRole('group', { name: 'Free from' });
    await user.click(within(freeFrom).getByRole('checkbox', { name: 'Dairy' }));
    await user.click(within(freeFrom).getByRole('checkbox', { name: 'Peanut' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search dishes' }), 'tofu');
    expect(parseMenuSearch(submittedSearch(form))).toEqual({
      tab: 'alacarte',
      line: 'vegetarian',
      freeFrom: ['peanut', 'dairy'],
      q: 'tofu',
      page: 1,
    });
  });

  it('applies each filter at once with JavaScript, in the address and the request', async () => {
    const { user, location } = renderMenu();
    await screen.findByRole('article', { name: 'Ayam percik' }, { timeout: 5000 });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Line' }), 'bodybuilding');
    await waitFor(() => expect(lastMenuQuery().get('line')).toBe('bodybuilding'));
    expect(location().search).toBe('?line=bodybuilding');
    const freeFrom = screen.getByRole('group', { name: 'Free from' });
    expect(within(freeFrom).getAllByRole('checkbox')).toHaveLength(10);
    // The dietary preference `toast` is bread: "Free from: Toast" read as nonsense (finding 11).
    expect(within(freeFrom).getByRole('checkbox', { name: 'Bread' })).toHaveAttribute(
      'value',
      'toast',
    );
    expect(within(freeFrom).queryByRole('checkbox', { name: 'Toast' })).not.toBeInTheDocument();
    await user.click(within(freeFrom).getByRole('checkbox', { name: 'Dairy' }));
    await user.click(within(freeFrom).getByRole('checkbox', { name: 'Peanut' }));
    await waitFor(() => expect(lastMenuQuery().get('exclude_allergens')).toBe('peanut,dairy'));
    expect(location().search).toBe('?line=bodybuilding&free_from=peanut,dairy');
    expect(within(freeFrom).getByRole('checkbox', { name: 'Dairy' })).toBeChecked();

    // Typing applies after a pause; the list empties and offers to clear the filters.
    await user.type(screen.getByRole('searchbox', { name: 'Search dishes' }), 'nothing');
    expect(
      await screen.findByRole('heading', { name: 'No dishes match your filters' }),
    ).toBeInTheDocument();
    expect(location().search).toBe('?line=bodybuilding&free_from=peanut,dairy&q=nothing');
    expect(lastMenuQuery().get('q')).toBe('nothing');
    const clear = screen.getByRole('link', { name: 'Clear filters' });
    expect(clear).toHaveAttribute('href', '/food-menu');
    await user.click(clear);
    expect(await screen.findByRole('article', { name: 'Ayam percik' })).toBeInTheDocument();
    expect(location().search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Search dishes' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Line' })).toHaveValue('all');
    expect(within(freeFrom).getByRole('checkbox', { name: 'Dairy' })).not.toBeChecked();
  });

  it('searches at once with Enter or the Search button', async () => {
    const { user, location } = renderMenu();
    await screen.findByRole('article', { name: 'Ayam percik' }, { timeout: 5000 });
    const field = screen.getByRole('searchbox', { name: 'Search dishes' });
    await user.type(field, 'nothing{Enter}');
    expect(location().search).toBe('?q=nothing');
    expect(
      await screen.findByRole('heading', { name: 'No dishes match your filters' }),
    ).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'rendang');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(location().search).toBe('?q=rendang');
    expect(await screen.findByRole('article', { name: 'Ayam percik' })).toBeInTheDocument();
  });

  it('shows the menu an address names, controls set, as a server render would', async () => {
    renderMenu('/food-menu?tab=alacarte&line=vegetarian&free_from=beef&q=%20tofu%20&utm=x');
    expect(
      await screen.findByRole('article', { name: 'Tofu sambal' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(lastMenuQuery().get('tab')).toBe('alacarte');
    expect(lastMenuQuery().get('line')).toBe('vegetarian');
    expect(lastMenuQuery().get('exclude_allergens')).toBe('beef');
    expect(lastMenuQuery().get('q')).toBe('tofu');
    expect(screen.getByRole('combobox', { name: 'Line' })).toHaveValue('vegetarian');
    expect(screen.getByRole('searchbox', { name: 'Search dishes' })).toHaveValue('tofu');
    expect(screen.getByRole('checkbox', { name: 'Beef' })).toBeChecked();
  });

  it('"Load more" is a link to one more page, appended in place with JavaScript', async () => {
    const { user, location } = renderMenu();
    await screen.findByRole('article', { name: 'Ayam percik' }, { timeout: 5000 });
    expect(screen.getByText('Showing 2 of 3 dishes')).toBeInTheDocument();
    const more = screen.getByRole('link', { name: 'Load more' });
    expect(more).toHaveAttribute('href', '/food-menu?page=2');
    await user.click(more);
    expect(await screen.findByRole('article', { name: 'Tofu sambal' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Ayam percik' })).toBeInTheDocument();
    expect(location().search).toBe('?page=2');
    expect(lastMenuQuery().get('page')).toBe('2');
    expect(screen.getByText('Showing 3 of 3 dishes')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Load more' })).not.toBeInTheDocument();
    // Page 1 was not asked for again.
    expect(menuRequests().map((request) => request.query.get('page'))).toEqual(['1', '2']);
  });

  it('opened at a later page, shows every page up to it', async () => {
    renderMenu('/food-menu?page=2');
    expect(
      await screen.findByRole('article', { name: 'Tofu sambal' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Ayam percik' })).toBeInTheDocument();
    expect(screen.getByText('Showing 3 of 3 dishes')).toBeInTheDocument();
  });
});
