import { createEventBus } from './eventBus';

describe('event bus', () => {
  it('delivers a payload to every subscriber of that event only', () => {
    const bus = createEventBus();
    const counts: number[] = [];
    const locales: string[] = [];
    bus.on('cart.changed', ({ count }) => counts.push(count));
    bus.on('cart.changed', ({ count }) => counts.push(count * 10));
    bus.on('locale.changed', ({ locale }) => locales.push(locale));

    bus.emit('cart.changed', { count: 2, subTotal: '24.00' });

    expect(counts).toEqual([2, 20]);
    expect(locales).toEqual([]);
  });

  it('stops delivering after unsubscribe', () => {
    const bus = createEventBus();
    const seen: number[] = [];
    const off = bus.on('plan.generated', ({ planId }) => seen.push(planId));
    bus.emit('plan.generated', { planId: 1 });
    off();
    bus.emit('plan.generated', { planId: 2 });
    expect(seen).toEqual([1]);
  });

  it('keeps delivering to other handlers when one throws, and reports the error', () => {
    const errors: unknown[] = [];
    const bus = createEventBus((error) => errors.push(error));
    const seen: string[] = [];
    bus.on('toast.show', () => {
      throw new Error('broken listener');
    });
    bus.on('toast.show', ({ description }) => seen.push(description));
    bus.emit('toast.show', { variant: 'info', description: 'hello' });
    expect(seen).toEqual(['hello']);
    expect(errors).toHaveLength(1);
  });

  it('rejects unknown events and wrong payloads at compile time', () => {
    const bus = createEventBus();
    // @ts-expect-error: not an event of BusEvents
    bus.emit('cart.exploded', {});
    // @ts-expect-error: count must be a number
    bus.emit('cart.changed', { count: 'two', subTotal: '1.00' });
    expect(true).toBe(true);
  });
});
