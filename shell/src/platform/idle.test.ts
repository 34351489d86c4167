import { whenIdle, whenIdleOrLeaving } from './idle';

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

  it('sends a report the page must not lose as it goes away, if it was not idle before', () => {
    let idle: () => void = () => {};
    window.requestIdleCallback = ((callback: () => void) => {
      idle = callback;
      return 1;
    }) as typeof window.requestIdleCallback;
    const work = jest.fn();
    const leaving = jest.fn();
    whenIdleOrLeaving(work, leaving);
    window.dispatchEvent(new Event('pagehide'));
    idle();
    window.dispatchEvent(new Event('pagehide'));
    expect(leaving).toHaveBeenCalledTimes(1);
    expect(work).not.toHaveBeenCalled();

    const work2 = jest.fn();
    const leaving2 = jest.fn();
    whenIdleOrLeaving(work2, leaving2);
    idle();
    window.dispatchEvent(new Event('pagehide'));
    expect(work2).toHaveBeenCalledTimes(1);
    expect(leaving2).not.toHaveBeenCalled();
  });
});
