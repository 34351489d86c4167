import { createPrefetchQueue, MAX_PENDING_PREFETCHES } from './prefetchQueue';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('prefetch queue', () => {
  it('keeps at most 4 prefetches pending and starts the next when one settles', async () => {
    const queue = createPrefetchQueue();
    const tasks = Array.from({ length: 6 }, () => deferred());
    const started: number[] = [];
    tasks.forEach((task, i) =>
      queue.prefetch(`r${i}`, () => {
        started.push(i);
        return task.promise;
      }),
    );
    expect(MAX_PENDING_PREFETCHES).toBe(4);
    expect(started).toEqual([0, 1, 2, 3]);
    expect(queue.pending).toBe(4);
    expect(queue.waiting).toBe(2);

    tasks[1]!.resolve();
    await tasks[1]!.promise;
    await Promise.resolve();
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(queue.pending).toBe(4);
  });

  it('prefetches a key once and survives a failed prefetch', async () => {
    const queue = createPrefetchQueue(1);
    const calls: string[] = [];
    queue.prefetch('catalog', () => {
      calls.push('catalog');
      return Promise.reject(new Error('offline'));
    });
    queue.prefetch('catalog', () => {
      calls.push('again');
      return Promise.resolve();
    });
    queue.prefetch('account', () => {
      calls.push('account');
      return Promise.resolve();
    });
    await new Promise((r) => setTimeout(r, 0));
    expect(calls).toEqual(['catalog', 'account']);
  });
});
