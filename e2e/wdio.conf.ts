import { mkdirSync } from 'node:fs';
import { browser } from '@wdio/globals';
import { join } from 'node:path';
import { startBrowserClock } from './support/clock';
import { waitForHydrationAfterPageLoads } from './support/hydration';
import { baseUrl, repoRoot, startE2eShop, stopE2eShop } from './support/server';
import { visualServiceOptions } from './support/visual';

const chromiumArgs = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--window-size=1280,800',
];

/** WebdriverIO in Debian's Chromium against the built shop (see docs/environment.md). */
export const config: WebdriverIO.Config = {
  runner: 'local',
  specs: [join(__dirname, 'specs/**/*.e2e.ts')],
  maxInstances: 1,
  // A spec file that fails is run once more, after the others, so a one-off (a busy machine
  // slowing a browser past a wait) does not fail the run, and the retried spec is printed last,
  // where a truncated CI log still shows it. A failure that repeats still fails the run.
  specFileRetries: 1,
  specFileRetriesDeferred: true,
  autoXvfb: false,
  baseUrl,
  capabilities: [
    {
      browserName: 'chrome',
      webSocketUrl: true,
      'wdio:chromedriverOptions': { binary: '/usr/bin/chromedriver' },
      'goog:chromeOptions': { binary: '/usr/bin/chromium', args: chromiumArgs },
    },
  ],
  // Screenshot comparison for specs/visual.e2e.ts (docs/environment.md, "Visual regression").
  services: [['visual', visualServiceOptions]],
  logLevel: 'warn',
  waitforTimeout: 10_000,
  connectionRetryTimeout: 60_000,
  connectionRetryCount: 1,
  framework: 'mocha',
  reporters: ['spec'],
  mochaOpts: { ui: 'bdd', timeout: 120_000 },
  outputDir: join(repoRoot, 'e2e', '.logs'),
  before: async () => {
    waitForHydrationAfterPageLoads();
    await startBrowserClock();
  },
  onPrepare: async () => {
    mkdirSync(join(repoRoot, 'e2e/screenshots'), { recursive: true });
    await startE2eShop();
  },
  // What the browser showed when a test failed, beside the other screenshots.
  afterTest: async (test, _context, { passed }) => {
    if (passed) return;
    const name = `${test.parent} ${test.title}`.replace(/[^\w.-]+/g, '-').slice(0, 120);
    await browser.saveScreenshot(join(repoRoot, 'e2e/screenshots', `failed-${name}.png`));
  },
  onComplete: async () => {
    await stopE2eShop();
  },
};
