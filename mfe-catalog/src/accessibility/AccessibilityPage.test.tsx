import { screen, within } from '@testing-library/react';
import { CONTACT_CHAT_URL } from '@mealprep/shared/account';
import { LOCALES } from '@mealprep/shared/i18n';
import { documentTitle } from '@mealprep/shared/routes';
import { renderRemoteRoute } from '@mealprep/shared/testing';
import * as remoteRoutes from '../routes';
import { STATEMENT_SECTION_IDS, statementContent } from './accessibilityContent';

const TITLES = { 'en-US': 'Accessibility statement', 'ms-MY': 'Kenyataan kebolehcapaian' } as const;
const CONTACT = {
  'en-US': 'Contact us on WhatsApp (opens in a new tab)',
  'ms-MY': 'Hubungi kami di WhatsApp (dibuka dalam tab baharu)',
} as const;

describe.each(LOCALES)('accessibility statement in %s', (locale) => {
  const statement = statementContent[locale];

  it('states the standard, how it is tested, the known limitations and how to reach the team', async () => {
    renderRemoteRoute(remoteRoutes, '/accessibility', locale);
    expect(
      await screen.findByRole('heading', { level: 1, name: TITLES[locale] }),
    ).toBeInTheDocument();

    const regions = screen.getAllByRole('region');
    expect(regions.map((region) => region.getAttribute('aria-labelledby'))).toHaveLength(4);
    STATEMENT_SECTION_IDS.forEach((id, index) => {
      const section = statement.sections[id];
      expect(regions[index]).toHaveAccessibleName(section.heading);
      for (const item of section.items ?? []) {
        expect(within(regions[index]!).getByText(item)).toBeInTheDocument();
      }
    });
    expect(within(regions[0]!).getByText(/WCAG\) 2\.2/)).toHaveTextContent(/AA/);
    // Honest about what is not done: no manual screen-reader testing yet.
    expect(within(regions[2]!).getByText(/NVDA, JAWS, VoiceOver/)).toBeInTheDocument();

    const contact = within(regions[3]!).getByRole('link', { name: CONTACT[locale] });
    expect(contact).toHaveAttribute('href', CONTACT_CHAT_URL);
    expect(contact).toHaveAttribute('target', '_blank');
  });

  it('has its own tab title in the route table', () => {
    expect(documentTitle('accessibility', locale)).toBe(`${TITLES[locale]} — MealPrep MY`);
  });
});
