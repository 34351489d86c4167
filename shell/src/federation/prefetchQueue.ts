/** docs/spec.md §9: route prefetch keeps at most 4 requests pending; the rest wait their turn. */
export const MAX_PENDING_PREFETCHES = 4;

export function createPrefetchQueue(limit = MAX_PENDING_PREFETCHES) {
  const seen = new Set<string>();
  const waiting: Array<() => Promise<unknown>> = [];
  let pending = 0;

  const next = () => {
    while (pending < limit && waiting.length > 0) {
      const task = waiting.shift()!;
      pending += 1;
      task()
        .catch(() => undefined)
        .finally(() => {
          pending -= 1;
          next();
        });
    }
  };

  return {
    /** Queues `task` once per key; later calls with the same key are ignored. */
    prefetch(key: string, task: () => Promise<unknown>) {
      if (seen.has(key)) return;
      seen.add(key);
      waiting.push(task);
      next();
    },
    get pending() {
      return pending;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
