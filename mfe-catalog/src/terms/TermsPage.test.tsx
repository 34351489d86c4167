import { screen, within } from '@testing-library/react';
import { LOCALES } from '@mealprep/shared/i18n';
import { renderRemoteRoute } from '@mealprep/shared/testing';
import * as remoteRoutes from '../routes';
import { TERMS_SECTION_IDS, termsContent } from './termsContent';

const TITLES = { 'en-US': 'Terms and conditions', 'ms-MY': 'Terma dan syarat' } as const;
const CONTENTS = { 'en-US': 'Contents', 'ms-MY': 'Kandungan' } as const;

describe.each(LOCALES)('terms page in %s', (locale) => {
  const sections = TERMS_SECTION_IDS.map((id) => termsContent[locale].sections[id]);
  const numbered = sections.map((section, index) => `${index + 1}. ${section.heading}`);

  it('shows the eleven numbered sections in order, each a region named by its heading', async () => {
    renderRemoteRoute(remoteRoutes, '/terms-and-conditions', locale);
    expect(
      await screen.findByRole('heading', { level: 1, name: TITLES[locale] }),
    ).toBeInTheDocument();

    const regions = screen.getAllByRole('region');
    expect(regions).toHaveLength(11);
    regions.forEach((region, index) => {
      expect(region).toHaveAccessibleName(numbered[index]);
      expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent(numbered[index]!);
      const paragraphs = Array.from(region.querySelectorAll('p'), (p) => p.textContent);
      expect(paragraphs).toEqual(sections[index]!.paragraphs);
    });
  });

  it('has a table of contents whose links jump to each section', async () => {
    renderRemoteRoute(remoteRoutes, '/terms-and-conditions', locale);
    const contents = await screen.findByRole('navigation', { name: CONTENTS[locale] });
    const list = within(contents).getByRole('list');
    expect(list.tagName).toBe('OL');

    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(sections.map((s) => s.heading));
    const regions = screen.getAllByRole('region');
    links.forEach((link, index) => {
      const target = document.getElementById(link.getAttribute('href')!.replace(/^#/, ''));
      expect(target).toBe(regions[index]);
    });
  });
});

it('dates the version in the reader’s language', async () => {
  renderRemoteRoute(remoteRoutes, '/terms-and-conditions', 'ms-MY');
  expect(await screen.findByText('Kemas kini terakhir: 29 November 2026')).toBeInTheDocument();
});
