import { screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { LinkButton } from './LinkButton';
import { renderWithTheme } from '../ui/testUtils';

describe('LinkButton', () => {
  it('is a link to the route in the visitor’s language, without the style props in the DOM', () => {
    renderWithTheme(
      <IntlProvider locale="ms-MY">
        <MemoryRouter>
          <LinkButton to="order" params={{ id: 12 }} variant="secondary" fullWidth>
            Lihat pesanan
          </LinkButton>
        </MemoryRouter>
      </IntlProvider>,
    );

    const link = screen.getByRole('link', { name: 'Lihat pesanan' });
    expect(link).toHaveAttribute('href', '/ms-MY/account/my-order/12');
    expect(link).not.toHaveAttribute('variant');
    expect(link).not.toHaveAttribute('fullWidth');
    expect(getComputedStyle(link).width).toBe('100%');
  });
});
