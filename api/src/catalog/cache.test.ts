import { CatalogAnswerCache } from './cache';

function setup(revisionMaxAgeMs = 250) {
  let clock = 1_000;
  let revision = 1;
  let revisionReads = 0;
  let builds = 0;
  const cache = new CatalogAnswerCache(
    async () => {
      revisionReads += 1;
      return revision;
    },
    { revisionMaxAgeMs, now: () => clock, maxEntries: 2 },
  );
  const build = async () => {
    builds += 1;
    return { revision, builds };
  };
  return {
    cache,
    build,
    advance: (ms: number) => (clock += ms),
    bump: () => (revision += 1),
    counts: () => ({ revisionReads, builds }),
  };
}

describe('CatalogAnswerCache', () => {
  it('reads the revision once per interval, however many requests arrive together', async () => {
    const { cache, build, counts } = setup();
    await Promise.all(Array.from({ length: 50 }, () => cache.get('menu', build)));
    expect(counts()).toEqual({ revisionReads: 1, builds: expect.any(Number) });
    await cache.get('menu', build);
    expect(counts().revisionReads).toBe(1);
  });

  it('serves the same bytes and ETag until the revision changes, then rebuilds', async () => {
    const { cache, build, advance, bump, counts } = setup();
    const first = await cache.get('menu', build);
    advance(100);
    bump();
    // Within the interval the change is not seen yet (at most 250 ms late).
    expect(await cache.get('menu', build)).toBe(first);
    advance(200);
    const after = await cache.get('menu', build);
    expect(after.etag).not.toBe(first.etag);
    expect(JSON.parse(after.body)).toEqual({ revision: 2, builds: 2 });
    expect(counts().revisionReads).toBe(2);
  });

  it('checks every time with an interval of 0, and forgets a failed read', async () => {
    let fail = true;
    const cache = new CatalogAnswerCache(
      async () => {
        if (fail) throw new Error('database down');
        return 7;
      },
      { revisionMaxAgeMs: 60_000 },
    );
    await expect(cache.get('x', async () => 1)).rejects.toThrow('database down');
    fail = false;
    await expect(cache.get('x', async () => 1)).resolves.toMatchObject({ body: '1' });
    const eager = setup(0);
    await eager.cache.get('a', eager.build);
    await eager.cache.get('a', eager.build);
    expect(eager.counts().revisionReads).toBe(2);
  });

  it('keeps at most maxEntries answers, dropping the least recently used for one asked for twice', async () => {
    const { cache, build, counts } = setup();
    await cache.get('a', build);
    await cache.get('b', build);
    await cache.get('a', build);
    expect(counts().builds).toBe(2);
    await cache.get('c', build);
    expect(cache.size).toBe(2);
    await cache.get('c', build);
    expect(counts().builds).toBe(4);
    // `c` took the place of `b`, the one asked for least recently.
    await cache.get('c', build);
    await cache.get('a', build);
    expect(counts().builds).toBe(4);
    await cache.get('b', build);
    expect(counts().builds).toBe(5);
  });

  it('keeps the answers everyone reads through a flood of answers asked for once', async () => {
    const { cache, build, counts } = setup();
    await cache.get('menu', build);
    await cache.get('bundles', build);
    for (let n = 0; n < 200; n += 1) await cache.get(`menu?q=flood${n}`, build);
    const before = counts().builds;
    await cache.get('menu', build);
    await cache.get('bundles', build);
    expect(counts().builds).toBe(before);
    expect(cache.size).toBe(2);
  });
});
