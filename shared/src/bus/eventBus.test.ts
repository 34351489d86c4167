import { createEventBus } from './eventBus';

describe('event bus', () => {
  it('delivers a payload to every subscriber of that event only', () => {
    const bus = createEventBus();
    const remotes: string[] = [];
    const toasts: string[] = [];
    bus.on('remote.failed', ({ remote }) => remotes.push(remote));
    bus.on('remote.failed', ({ remote }) => remotes.push(remote.toUpperCase()));
    bus.on('toast.show', ({ description }) => toasts.push(description));

    bus.emit('remote.failed', { remote: 'catalog', version: '1.2.0', message: 'offline' });

    expect(remotes).toEqual(['catalog', 'CATALOG']);
    expect(toasts).toEqual([]);
  });

  it('stops delivering after unsubscribe', () => {
    const bus = createEventBus();
    const seen: string[] = [];
    const off = bus.on('toast.show', ({ description }) => seen.push(description));
    bus.emit('toast.show', { variant: 'info', description: 'first' });
    off();
    bus.emit('toast.show', { variant: 'info', description: 'second' });
    expect(seen).toEqual(['first']);
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
    // @ts-expect-error: version must be a string or null
    bus.emit('remote.failed', { remote: 'catalog', version: 2, message: 'offline' });
    expect(true).toBe(true);
  });
});
