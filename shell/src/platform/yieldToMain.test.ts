import { yieldToMain } from './yieldToMain';

describe('yieldToMain', () => {
  it('resumes in a later task: a timer queued before it has run by then', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('earlier task'), 0);
    void Promise.resolve().then(() => order.push('microtask'));
    await yieldToMain();
    order.push('resumed');
    expect(order).toEqual(['microtask', 'earlier task', 'resumed']);
  });
});
