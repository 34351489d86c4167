/**
 * A publish that crashed half-way leaves its temporary `.publishing-*` folder in the release
 * registry's directory (platform/releasePublish.ts writes there, then renames). Left alone they
 * would fill the disk with every crashed upload. The shop removes those older than a few
 * minutes when it starts (and hourly); a younger one may be another process's publish under way.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createFakeRoot } from '../test/fakeRoot';
import { buildTestApp, SETUP_TIMEOUT, type TestApp } from '../test/helper';

let t: TestApp | undefined;
const root = createFakeRoot();
const releases = path.join(root, 'releases');

function leftover(remote: string, name: string, ageMs: number): string {
  const dir = path.join(releases, remote, name);
  fs.mkdirSync(path.join(dir, 'server'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), 'var half;');
  fs.writeFileSync(path.join(dir, 'server', 'routes.js'), 'module.exports = {};');
  const then = new Date(Date.now() - ageMs);
  for (const file of [path.join(dir, 'server', 'routes.js'), path.join(dir, 'remoteEntry.js')]) {
    fs.utimesSync(file, then, then);
  }
  fs.utimesSync(path.join(dir, 'server'), then, then);
  fs.utimesSync(dir, then, then);
  return dir;
}

const crashedLastWeek = leftover('catalog', '.publishing-9.9.9-a1B2c3', 7 * 24 * 60 * 60 * 1000);
const crashedAnHourAgo = leftover('account', '.publishing-1.0.0-Zz9yX8', 60 * 60 * 1000);
const underWay = leftover('catalog', '.publishing-9.9.10-q7W8e9', 5_000);
// A published version's folder is never touched, however old.
const published = leftover('catalog', '9.9.8', 30 * 24 * 60 * 60 * 1000);

beforeAll(async () => {
  t = await buildTestApp({ rootDir: root, releasesDir: releases });
  // The housekeeping job the start queued (test apps run due jobs when told).
  await t.app.jobs.runDue();
}, SETUP_TIMEOUT);

afterAll(async () => {
  await t?.close();
  fs.rmSync(root, { recursive: true, force: true });
}, SETUP_TIMEOUT);

describe('leftovers of crashed publishes', () => {
  it('are removed when the shop starts; a publish under way and published builds are not', () => {
    expect(fs.existsSync(crashedLastWeek)).toBe(false);
    expect(fs.existsSync(crashedAnHourAgo)).toBe(false);
    expect(fs.existsSync(underWay)).toBe(true);
    expect(fs.existsSync(path.join(published, 'remoteEntry.js'))).toBe(true);
  });
});
