import { screen } from '@testing-library/react';
import type { PageSection } from '@mealprep/shared/catalogue/contracts';
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
    'GET /api/v1/halal_certificate': () => ({
      status: 200,
      body: {
        data: {
          body: 'JAKIM',
          certificate_number: 'JAKIM/(S)/492/2',
          expires_on: '2027-06-30',
          expired: false,
        },
      },
    }),
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

it("shows the kitchen's halal certification, in both languages", async () => {
  const first = renderCatalogPage('/about-us', { locale: 'en-US', baseURL: api.baseURL });
  const section = await screen.findByRole('region', { name: 'Halal certification' });
  expect(section).toHaveTextContent(
    'Halal certified by JAKIMCertificate JAKIM/(S)/492/2, valid until 30 June 2027',
  );
  first.unmount();
  renderCatalogPage('/ms-MY/about-us', { locale: 'ms-MY', baseURL: api.baseURL });
  expect(await screen.findByRole('region', { name: 'Pensijilan halal' })).toHaveTextContent(
    'Disahkan halal oleh JAKIMSijil JAKIM/(S)/492/2, sah sehingga 30 Jun 2027',
  );
});
