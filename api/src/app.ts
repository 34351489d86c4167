import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { publicOriginOf, type AppConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db';
import { needsSeed, seedDatabase } from './db/seed';
import { startingAdminEmail } from './db/seed/admin';
import { startJobQueue } from './jobs/queue';
import { startTimedWork } from './jobs/timed-work';
import { loadPasswordEstimator } from '@mealprep/shared/validation';
import { registerCookies } from './http/cookies';
import { answerClientError, ConnectionGuard } from './http/connections';
import { errorHandler } from './http/errors';
import { registerLoadShedding } from './http/load-shedding';
import { METRICS_PATH, registerMetrics, timeRequestQueue } from './http/metrics';
import { RequestLogController } from './http/requestLog';
import { registerCanonicalHost } from './http/canonicalHost';
import {
  registerOriginCheck,
  registerPrivateNoStore,
  registerSecurityHeaders,
} from './http/security';
import { installationSecret, withInstallationSecrets } from './platform/installationSecrets';
import { PageViews } from './platform/pageViews';
import { VisitorNetworks } from './platform/visitorNetworks';
import { startRum } from './platform/rum';
import { alertWebhook } from './platform/rum/alertWebhook';
import { ReleaseRegistry } from './platform/releaseRegistry';
import { workspaceRemoteRegistry } from './platform/remotes';
import { LandingChunks, ShellIndex } from './platform/shell';
import { registerStaticFiles } from './platform/static-files';
import { registerOpenApi } from './plugins/openapi';
import { CATALOG_ASSETS_DIR } from './catalog/images';
import { addressRoutes } from './routes/addresses';
import { adminRoutes } from './routes/admin';
import { adminPointsRoutes } from './routes/admin-points';
import { adminVoucherRoutes } from './routes/admin-vouchers';
import { fulfilmentRoutes } from './routes/fulfilment';
import { courierRoutes, startCourierWork } from './routes/courier';
import { menuRoutes } from './routes/menu';
import { staffRoutes } from './routes/staff';
import { refundRoutes } from './routes/refunds';
import { problemRoutes } from './routes/problems';
import { adminOutboxRoutes } from './routes/admin-outbox';
import { authRoutes } from './routes/auth';
import { formPostRoutes } from './routes/form-posts';
import { cartRoutes } from './routes/cart';
import { deliveryAreaRoutes } from './routes/delivery-area';
import { catalogRoutes } from './routes/catalog';
import { checkoutRoutes } from './routes/checkout';
import { kitchenRoutes } from './routes/kitchen';
import { packingRoutes } from './routes/packing';
import { logRoutes } from './routes/log';
import { pageRoutes } from './routes/pages';
import { plannerRoutes } from './routes/planner';
import { preferencesRoutes } from './routes/preferences';
import { paymentRoutes, startCheckoutJobs } from './routes/payments';
import { paymentMethodRoutes } from './routes/payment-methods';
import { subscriptionRoutes } from './routes/subscriptions';
import { profilePictureRoutes } from './routes/profile-picture';
import { releaseRoutes } from './routes/releases';
import { rumRoutes } from './routes/rum';
import { remotesRoutes } from './routes/remotes';
import { orderRoutes } from './routes/orders';
import { notFoundHandler, shellRoutes } from './routes/shell';
import { serverRendering } from './ssr/setup';
import { storageRoutes } from './routes/storage';
import { testFixtureRoutes } from './routes/test-fixtures';
import { userRoutes } from './routes/user';
import { createServices, type Services } from './services';

/** The admin account as the shop starts (the ready block of server.ts names it). */
export interface StartingAdmin {
  email: string;
  /** Only on the start that created the account without `ADMIN_PASSWORD`: nobody else knows it. */
  generatedPassword: string | null;
}

export interface BuildOptions {
  /** Fastify logger settings; tests pass false. */
  logger?: FastifyServerOptions['logger'];
  /** An already open database (tests, tools); otherwise one is opened from the config. */
  database?: DatabaseHandle;
  /**
   * Told the admin account once the database is seeded, before the routes are registered. Without
   * it, a generated password is logged (warn) instead, so it is never lost.
   */
  onAdmin?: (admin: StartingAdmin) => void;
}

/** JSON bodies: 1 MB is far above any form of this shop. */
export const BODY_LIMIT = 1024 * 1024;

/** Fastify's types take a hop count as a function. */
function trustProxyOption(value: AppConfig['trustProxy']): FastifyServerOptions['trustProxy'] {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

/**
 * Builds the HTTP application: external plugins, then app plugins, then one route plugin per
 * resource (docs/conventions.md, fastify/demo). Listening is `server.ts`'s job; `app.close()` also closes
 * the database.
 */
export async function buildApp(
  configured: AppConfig,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const config = withInstallationSecrets(configured);
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    logController: new RequestLogController(config.logRequests),
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: BODY_LIMIT,
    routerOptions: { maxParamLength: 500 },
    clientErrorHandler: answerClientError,
    // A client that trickles its headers or body, or opens sockets and says nothing, is cut
    // off: Node checks unfinished requests every second against the request timeout.
    requestTimeout: config.http.requestTimeoutMs,
    connectionTimeout: config.http.idleTimeoutMs,
    keepAliveTimeout: config.http.keepAliveTimeoutMs,
    http: {
      requestTimeout: config.http.requestTimeoutMs,
      headersTimeout: config.http.headersTimeoutMs,
      connectionsCheckingInterval: Math.min(1_000, config.http.headersTimeoutMs),
    },
  });
  const connections = new ConnectionGuard(config.http);
  connections.attach(app.server);
  // Before any route: each route's wait for its handler is timed (http/metrics.ts).
  const queue = timeRequestQueue(app);

  // Bodies and queries are validated by the shared yup schemas (http/validate.ts); the JSON
  // schemas on routes only document them for OpenAPI.
  app.setValidatorCompiler(() => () => true);
  app.setErrorHandler(errorHandler);
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  registerSecurityHeaders(app, config);
  registerCanonicalHost(app, publicOriginOf(config));
  registerOriginCheck(app, config);
  registerPrivateNoStore(app);
  // Overloaded, a request is refused before any of its work (the metrics are still served).
  const loop = await registerLoadShedding(app, config.loadShedding, {
    spared: (request) => request.routeOptions.url === METRICS_PATH,
    inFlight: () => connections.inFlight,
  });
  registerMetrics(app, config.metricsToken, {
    queue,
    loop,
    connections: () => connections.counts(),
  });

  // External plugins
  await registerCookies(app, config);
  await app.register(fastifyMultipart, {
    limits: { fileSize: 2 * 1024 * 1024, files: 1, fields: 10, fieldSize: 10_000, parts: 20 },
  });
  await registerStaticFiles(app);
  await registerOpenApi(app);

  // App plugins: database (migrated here, seeded once below), services, remotes, shell
  const database = options.database ?? (await openDatabase(config));
  const jobs = await startJobQueue(database, app.log, config.jobs).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  app.decorate('jobs', jobs);
  const services = createServices(config, database.db, app.log, jobs);
  app.decorate('renewals', services.renewals);
  app.addHook('onClose', async () => {
    await services.planWorker.stop();
    await services.background.idle();
    // The jobs in hand finish (or are left to a retry) while the database is still open.
    await jobs.stop();
    await services.mailer.stop();
    await database.close();
  });
  try {
    await registerApplication(app, config, services, options.onAdmin);
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}

async function registerApplication(
  app: FastifyInstance,
  config: AppConfig,
  services: Services,
  onAdmin: BuildOptions['onAdmin'],
) {
  // The password estimator and its dictionary (about 0.3 s and 6 MB) are loaded now, not by the
  // first registration that needs them (docs/architecture.md §5.1).
  await loadPasswordEstimator();
  const seeded = (await needsSeed(services.db))
    ? (await seedDatabase(services.db, config)).admin
    : null;
  // Told once: the first start creates the admin and nobody else knows a generated password.
  if (onAdmin) {
    const email = seeded?.email ?? (await startingAdminEmail(services.db, config));
    if (email) onAdmin({ email, generatedPassword: seeded?.generatedPassword ?? null });
  } else if (seeded?.generatedPassword) {
    app.log.warn(
      { email: seeded.email, password: seeded.generatedPassword },
      'created the admin account with a generated password; keep it now, it is not shown again',
    );
  }
  // Housekeeping, reminders, the outbox and the reset mails, on the job queue (docs/jobs.md).
  await startTimedWork(services, services.jobs);
  // Plan generation keeps its own worker: a request kicks it in-process (docs/jobs.md).
  services.planWorker.start();
  if (!config.publicOrigin) {
    app.log.warn(`PUBLIC_ORIGIN is not set; e-mail links point at ${services.publicOrigin}`);
  }
  // Every automatic rollback and promotion is sent to the release team (§3.1).
  const alerts = alertWebhook(config.rum.webhook, app.log);
  const registry = new ReleaseRegistry(
    services.db,
    config,
    workspaceRemoteRegistry(config, app.log),
    app.log,
    alerts,
  );
  // Published builds served from here are checked against their digests before the first visitor.
  await registry
    .verifyServed()
    .catch((error: unknown) => app.log.error({ err: error }, 'release integrity check failed'));
  const views = new PageViews(
    installationSecret(config.dataDir, 'page-view.key'),
    services.limits.store,
    config.canary.visitorsPerNetwork,
    Date.now,
    new VisitorNetworks(services.db),
  );
  const { rum, analyst } = startRum(app, config, services.db, registry, alerts);
  const shell = new ShellIndex(path.join(config.rootDir, 'shell', 'dist'));
  if (!(await shell.html())) app.log.warn({ file: shell.file }, 'the shell is not built');

  // Routes
  await app.register(remotesRoutes, { registry, views });
  await app.register(logRoutes, { services, registry, views, rum });
  await app.register(releaseRoutes, { services, registry, views, rum });
  await app.register(rumRoutes, { services, views, rum, analyst });
  await app.register(authRoutes, { services });
  await app.register(formPostRoutes, { services });
  await app.register(userRoutes, { services });
  await app.register(profilePictureRoutes, { services });
  await app.register(adminRoutes, { services });
  await app.register(adminPointsRoutes, { services });
  await app.register(adminVoucherRoutes, { services });
  await app.register(adminOutboxRoutes, { services });
  await app.register(fulfilmentRoutes, { services });
  await app.register(courierRoutes, { services, courier: await startCourierWork(app, services) });
  await app.register(packingRoutes, { services });
  await app.register(menuRoutes, { services });
  await app.register(staffRoutes, { services });
  await app.register(refundRoutes, { services });
  await app.register(problemRoutes, { services });
  await app.register(pageRoutes, { services });
  await app.register(catalogRoutes, { services });
  await app.register(kitchenRoutes, { services });
  await app.register(cartRoutes, { services });
  await app.register(preferencesRoutes, { services });
  await app.register(plannerRoutes, { services });
  await app.register(checkoutRoutes, { services });
  await app.register(paymentRoutes, {
    services,
    checkoutJobs: await startCheckoutJobs(app, services),
  });
  await app.register(paymentMethodRoutes, { services });
  await app.register(subscriptionRoutes, { services });
  await app.register(addressRoutes, { services });
  await app.register(deliveryAreaRoutes, { services });
  await app.register(orderRoutes, { services });
  if (config.e2eFixtures) {
    app.log.warn('E2E_FIXTURES is on: POST /api/test/orders creates orders; never in a real shop');
    await app.register(testFixtureRoutes, { services });
  }
  await app.register(storageRoutes, {
    storageDir: services.storageDir,
    catalogImagesDir: CATALOG_ASSETS_DIR,
  });
  const shellOptions = {
    index: shell,
    registry,
    config,
    landingChunks: new LandingChunks(registry),
    views,
    ssr: config.ssr.enabled
      ? serverRendering(app, { config, services, registry, views })
      : undefined,
  };
  await app.register(shellRoutes, shellOptions);
  app.setNotFoundHandler(notFoundHandler(shellOptions));
}
