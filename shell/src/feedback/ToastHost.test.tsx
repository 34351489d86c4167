import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectToast } from '@mealprep/shared/store';
import { renderShell } from '../testUtils';
import { TOAST_DURATION_MS, ToastHost } from './ToastHost';

describe('ToastHost', () => {
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
    expect(screen.getByRole('status')).toHaveTextContent('Item added to cart');

    show('Meal has been removed', 'destructive');
    expect(screen.queryByText('Item added to cart')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Meal has been removed');
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
