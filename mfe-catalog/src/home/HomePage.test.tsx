import { screen, within } from '@testing-library/react';
import type { PageSection } from '@mealprep/shared/catalogue/contracts';
import { image } from '../testing/fixtures';
import { renderCatalogPage } from '../testing/renderCatalogPage';
import { startTestApi, type TestApi } from '../testing/testApi';

const steps = ['Take the quiz', 'Get your plan', 'Pick dishes', 'Pay', 'We cook', 'We deliver'];

const sections: PageSection[] = [
  {
    id: 4,
    position: 4,
    key: 'services',
    title: 'Our services',
    description: 'What we do for you',
    home_services: [
      { key: 'delivery', title: 'Delivery', description: 'Klang Valley', image: image('s1') },
    ],
    cta_title: 'Start now',
    cta_action: '/fixed-meal-plan',
  },
  {
    id: 1,
    position: 1,
    key: 'banners',
    carousel_banners: [
      {
        title: 'Meals planned for your goal',
        subtitle: 'Cooked fresh',
        image: image('b1'),
        cta_title: 'See the menu',
        cta_action: '/food-menu',
      },
      {
        title: 'Bodybuilding line',
        subtitle: 'More protein',
        image: image('b2'),
        cta_title: 'Bundles',
        cta_action: '/meal-bundles',
      },
    ],
  },
  {
    id: 2,
    position: 2,
    key: 'featured',
    featured_section: [
      { title: 'Fixed plan', description: 'A week', image: image('f1'), link: '/fixed-meal-plan' },
    ],
  },
  {
    id: 3,
    position: 3,
    key: 'how_it_works',
    title: 'How it works',
    description: 'Six steps',
    how_it_works_steps: steps.map((title, index) => ({
      step: index + 1,
      key: `s${index}`,
      title,
      description: `${title} description`,
      image: image(`h${index}`),
    })),
  },
];

let api: TestApi;
beforeEach(async () => {
  api = await startTestApi({
    'GET /api/v1/page_management/home': () => ({ status: 200, body: { data: sections } }),
  });
});
afterEach(() => api.close());

describe('HomePage', () => {
  it('shows the server sections in their order with an accessible carousel', async () => {
    const { user } = renderCatalogPage('/', { locale: 'en-US', baseURL: api.baseURL });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Healthy meals, planned for you' }),
    ).toBeInTheDocument();
    const carousel = await screen.findByRole('region', { name: 'Highlights' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(within(carousel).getByRole('group', { name: 'Slide 1 of 2' })).toBeVisible();
    expect(within(carousel).getByRole('link', { name: 'See the menu' })).toHaveAttribute(
      'href',
      '/food-menu',
    );
    await user.click(within(carousel).getByRole('button', { name: 'Next slide' }));
    expect(within(carousel).getByRole('heading', { name: 'Bodybuilding line' })).toBeVisible();

    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.slice(-3)).toEqual(['Featured', 'How it works', 'Our services']);
    const how = screen.getByRole('region', { name: 'How it works' });
    expect(within(how).getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getByRole('link', { name: 'Start now' })).toHaveAttribute(
      'href',
      '/fixed-meal-plan',
    );
  });
});
