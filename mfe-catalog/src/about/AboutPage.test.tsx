import { screen } from '@testing-library/react';
import type { PageSection } from '@mealprep/shared/domain';
import { image } from '../testing/fixtures';
import { renderCatalogPage } from '../testing/renderCatalogPage';
import { startTestApi, type TestApi } from '../testing/testApi';

const sections: PageSection[] = [
  {
    id: 9,
    position: 1,
    key: 'founder',
    title: 'Our founder',
    founder: { name: 'Aisyah Rahman', role: 'Founder and chef', bio: 'Cooks.', image: image('f') },
  },
];

let api: TestApi;
beforeEach(async () => {
  api = await startTestApi({
    'GET /api/v1/page_management/about': () => ({ status: 200, body: { data: sections } }),
  });
});
afterEach(() => api.close());

it('shows the founder from the about sections', async () => {
  renderCatalogPage('/about-us', { locale: 'en-US', baseURL: api.baseURL });
  expect(await screen.findByRole('heading', { name: 'Aisyah Rahman' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Our founder' })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'f' })).toHaveAttribute('fetchpriority', 'high');
});
