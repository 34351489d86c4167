import type { PageSection } from '@mealprep/shared/catalogue/contracts';
import { buildTestApp, SETUP_TIMEOUT, type TestApp } from '../../test/helper';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
}, SETUP_TIMEOUT);

afterAll(async () => {
  await t.close();
}, SETUP_TIMEOUT);

async function sections(page: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ url: `/api/v1/page_management/${page}`, headers });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: PageSection[] }>().data;
}

describe('GET /api/v1/page_management/home|about', () => {
  it('answers the home sections of docs/spec.md §1 in order, in English by default', async () => {
    const home = await sections('home');
    expect(home.map((section) => section.key)).toEqual([
      'banners',
      'featured',
      'how_it_works',
      'services',
    ]);
    const [banners, featured, howItWorks, services] = home;
    expect(banners).toMatchObject({ carousel_banners: expect.any(Array) });
    expect(featured).toMatchObject({ featured_section: expect.any(Array) });
    expect(howItWorks).toMatchObject({ title: 'How it works', description: expect.any(String) });
    if (howItWorks?.key !== 'how_it_works') throw new Error('unexpected section');
    expect(howItWorks.how_it_works_steps.map((step) => step.title)).toEqual([
      'Fill up and select',
      'AI meal planner',
      'Kitchen',
      'Delivery',
      'Shelf life 7 days',
      'Enjoy',
    ]);
    expect(services).toMatchObject({
      title: expect.any(String),
      description: expect.any(String),
      home_services: expect.any(Array),
      cta_title: expect.any(String),
      cta_action: expect.any(String),
    });
  });

  it('answers images with their size and a placeholder where a section has none', async () => {
    const home = await sections('home');
    const banners = home[0];
    if (banners?.key !== 'banners') throw new Error('unexpected section');
    expect(banners.carousel_banners[0]?.image).toMatchObject({
      src: expect.stringMatching(/^\/storage\/dishes\/.+-640\.webp$/),
      width: 640,
      height: 480,
      placeholder: false,
      alt: banners.carousel_banners[0]?.title,
    });
    const about = await sections('about');
    const featured = about.find((section) => section.key === 'featured');
    if (featured?.key !== 'featured') throw new Error('unexpected section');
    const founder = featured.featured_section[0]?.image;
    expect(founder).toMatchObject({
      src: expect.stringMatching(/^\/storage\/dishes\/placeholder\./),
      placeholder: true,
    });
    const file = await t.app.inject({ url: founder?.src });
    expect(file.statusCode).toBe(200);
  });

  it.each(['en-US', 'ms-MY'])(
    'illustrates every how-it-works step and offer card with its own picture described in %s',
    async (locale) => {
      const home = await sections('home', { cookie: `locale=${locale}` });
      const steps = home[2];
      const services = home[3];
      if (steps?.key !== 'how_it_works' || services?.key !== 'services')
        throw new Error('unexpected section');
      const items = [...steps.how_it_works_steps, ...services.home_services];
      expect(items).toHaveLength(9);
      const sources = new Set<string>();
      for (const item of items) {
        expect(item.image).toMatchObject({ width: 640, height: 480, placeholder: false });
        // The alt text says what the picture shows, not the card's title again.
        expect(item.image.alt.length).toBeGreaterThan(20);
        expect(item.image.alt).not.toBe(item.title);
        expect(item).not.toHaveProperty('image_alt');
        sources.add(item.image.src);
        const file = await t.app.inject({ url: item.image.src });
        expect(file.statusCode).toBe(200);
        expect(file.headers['content-type']).toBe('image/webp');
      }
      expect(sources.size).toBe(9);
    },
  );

  it('answers the about page with the founder, in Bahasa Malaysia when asked', async () => {
    const about = await sections('about', { cookie: 'locale=ms-MY' });
    const founder = about.find((section) => section.key === 'founder');
    expect(founder).toMatchObject({
      title: 'Kenali pengasas kami',
      founder: {
        name: 'Amir Hakim',
        role: 'Pengasas dan ketua jurulatih',
        bio: expect.any(String),
      },
    });
    const howItWorks = about.find((section) => section.key === 'how_it_works');
    expect(howItWorks).toMatchObject({ title: 'Cara ia berfungsi' });
  });

  it('is cacheable with an ETag per language', async () => {
    const english = await t.app.inject({ url: '/api/v1/page_management/home' });
    const malay = await t.app.inject({
      url: '/api/v1/page_management/home',
      headers: { 'accept-language': 'ms-MY' },
    });
    expect(english.headers.etag).not.toBe(malay.headers.etag);
    const again = await t.app.inject({
      url: '/api/v1/page_management/home',
      headers: { 'if-none-match': english.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers 404 for another page', async () => {
    const response = await t.app.inject({ url: '/api/v1/page_management/contact' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: true });
  });
});
