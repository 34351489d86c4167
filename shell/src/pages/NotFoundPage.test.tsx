import { screen } from '@testing-library/react';
import { renderShell } from '../testUtils';
import { NotFoundPage } from './NotFoundPage';

describe('NotFoundPage', () => {
  it('shows the SPEC texts with the path that was asked for', () => {
    renderShell(<NotFoundPage />, { path: '/no/such/page' });

    expect(screen.getByRole('region', { name: 'Uh-oh!' })).toContainElement(
      screen.getByRole('heading', { level: 1, name: 'Uh-oh!' }),
    );
    expect(screen.getByText("We can't find that page.")).toBeInTheDocument();
    expect(screen.getByText('Page not found: /no/such/page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Back Home' })).toHaveAttribute('href', '/');
  });

  it('uses the path it is given', () => {
    renderShell(<NotFoundPage path="/food-menu/broken" />, { path: '/elsewhere' });
    expect(screen.getByText('Page not found: /food-menu/broken')).toBeInTheDocument();
  });

  it('goes home in the visitor’s language', () => {
    renderShell(<NotFoundPage />, { locale: 'ms-MY', path: '/ms-MY/tiada' });
    expect(screen.getByRole('heading', { name: 'Alamak!' })).toBeInTheDocument();
    expect(screen.getByText('Halaman tidak ditemui: /ms-MY/tiada')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke Laman Utama' })).toHaveAttribute(
      'href',
      '/ms-MY',
    );
  });
});
