import { screen, within } from '@testing-library/react';
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
});
