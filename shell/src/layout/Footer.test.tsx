import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { Locale } from '@mealprep/shared/i18n';
import type { HalalCertificate } from '@mealprep/shared/catalogue/contracts';
import { startTestApi } from '@mealprep/shared/testing';
import { renderShell } from '../testUtils';
import { Footer } from './Footer';

describe('Footer', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the copyright line with the current year, taken at render', () => {
    jest.useFakeTimers({ now: new Date('2031-03-01T08:00:00+08:00') });
    renderShell(<Footer />);
    expect(screen.getByText('© 2031 MealPrep MY')).toBeInTheDocument();
  });

  it('has the Company, Legal and Social groups', () => {
    renderShell(<Footer />);
    const footer = screen.getByRole('contentinfo');

    const company = within(footer).getByRole('list', { name: 'Company' });
    expect(within(company).getByRole('link', { name: 'About' })).toHaveAttribute(
      'href',
      '/about-us',
    );
    const contact = within(company).getByRole('link', { name: /Contact us on WhatsApp/ });
    expect(contact).toHaveAttribute('href', 'https://wa.me/60123456789');
    expect(contact).toHaveAttribute('target', '_blank');
    expect(contact).toHaveAttribute('rel', 'noopener noreferrer');
    expect(contact).toHaveAccessibleName('Contact us on WhatsApp (opens in a new tab)');

    const legal = within(footer).getByRole('list', { name: 'Legal' });
    expect(within(legal).getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );
    expect(within(legal).getByRole('link', { name: 'Accessibility' })).toHaveAttribute(
      'href',
      '/accessibility',
    );

    const social = within(footer).getByRole('list', { name: 'Social' });
    const links = within(social).getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      expect.stringMatching(/^https:\/\/www\.instagram\.com\//),
      expect.stringMatching(/^https:\/\/www\.facebook\.com\//),
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('keeps the /ms-MY prefix and speaks Malay', () => {
    renderShell(<Footer />, { locale: 'ms-MY', path: '/ms-MY' });
    expect(screen.getByRole('link', { name: 'Terma & Syarat' })).toHaveAttribute(
      'href',
      '/ms-MY/terms-and-conditions',
    );
    expect(screen.getByRole('link', { name: 'Kebolehcapaian' })).toHaveAttribute(
      'href',
      '/ms-MY/accessibility',
    );
    expect(screen.getByRole('list', { name: 'Syarikat' })).toBeInTheDocument();
  });

  describe("the kitchen's halal certification", () => {
    const certificate: HalalCertificate = {
      body: 'JAKIM',
      certificate_number: 'JAKIM/(S)/492/2',
      expires_on: '2027-06-30',
      expired: false,
    };
    async function renderWith(answer: HalalCertificate | null, locale: Locale) {
      const api = await startTestApi({
        'GET /api/v1/halal_certificate': () => ({ status: 200, body: { data: answer } }),
      });
      renderShell(<Footer />, { baseURL: api.baseURL, locale });
      return api;
    }

    it('shows who certified the kitchen, the certificate number and its expiry, in both languages', async () => {
      const api = await renderWith(certificate, 'en-US');
      try {
        const footer = screen.getByRole('contentinfo');
        expect(await within(footer).findByText('Halal certified by JAKIM')).toBeVisible();
        expect(
          within(footer).getByText('Certificate JAKIM/(S)/492/2, valid until 30 June 2027'),
        ).toBeVisible();
      } finally {
        await api.close();
      }
    });

    it('speaks Malay', async () => {
      const api = await renderWith(certificate, 'ms-MY');
      try {
        expect(await screen.findByText('Disahkan halal oleh JAKIM')).toBeVisible();
        expect(screen.getByText('Sijil JAKIM/(S)/492/2, sah sehingga 30 Jun 2027')).toBeVisible();
      } finally {
        await api.close();
      }
    });

    it('claims nothing when the kitchen has no certificate or it has expired', async () => {
      for (const answer of [null, { ...certificate, expired: true }]) {
        const api = await renderWith(answer, 'en-US');
        try {
          await waitFor(() => expect(api.requests).toHaveLength(1));
          expect(screen.queryByText(/Halal certified/)).not.toBeInTheDocument();
        } finally {
          await api.close();
          cleanup();
        }
      }
    });
  });
});
