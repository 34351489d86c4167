import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FileDigests, sriDigest } from './fileDigests';

describe('file digests', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'digests-'));
  const file = path.join(dir, 'main.js');
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('reads a file once per process, and again only when its time or size changes', async () => {
    fs.writeFileSync(file, 'one');
    const digests = new FileDigests();
    for (let n = 0; n < 100; n += 1) {
      expect(await digests.of(file)).toBe(sriDigest(Buffer.from('one')));
    }
    expect(digests.hashed).toBe(1);

    // Same size, another modification time.
    fs.writeFileSync(file, 'two');
    const later = new Date(Date.now() + 5_000);
    fs.utimesSync(file, later, later);
    expect(await digests.of(file)).toBe(sriDigest(Buffer.from('two')));
    // Same modification time, another size.
    fs.writeFileSync(file, 'three');
    fs.utimesSync(file, later, later);
    expect(await digests.of(file)).toBe(sriDigest(Buffer.from('three')));
    expect(digests.hashed).toBe(3);
  });

  it('answers null for a missing file or a folder', async () => {
    const digests = new FileDigests();
    expect(await digests.of(path.join(dir, 'missing.js'))).toBeNull();
    expect(await digests.of(dir)).toBeNull();
  });
});
