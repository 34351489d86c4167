import { act, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { selectCartCount } from '@mealprep/shared/cart/api';
import { formatShopDate } from '@mealprep/shared/core';
import type { DishDetails } from '@mealprep/shared/catalogue/contracts';
import { commonMessages, withLocalePrefix, type Locale } from '@mealprep/shared/i18n';
import { routeTable } from '@mealprep/shared/routes';
import { profileLoaded } from '@mealprep/shared/store';
import {
  createTestPlatform,
  customerProfile,
  PlatformProviders,
  type TestPlatform,
} from '@mealprep/shared/testing';
import { theme } from '@mealprep/shared/ui';
import { catalogMessages } from '../messages';
import { cartWith, dish } from '../testing/fixtures';
import { renderCatalogPage } from '../testing/renderCatalogPage';
import { startTestApi, type TestApi, type TestApiRoutes } from '../testing/testApi';
import { dishApi } from './api';
import DishPage from './DishPage';

const percik: DishDetails = {
  ...dish({
    id: 4,
    name: 'Ayam percik with turmeric rice',
    description: 'Chicken grilled in a spiced coconut percik glaze, with turmeric rice.',
    allergens: ['rice', 'chicken'],
    halal: true,
  }),
  slug: 'ayam-percik-with-turmeric-rice',
  ingredients: ['Chicken thigh', 'Rice', 'Coconut milk', 'Lemongrass'],
  reheating: 'Microwave on high for 2½–3 minutes for S or 3½–4 minutes for L.',
  storage: 'Keep it in the fridge at 0–4 °C from the moment it arrives.',
};

const tempeh: DishDetails = {
  ...dish({
    id: 9,
    name: 'Tempeh kicap',
    line: 'vegetarian',
    allergens: [],
    halal: false,
  }),
  slug: 'tempeh-kicap',
  ingredients: ['Tempeh', 'Sweet soy sauce'],
  reheating: '',
  storage: 'Kept chilled.',
};

/** Sold out on a day long gone (not shown), then on two dates to come. */
const soldOut: DishDetails = {
  ...tempeh,
  id: 11,
  name: 'Sambal sotong',
  slug: 'sambal-sotong',
  unavailable: [
    { date: '2000-01-03', state: 'sold_out' },
    { date: '2099-01-02', state: 'sold_out' },
    { date: '2099-01-09', state: 'paused' },
  ],
};

const DISHES = [percik, tempeh, soldOut];

let api: TestApi;
let routes: TestApiRoutes;
let units = 0;

beforeEach(async () => {
  units = 0;
  sessionStorage.clear();
  document.title = 'Dish — MealPrep MY';
  routes = {
    ...Object.fromEntries(
      DISHES.map((item) => [
        `GET /api/v1/dishes/${item.slug}`,
        ({ locale }: { locale: Locale }) => ({
          status: 200,
          body: {
            data:
              locale === 'ms-MY'
                ? { ...item, ingredients: ['Peha ayam', 'Beras'], reheating: 'Panaskan 3 minit.' }
                : item,
          },
        }),
      ]),
    ),
    'POST /api/v1/cart/store': ({ body }) => {
      units += (body as { quantity: number }).quantity;
      return { status: 200, body: { data: cartWith(units) } };
    },
    'GET /api/v1/cart/index': () => ({ status: 200, body: { data: cartWith(units) } }),
  };
  api = await startTestApi(routes);
});

afterEach(() => api.close());

function renderDish(slug: string, locale: Locale = 'en-US') {
  return renderCatalogPage(`/food-menu/${slug}`, { locale, baseURL: api.baseURL });
}

describe('DishPage', () => {
  it('shows the dish: photo, description, ingredients, what it contains, halal', async () => {
    renderDish(percik.slug);
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Ayam percik with turmeric rice' },
        // The file's first page pays for loading the modules.
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    const photo = screen.getByRole('img', { name: 'dish-4' });
    expect(photo).toHaveAttribute('loading', 'eager');
    expect(photo).toHaveAttribute('fetchpriority', 'high');
    expect(photo.getAttribute('srcset')).toContain('320w');
    expect(photo).toHaveAttribute('width', '640');
    expect(screen.getByText(percik.description)).toBeVisible();
    expect(screen.getByText('Halal')).toBeVisible();
    expect(screen.getByText('Classic')).toBeVisible();

    const ingredients = screen.getByRole('region', { name: 'Ingredients' });
    expect(
      within(ingredients)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Chicken thigh', 'Rice', 'Coconut milk', 'Lemongrass']);
    // In the menu's order of allergens, as on the menu card.
    expect(within(ingredients).getByText('Contains: Chicken, Rice')).toBeVisible();
  });

  it('gives the nutrition and price of each size in one table', async () => {
    renderDish(percik.slug);
    const section = await screen.findByRole('region', { name: 'Nutrition and price per size' });
    const table = within(section).getByRole('table', { name: 'Per serving of each size' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => [...row.children].map((cell) => cell.textContent)),
    ).toEqual([
      ['Nutrient', 'Small (S)', 'Large (L)'],
      ['Energy', '370 kcal', '555 kcal'],
      ['Carbohydrate', '40 g', '60 g'],
      ['Protein', '30 g', '45 g'],
      ['Fat', '10 g', '15 g'],
      ['Price', 'RM 15.90', 'RM 21.90'],
    ]);
  });

  it('says how to reheat and keep it, and for how long', async () => {
    renderDish(percik.slug);
    const reheating = await screen.findByRole('region', { name: 'Reheating' });
    expect(within(reheating).getByText(percik.reheating)).toBeVisible();
    const storage = screen.getByRole('region', { name: 'Storage and shelf life' });
    expect(within(storage).getByText(percik.storage)).toBeVisible();
    expect(
      within(storage).getByText('Keeps 7 days in the fridge (0–4 °C) from delivery.'),
    ).toBeVisible();
  });

  it('says a dish is not halal and contains no listed allergen, and leaves out what is not written', async () => {
    renderDish(tempeh.slug);
    await screen.findByRole('heading', { level: 1, name: 'Tempeh kicap' });
    expect(screen.getByText('Not halal')).toBeVisible();
    expect(screen.getByText('Vegetarian')).toBeVisible();
    expect(screen.getByText('No listed allergens')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Reheating' })).not.toBeInTheDocument();
  });

  it('titles the tab with the dish and links back to the food menu', async () => {
    renderDish(percik.slug);
    await screen.findByRole('heading', { level: 1, name: percik.name });
    await waitFor(() =>
      expect(document.title).toBe('Ayam percik with turmeric rice — MealPrep MY'),
    );
    const trail = screen.getByRole('navigation', { name: 'You are here' });
    expect(within(trail).getByRole('link', { name: 'Food menu' })).toHaveAttribute(
      'href',
      '/food-menu',
    );
  });

  it('reads in Bahasa Malaysia under /ms-MY, links included', async () => {
    renderDish(percik.slug, 'ms-MY');
    await screen.findByRole('heading', { level: 1, name: percik.name });
    const ingredients = screen.getByRole('region', { name: 'Bahan-bahan' });
    expect(within(ingredients).getByText('Mengandungi: Ayam, Nasi')).toBeVisible();
    expect(within(ingredients).getByText('Peha ayam')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Cara memanaskan' })).toHaveTextContent(
      'Panaskan 3 minit.',
    );
    expect(
      within(screen.getByRole('table', { name: 'Sehidangan bagi setiap saiz' })).getByRole('row', {
        name: 'Harga RM 15.90 RM 21.90',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Menu makanan' })).toHaveAttribute(
      'href',
      '/ms-MY/food-menu',
    );
    expect(
      screen.getByText('Tahan 7 hari dalam peti sejuk (0–4 °C) dari tarikh penghantaran.'),
    ).toBeVisible();
  });

  it('adds the size and quantity chosen to the cart, as the menu card does', async () => {
    const { user, store, toasts } = renderDish(percik.slug);
    act(() => {
      store.dispatch(profileLoaded(customerProfile()));
    });
    await screen.findByRole('heading', { level: 1, name: percik.name });
    await user.click(screen.getByRole('radio', { name: 'Large (L)' }));
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));

    await waitFor(() => expect(selectCartCount(store.getState())).toBe(3));
    const stored = api.requests.find((request) => request.path === '/api/v1/cart/store');
    expect(stored?.body).toEqual({
      plan_id: 4,
      plan_type: 'RECIPE',
      quantity: 3,
      servings: 1,
      size: 'L',
    });
    expect(toasts).toContainEqual(
      expect.objectContaining({
        variant: 'success',
        description: 'Ayam percik with turmeric rice is in your cart',
      }),
    );
  });

  it('refuses a quantity out of range beside the field and adds nothing', async () => {
    const { user, store } = renderDish(percik.slug);
    act(() => {
      store.dispatch(profileLoaded(customerProfile()));
    });
    await screen.findByRole('heading', { level: 1, name: percik.name });
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '0');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(quantity).toHaveAccessibleDescription('Enter a quantity from 1 to 99.');
    expect(quantity).toHaveFocus();
    expect(api.requests.some((request) => request.path === '/api/v1/cart/store')).toBe(false);
  });

  it('sends a guest to sign in to add the dish, and back to this page', async () => {
    const { user, location } = renderDish(percik.slug);
    await screen.findByRole('heading', { level: 1, name: percik.name });
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(location().pathname).toBe('/auth/login'));
    expect(new URLSearchParams(location().search).get('redirect')).toBe(
      '/food-menu/ayam-percik-with-turmeric-rice',
    );
    expect(api.requests.some((request) => request.path === '/api/v1/cart/store')).toBe(false);
  });

  it('marks a dish sold out for its soonest date to come and names the later ones, never a past one', async () => {
    renderDish(soldOut.slug);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sambal sotong' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(`Sold out for ${formatShopDate('2099-01-02', 'en-US')}`)).toBeVisible();
    expect(
      screen.getByText(`Not available on: ${formatShopDate('2099-01-09', 'en-US')}`),
    ).toBeVisible();
    expect(screen.queryByText(new RegExp(formatShopDate('2000-01-03', 'en-US')))).toBeNull();
  });

  it('says a dish it cannot find is not there, with the way back to the menu', async () => {
    const { toasts } = renderDish('no-such-dish');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We can’t find that dish' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the food menu' })).toHaveAttribute(
      'href',
      '/food-menu',
    );
    await waitFor(() => expect(document.title).toBe('Page not found — MealPrep MY'));
    expect(toasts).toEqual([]);
  });
});

