import { LRUCache } from 'lru-cache';

/**
 * `compute` remembered for the last `max` keys asked about (least recently used forgotten): for
 * work done on every request from something the client chooses (a header, a host name, an
 * address), so that the memory it takes stays bounded whatever the client sends.
 */
export function boundedMemo<V>(max: number, compute: (key: string) => V): (key: string) => V {
  // Boxed: lru-cache keeps no null or undefined values, and a computed value may be either.
  const seen = new LRUCache<string, { value: V }>({ max });
  return (key) => {
    const hit = seen.get(key);
    if (hit) return hit.value;
    const value = compute(key);
    seen.set(key, { value });
    return value;
  };
}
