import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { LOCALES, withLocalePrefix } from '@mealprep/shared/locale';
import { publicOriginOf, type AppConfig } from '../config';
import type { PageViews } from '../platform/pageViews';
import type { ReleaseRegistry } from '../platform/releaseRegistry';
import { Snapshot } from '../platform/registrySnapshot';
import type { RemoteName } from '../platform/remotes';
import type { ServerRendering } from '../routes/shell/serverPage';
import type { Services } from '../services';
import { PageCache } from './pageCache';
import { EventLoopLag, RenderBudget } from './renderBudget';
import { ShopRenderer } from './renderShop';
import { RemoteServerBundles, ShellServerBundle } from './serverBundles';

/** The pages a first visitor most likely opens. */
const WARM_PATHS = ['/', '/food-menu', '/meal-bundles', '/fixed-meal-plan', '/about-us'];

/** A failed server bundle is tried again after this long (one attempt per interval, not per request). */
const FAILED_BUNDLE_RETRY_MS = 30_000;

/** Server rendering for the shop's pages (docs/architecture.md §2.4), built from the app's parts. */
export function serverRendering(
  app: FastifyInstance,
  {
    config,
    services,
    registry,
    views,
  }: {
    config: AppConfig;
    services: Services;
    registry: Pick<ReleaseRegistry, 'remoteDir' | 'remotesFor' | 'recordFailure'>;
    views: PageViews;
  },
): ServerRendering {
  const shell = new ShellServerBundle(
    path.join(config.rootDir, 'shell', 'dist-server', 'render.js'),
  );
  const bundles = new RemoteServerBundles({
    capacity: config.ssr.loadedVersions,
    failureTtlMs: FAILED_BUNDLE_RETRY_MS,
  });
  // Once the server listens, each public page is rendered once in each language, so the first
  // visitors do not pay for loading the server bundles and warming the code up (a cold render can
  // take longer than the budget and would be left to the browser).
  app.addHook('onListen', (done) => {
    done();
    void (async () => {
      for (const path of WARM_PATHS) {
        for (const locale of LOCALES) {
          await app
            .inject({
              method: 'GET',
              url: withLocalePrefix(path, locale),
              headers: { accept: 'text/html' },
            })
            .catch(() => undefined);
        }
      }
    })();
  });
  // The shell build's identity, looked at on disk at most every 250 ms (not once per request).
  const shellKey = new Snapshot(async () => {
    try {
      return String((await fs.stat(shell.file)).mtimeMs);
    } catch {
      return null;
    }
  });
  // How far behind the event loop is: past SSR_MAX_EVENT_LOOP_LAG_MS, new pages render in the
  // browser until it has caught up (renderBudget.ts).
  const lag = new EventLoopLag();
  lag.start();
  app.addHook('onClose', (_instance, done) => {
    lag.stop();
    done();
  });
  return {
    app,
    cache: new PageCache(config.ssr.cacheEntries),
    budget: new RenderBudget(services.limits.store, config.ssr, lag),
    renderer: new ShopRenderer({
      shell,
      bundles,
      remoteDir: (remote: RemoteName, version: string) => registry.remoteDir(remote, version),
      origin: publicOriginOf(config),
      budgetMs: config.ssr.budgetMs,
    }),
    shellKey: () => shellKey.get(),
    catalogueRevision: () => services.catalogCache.revisionNow(),
    // Counted and logged once per visitor, version and network's share, as a browser's report
    // is (platform/pageViews.ts): a broken bundle is not one log row per page view.
    async reportFailure(request, cohort, failure) {
      const { remote, version } = failure;
      if (!(await views.countsFor(cohort, request.ip, registry, 'failure', remote, version))) {
        return;
      }
      await services.logs.add({
        statusCode: 500,
        message: `server render ${failure.kind}: ${failure.error.message}`.slice(
          0,
          config.logs.messageMax,
        ),
        occurredAt: new Date(),
        userId: null,
        remote,
        remoteVersion: version,
        url: request.url.slice(0, 2000),
        userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
      });
      await registry.recordFailure(remote, version);
    },
  };
}
