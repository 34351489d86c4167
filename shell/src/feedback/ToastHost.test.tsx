import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectToast } from '@mealprep/shared/store';
import { renderShell } from '../testUtils';
import { TOAST_DURATION_MS, ToastHost } from './ToastHost';

describe('ToastHost', () => {
  // The toast's code is its own chunk (a lazy component), fetched with the first toast of a visit:
  // show one with real timers first, so the timed tests below start with it loaded.
  beforeAll(async () => {
    const { bus, unmount } = renderShell(<ToastHost />);
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeEmptyDOMElement();
    act(() => bus.emit('toast.show', { variant: 'success', title: 'Hello', description: 'First' }));
    expect(await screen.findByText('First')).toBeVisible();
    unmount();
  });
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function setup() {
    const result = renderShell(<ToastHost />);
    const show = (description: string, variant: 'success' | 'destructive' = 'success') =>
      act(() => result.bus.emit('toast.show', { variant, title: 'Heads up', description }));
    return { ...result, show };
  }

  it('keeps one toast: a new one replaces the old', () => {
    const { show } = setup();

    show('Item added to cart');
    expect(screen.getByText('Item added to cart')).toBeVisible();

    show('Meal has been removed', 'destructive');
    expect(screen.queryByText('Item added to cart')).not.toBeInTheDocument();
    expect(screen.getByText('Meal has been removed')).toBeVisible();
  });

  it('speaks through live regions that are in the page before any toast: errors assertive, the rest polite', () => {
    const { show } = setup();
    const polite = screen.getByRole('status');
    const assertive = screen.getByRole('alert');
    expect(polite).toHaveAttribute('aria-live', 'polite');
    expect(assertive).toHaveAttribute('aria-live', 'assertive');
    expect(polite).toBeEmptyDOMElement();

    show('Item added to cart');
    // The text goes in a frame after the toast appears, into the region that already existed.
    act(() => jest.advanceTimersByTime(20));
    expect(screen.getByRole('status')).toBe(polite);
    expect(polite).toHaveTextContent('Heads up. Item added to cart.');
    expect(assertive).toBeEmptyDOMElement();

    show('Meal has been removed', 'destructive');
    act(() => jest.advanceTimersByTime(20));
    expect(assertive).toHaveTextContent('Heads up. Meal has been removed.');
    expect(polite).toBeEmptyDOMElement();
  });

  it(`closes by itself after ${TOAST_DURATION_MS} ms and not before`, () => {
    const { show, store } = setup();
    expect(TOAST_DURATION_MS).toBe(5000);

    show('Item added to cart');
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByText('Item added to cart')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Item added to cart')).not.toBeInTheDocument();
    expect(selectToast(store.getState())).toBeNull();
  });

  it('gives each new toast its full time', () => {
    const { show } = setup();

    show('First');
    act(() => jest.advanceTimersByTime(3000));
    show('Second');
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.getByText('Second')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 3000));
    expect(screen.queryByText('Second')).not.toBeInTheDocument();
  });

  it('closes with its close button', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { show, store } = setup();
    show('Item added to cart');

    await user.click(screen.getByRole('button', { name: 'Close' }));

    expect(screen.queryByText('Item added to cart')).not.toBeInTheDocument();
    expect(selectToast(store.getState())).toBeNull();
  });

  it('waits while the pointer rests on the toast, then takes the time that was left', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { show } = setup();
    show('Item added to cart');
    act(() => jest.advanceTimersByTime(2000));

    await user.hover(screen.getByText('Item added to cart'));
    act(() => jest.advanceTimersByTime(10_000));
    expect(screen.getByText('Item added to cart')).toBeInTheDocument();

    await user.unhover(screen.getByText('Item added to cart'));
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 2000 - 1));
    expect(screen.getByText('Item added to cart')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Item added to cart')).not.toBeInTheDocument();
  });

  it('keeps its named region mounted when there is no toast', () => {
    setup();
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeEmptyDOMElement();
  });
});
