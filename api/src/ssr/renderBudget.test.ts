import { EventLoopLag, RenderBudget } from './renderBudget';

describe('the event loop’s delay', () => {
  it('stays low for one late turn and rises when the loop is behind for a few', () => {
    let now = 0;
    const lag = new EventLoopLag(() => now);
    lag.start();
    lag.stop();
    const turn = (after: number) => {
      now += after;
      lag.tick();
    };
    for (let n = 0; n < 20; n += 1) turn(20);
    expect(lag.ms).toBe(0);
    // A garbage collection of 150 ms: one turn late.
    turn(170);
    expect(lag.ms).toBeLessThan(100);
    for (let n = 0; n < 10; n += 1) turn(20);
    expect(lag.ms).toBeLessThan(5);
    // Renders keep the loop busy 200 ms at a time.
    for (let n = 0; n < 4; n += 1) turn(220);
    expect(lag.ms).toBeGreaterThan(100);
    for (let n = 0; n < 20; n += 1) turn(20);
    expect(lag.ms).toBeLessThan(5);
  });

  it('measures a real busy loop', async () => {
    const lag = new EventLoopLag();
    lag.start();
    try {
      for (let n = 0; n < 5; n += 1) {
        const until = performance.now() + 200;
        while (performance.now() < until) {
          // The loop is held, as by a long render.
        }
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
      expect(lag.ms).toBeGreaterThan(100);
    } finally {
      lag.stop();
    }
  });
});

describe('renders at once', () => {
  it('lets no more than the cap run in one process; a finished one makes room', async () => {
    // Loopback clients have no per-network budget, so the store of counts is never asked.
    const uncounted = {
      add: () => Promise.reject(new Error('a loopback client is not counted')),
    } as unknown as ConstructorParameters<typeof RenderBudget>[0];
    const limits = {
      rendersPerNetwork: 60,
      renderWindowMs: 60_000,
      maxEventLoopLagMs: 100,
      maxConcurrentRenders: 2,
    };
    const budget = new RenderBudget(uncounted, limits, { ms: 0 });
    expect(await budget.refusal('127.0.0.1')).toBeNull();
    expect(await budget.refusal('127.0.0.2')).toBeNull();
    expect(await budget.refusal('127.0.0.3')).toBe('busy');
    budget.finished();
    expect(await budget.refusal('127.0.0.4')).toBeNull();
  });
});
