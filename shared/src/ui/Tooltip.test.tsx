import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tooltip, TooltipProvider, TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from './Tooltip';
import { renderWithTheme } from './testUtils';

const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

function renderTwoTooltips() {
  renderWithTheme(
    <TooltipProvider>
      <Tooltip content="Your cart">
        <button type="button">Cart</button>
      </Tooltip>
      <Tooltip content="Change language">
        <button type="button">Language</button>
      </Tooltip>
    </TooltipProvider>,
  );
  return {
    user: userEvent.setup({ advanceTimers: jest.advanceTimersByTime }),
    cart: screen.getByRole('button', { name: 'Cart' }),
    language: screen.getByRole('button', { name: 'Language' }),
  };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('Tooltip', () => {
  it('uses the docs/spec.md §9 delays', () => {
    expect(TOOLTIP_DELAY_MS).toBe(700);
    expect(TOOLTIP_SKIP_DELAY_MS).toBe(300);
  });

  it('shows on hover only after 700 ms', async () => {
    const { user, cart } = renderTwoTooltips();

    await user.hover(cart);
    await wait(TOOLTIP_DELAY_MS - 1);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await wait(1);
    expect(screen.getByRole('tooltip', { name: 'Your cart' })).toBeVisible();
  });

  it('describes its trigger, even before it shows', () => {
    const { cart } = renderTwoTooltips();

    expect(cart).toHaveAccessibleDescription('Your cart');
  });

  it('shows on keyboard focus after the delay and hides on blur', async () => {
    const { user } = renderTwoTooltips();

    await user.tab();
    await wait(TOOLTIP_DELAY_MS);
    expect(screen.getByRole('tooltip', { name: 'Your cart' })).toBeInTheDocument();

    await user.tab();
    // The first closed just now, so the second skips the delay.
    expect(screen.getByRole('tooltip', { name: 'Change language' })).toBeInTheDocument();
    expect(screen.getAllByRole('tooltip')).toHaveLength(1);
  });

  it('never shows when the pointer leaves before the delay', async () => {
    const { user, cart } = renderTwoTooltips();

    await user.hover(cart);
    await wait(TOOLTIP_DELAY_MS - 100);
    await user.unhover(cart);
    await wait(TOOLTIP_DELAY_MS);

    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('skips the delay for a tooltip opened within 300 ms of the last one closing', async () => {
    const { user, cart, language } = renderTwoTooltips();
    await user.hover(cart);
    await wait(TOOLTIP_DELAY_MS);
    await user.unhover(cart);

    await wait(TOOLTIP_SKIP_DELAY_MS - 50);
    await user.hover(language);

    expect(screen.getByRole('tooltip', { name: 'Change language' })).toBeInTheDocument();
  });

  it('waits the full delay again once 300 ms have passed', async () => {
    const { user, cart, language } = renderTwoTooltips();
    await user.hover(cart);
    await wait(TOOLTIP_DELAY_MS);
    await user.unhover(cart);

    await wait(TOOLTIP_SKIP_DELAY_MS);
    await user.hover(language);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await wait(TOOLTIP_DELAY_MS);
    expect(screen.getByRole('tooltip', { name: 'Change language' })).toBeInTheDocument();
  });

  it('does not skip the delay when the previous tooltip never showed', async () => {
    const { user, cart, language } = renderTwoTooltips();
    await user.hover(cart);
    await wait(100);
    await user.unhover(cart);

    await user.hover(language);

    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('hides on Escape', async () => {
    const { user, cart } = renderTwoTooltips();
    await user.hover(cart);
    await wait(TOOLTIP_DELAY_MS);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('works without a provider and keeps the trigger’s own description', async () => {
    renderWithTheme(
      <>
        <p id="points-help">Points expire after a year.</p>
        <Tooltip content="Loyalty points">
          <button type="button" aria-describedby="points-help">
            Points
          </button>
        </Tooltip>
      </>,
    );
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const trigger = screen.getByRole('button', { name: 'Points' });

    expect(trigger).toHaveAccessibleDescription('Points expire after a year. Loyalty points');
    await user.hover(trigger);
    await wait(TOOLTIP_DELAY_MS);
    expect(screen.getByRole('tooltip', { name: 'Loyalty points' })).toBeInTheDocument();
  });
});
