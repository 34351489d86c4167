import { registryChanged, Snapshot } from './registrySnapshot';

describe('the registry snapshot (docs/architecture.md §3.2)', () => {
  let clock = 0;
  let reads = 0;
  const counting = () =>
    new Snapshot(
      async () => {
        reads += 1;
        return reads;
      },
      250,
      () => clock,
    );

  beforeEach(() => {
    clock = 0;
    reads = 0;
  });

  it('reads once while young, again once it is older than its age', async () => {
    const snapshot = counting();
    expect(await snapshot.get()).toBe(1);
    clock = 249;
    expect(await snapshot.get()).toBe(1);
    clock = 250;
    expect(await snapshot.get()).toBe(2);
    expect(reads).toBe(2);
  });

  it('reads again on the next request after a change in this process', async () => {
    const snapshot = counting();
    expect(await snapshot.get()).toBe(1);
    registryChanged();
    expect(await snapshot.get()).toBe(2);
    expect(await snapshot.get()).toBe(2);
  });

  it('does not keep a failed read', async () => {
    let fail = true;
    const snapshot = new Snapshot(
      async () => {
        if (fail) throw new Error('database away');
        return 'pins';
      },
      250,
      () => clock,
    );
    await expect(snapshot.get()).rejects.toThrow('database away');
    fail = false;
    expect(await snapshot.get()).toBe('pins');
  });
});
