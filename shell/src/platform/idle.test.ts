import { whenIdle } from './idle';

describe('whenIdle', () => {
  afterEach(() => {
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
  });

  it('waits for the browser to be idle, with a deadline', () => {
    const asked: { timeout?: number }[] = [];
    let idle: () => void = () => {};
    window.requestIdleCallback = ((callback: () => void, options?: { timeout?: number }) => {
      idle = callback;
      asked.push(options ?? {});
      return 1;
    }) as typeof window.requestIdleCallback;
    const work = jest.fn();
    whenIdle(work, 1500);
    expect(work).not.toHaveBeenCalled();
    expect(asked).toEqual([{ timeout: 1500 }]);
    idle();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs after the current task where the browser cannot say when it is idle', async () => {
    const work = jest.fn();
    whenIdle(work);
    expect(work).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(work).toHaveBeenCalledTimes(1);
  });
});