/**
 * The page as the server sends it (docs/architecture.md §2.4): its data is in the store before
 * the render, so the HTML already holds what a reader needs — before any script runs — and the
 * browser's first render of the same store matches it exactly.
 */
describe('DishPage rendered on the server', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
  });

  function page(platform: TestPlatform, locale: Locale, slug: string) {
    return (
      <ThemeProvider theme={theme}>
        <IntlProvider
          locale={locale}
          messages={{ ...commonMessages[locale], ...catalogMessages[locale] }}
        >
          <PlatformProviders platform={platform}>
            <MemoryRouter initialEntries={[withLocalePrefix(`/food-menu/${slug}`, locale)]}>
              <Routes>
                <Route
                  path={withLocalePrefix(routeTable.dish.path, locale)}
                  element={<DishPage />}
                />
              </Routes>
            </MemoryRouter>
          </PlatformProviders>
        </IntlProvider>
      </ThemeProvider>
    );
  }

  async function serverHtml(locale: Locale, slug: string) {
    const platform = createTestPlatform({ locale, baseURL: api.baseURL });
    await platform.store.dispatch(dishApi.endpoints.dish.initiate(slug));
    return { platform, html: renderToString(page(platform, locale, slug)) };
  }

  it.each(['en-US', 'ms-MY'] as const)(
    'holds the whole dish in the HTML in %s, and hydrates without a mismatch',
    async (locale) => {
      const { platform, html } = await serverHtml(locale, percik.slug);
      const container = document.createElement('div');
      container.innerHTML = html;
      document.body.appendChild(container);
      const view = within(container);
      expect(view.getByRole('heading', { level: 1, name: percik.name })).toBeInTheDocument();
      expect(view.getByRole('img', { name: 'dish-4' })).toHaveAttribute('fetchpriority', 'high');
      expect(view.getByText(percik.description)).toBeInTheDocument();
      expect(view.getByText('Halal')).toBeInTheDocument();
      expect(view.getByRole('table')).toHaveTextContent('RM 21.90');
      expect(view.getAllByRole('listitem').length).toBeGreaterThan(2);
      expect(
        view.getByRole('button', { name: locale === 'en-US' ? 'Add to cart' : 'Tambah ke troli' }),
      ).toBeInTheDocument();
      expect(
        view.getByRole('link', { name: locale === 'en-US' ? 'Food menu' : 'Menu makanan' }),
      ).toHaveAttribute('href', withLocalePrefix('/food-menu', locale));

      const problems: unknown[] = [];
      const consoleError = jest.spyOn(console, 'error').mockImplementation((...args) => {
        problems.push(args);
      });
      try {
        await act(async () => {
          root = hydrateRoot(container, page(platform, locale, percik.slug), {
            onRecoverableError: (error) => problems.push(error),
          });
        });
      } finally {
        consoleError.mockRestore();
      }
      expect(problems).toEqual([]);
    },
  );

  it('holds the sold-out mark in the HTML in ms-MY', async () => {
    const { html } = await serverHtml('ms-MY', soldOut.slug);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    expect(
      within(container).getByText(`Habis dijual untuk ${formatShopDate('2099-01-02', 'ms-MY')}`),
    ).toBeInTheDocument();
  });

  it('renders the "not found" text for a slug no dish has, and keeps it once the app starts', async () => {
    const { platform, html } = await serverHtml('en-US', 'no-such-dish');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const view = within(container);
    expect(
      view.getByRole('heading', { level: 1, name: 'We can’t find that dish' }),
    ).toBeInTheDocument();
    expect(view.getByRole('link', { name: 'Browse the food menu' })).toHaveAttribute(
      'href',
      '/food-menu',
    );

    // Asked again once the app starts: that answer is held until the page has been looked at.
    let asked = 0;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    routes['GET /api/v1/dishes/no-such-dish'] = async () => {
      asked += 1;
      await held;
      return { status: 404, body: { error: true, message: 'Not found.', errors: {} } };
    };
    const problems: unknown[] = [];
    const consoleError = jest.spyOn(console, 'error').mockImplementation((...args) => {
      problems.push(args);
    });
    try {
      await act(async () => {
        root = hydrateRoot(container, page(platform, 'en-US', 'no-such-dish'), {
          onRecoverableError: (error) => problems.push(error),
        });
      });
      await waitFor(() => expect(asked).toBe(1));
      // While it is asked again the page stays as the server sent it, not a skeleton.
      expect(
        view.getByRole('heading', { level: 1, name: 'We can’t find that dish' }),
      ).toBeInTheDocument();
      expect(container.querySelector('[aria-hidden="true"], [role="status"]')).toBeNull();
      release();
      await waitFor(() =>
        expect(platform.store.getState().api.queries['dish("no-such-dish")']?.status).toBe(
          'rejected',
        ),
      );
    } finally {
      consoleError.mockRestore();
    }
    expect(problems).toEqual([]);
    expect(
      view.getByRole('heading', { level: 1, name: 'We can’t find that dish' }),
    ).toBeInTheDocument();
  });
});
