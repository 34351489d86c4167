import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import type { CarouselBanner } from '@mealprep/shared/catalogue/contracts';
import { commonMessages, type Locale } from '@mealprep/shared/i18n';
import { theme } from '@mealprep/shared/ui';
import { catalogMessages } from '../messages';
import { image } from '../testing/fixtures';
import { Carousel } from './Carousel';

const banners: CarouselBanner[] = [
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
];

/** A `matchMedia` whose reduced-motion answer the test can change while the page is open. */
function mockReducedMotion(initially: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: initially,
    media: '(prefers-reduced-motion: reduce)',
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  window.matchMedia = jest.fn(() => query) as unknown as typeof window.matchMedia;
  return {
    set(reduced: boolean) {
      query.matches = reduced;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

function renderCarousel(locale: Locale = 'en-US') {
  return render(
    <ThemeProvider theme={theme}>
      <IntlProvider
        locale={locale}
        messages={{ ...commonMessages[locale], ...catalogMessages[locale] }}
      >
        <MemoryRouter>
          <Carousel banners={banners} />
        </MemoryRouter>
      </IntlProvider>
    </ThemeProvider>,
  );
}

const visibleSlide = () =>
  screen.getAllByRole('group', { hidden: true }).findIndex((slide) => !slide.hidden);

const originalMatchMedia = window.matchMedia;
beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  window.matchMedia = originalMatchMedia;
});

describe('Carousel', () => {
  it('advances on its own while motion is allowed', () => {
    mockReducedMotion(false);
    renderCarousel();
    expect(visibleSlide()).toBe(0);
    act(() => jest.advanceTimersByTime(7000));
    expect(visibleSlide()).toBe(1);
  });

  it('never advances when reduced motion is asked for from the start', () => {
    mockReducedMotion(true);
    renderCarousel();
    act(() => jest.advanceTimersByTime(30_000));
    expect(visibleSlide()).toBe(0);
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
  });

  it('stops its timer as soon as the customer turns reduced motion on', () => {
    const motion = mockReducedMotion(false);
    renderCarousel();
    act(() => jest.advanceTimersByTime(7000));
    expect(visibleSlide()).toBe(1);

    motion.set(true);
    act(() => jest.advanceTimersByTime(30_000));
    expect(visibleSlide()).toBe(1);
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
  });

  it.each(['en-US', 'ms-MY'] as const)(
    'in %s, names the arrow buttons by their (hidden) text, with no glyph the name leaves out',
    async (locale) => {
      mockReducedMotion(true);
      renderCarousel(locale);
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const names = {
        'en-US': ['Previous slide', 'Next slide'],
        'ms-MY': ['Slaid sebelumnya', 'Slaid seterusnya'],
      }[locale];
      for (const name of names) {
        const button = screen.getByRole('button', { name });
        // 2.5.3: the name comes from the button's own text, and no visible character (‹ ›) is
        // missing from it; the arrow is a hidden picture.
        expect(button).not.toHaveAttribute('aria-label');
        expect(button.textContent).toBe(name);
        expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
      }
      await user.click(screen.getByRole('button', { name: names[1] }));
      expect(
        within(screen.getByRole('region')).getByRole('heading', { name: 'Bodybuilding line' }),
      ).toBeVisible();
    },
  );
});
