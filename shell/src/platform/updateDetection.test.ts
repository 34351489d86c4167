import {
  createReloadGate,
  isChunkLoadError,
  RELOAD_INTERVAL_MS,
  watchForUpdates,
} from './updateDetection';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('reload gate', () => {
  it('allows one reload per path per 10 seconds', () => {
    const gate = createReloadGate(memoryStorage());
    expect(gate.allow('/food-menu', 1_000)).toBe(true);
    expect(gate.allow('/food-menu', 1_000 + RELOAD_INTERVAL_MS - 1)).toBe(false);
    expect(gate.allow('/cart', 2_000)).toBe(true);
    expect(gate.allow('/food-menu', 1_000 + RELOAD_INTERVAL_MS)).toBe(true);
  });

  it('survives a corrupt stored value', () => {
    const storage = memoryStorage();
    storage.setItem('mealprep.reloads', '{not json');
    expect(createReloadGate(storage).allow('/')).toBe(true);
  });
});

describe('chunk load errors', () => {
  it.each([
    [Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' }), true],
    [new Error('Loading chunk vendors-abc failed'), true],
    [new TypeError('Failed to fetch dynamically imported module: /x.js'), true],
    [new Error('Cannot read properties of undefined'), false],
    ['Loading chunk 1 failed', false],
  ])('%s → %s', (error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });
});

describe('watchForUpdates', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('reports a new build once and stops polling', async () => {
    const answers = [{ buildId: 'b1' }, { buildId: 'b2' }, { buildId: 'b3' }];
    const fetchJson = jest.fn(async () => answers.shift());
    const onUpdate = jest.fn();
    watchForUpdates('b1', fetchJson, onUpdate, { intervalMs: 1000 });

    await jest.advanceTimersByTimeAsync(1000);
    expect(onUpdate).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1000);
    expect(onUpdate).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(5000);
    expect(fetchJson).toHaveBeenCalledTimes(2);
    expect(onUpdate).toHaveBeenCalledTimes(1);
  });

  it('keeps polling through failures', async () => {
    const fetchJson = jest
      .fn<Promise<unknown>, [string]>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ buildId: 'new' });
    const onUpdate = jest.fn();
    const stop = watchForUpdates('old', fetchJson, onUpdate, { intervalMs: 1000 });
    await jest.advanceTimersByTimeAsync(2000);
    expect(onUpdate).toHaveBeenCalledTimes(1);
    stop();
  });
});
