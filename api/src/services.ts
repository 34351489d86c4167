import { Fulfilment } from './orders/fulfilment';
import { Problems } from './problems/problems';
import { Production } from './orders/production';
import { Packing } from './orders/packing';
import { MenuAdmin } from './menu/service';
import { AuditLogRepository } from './repositories/audit-log';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { GazetteerSuggester } from './address/gazetteer';
import { GeocodingApiSuggester, type AddressSuggester } from './address/suggester';
import { CatalogAnswerCache } from './catalog/cache';
import { CatalogImages } from './catalog/images';
import {
  LalamoveCourier,
  windowAvailability,
  type CourierBookingAdapter,
} from './checkout/courier';
import { CourierDispatch } from './courier/dispatch';
import { SandboxCourier } from './courier/sandbox';
import { BillplzGateway, SandboxGateway, type PaymentGateway } from './checkout/gateways';
import { CheckoutService } from './checkout/service';
import { SandboxSavedMethods } from './checkout/sandbox-saved-methods';
import { Renewals } from './subscriptions/renewals';
import { weekPlanner } from './subscriptions/week-plans';
import { RenewalMails } from './subscriptions/renewal-mails';
import { SubscriptionMails } from './subscriptions/mails';
import { Subscriptions } from './subscriptions/service';
import { publicOriginOf, type AppConfig } from './config';
import { chargedSst } from './config/shop';
import type { Database } from './db';
import { LoginThrottle } from './http/login-throttle';
import { RateLimiter, RateLimitStore } from './http/rate-limit';
import { TrustedDevices } from './http/trustedDevice';
import { SessionManager } from './http/session';
import { OutboxMailer } from './mail/mailer';
import { OrderMails } from './mail/order-mails';
import { PasswordResetMails } from './mail/password-reset-mails';
import { VerificationMails } from './mail/verification-mails';
import { installationSecret } from './platform/installationSecrets';
import { SmtpTransport } from './mail/smtp';
import { PlanWorker } from './jobs/plan-worker';
import type { JobQueue } from './jobs/queue';
import { Receipts } from './receipts/receipts';
import { BackgroundTasks } from './lib/background';
import { AddressesRepository } from './repositories/addresses';
import { OrdersRepository } from './repositories/orders';
import { CartRepository } from './repositories/cart';
import { CatalogRepository } from './repositories/catalog';
import { EmailOutboxRepository } from './repositories/email-outbox';
import { EmailVerificationsRepository } from './repositories/email-verifications';
import { LogsRepository } from './repositories/logs';
import { PasswordResetsRepository } from './repositories/password-resets';
import { PlansRepository } from './repositories/plans';
import { PreferencesRepository } from './repositories/preferences';
import { SessionsRepository } from './repositories/sessions';
import { UsersRepository } from './repositories/users';

/** What route plugins get: repositories, the session manager, the mailer and the limiters. */
export interface Services {
  config: AppConfig;
  db: Database;
  users: UsersRepository;
  sessionsRepository: SessionsRepository;
  sessions: SessionManager;
  passwordResets: PasswordResetsRepository;
  /** Writes the reset mails of queued "forgot password" requests, in a job. */
  passwordResetMails: PasswordResetMails;
  /** The links that prove an address (docs/accounts.md). */
  verificationMails: VerificationMails;
  emailVerifications: EmailVerificationsRepository;
  outbox: EmailOutboxRepository;
  logs: LogsRepository;
  catalog: CatalogRepository;
  cart: CartRepository;
  /** Questionnaire questions and answers. */
  preferences: PreferencesRepository;
  /** Personalised meal plans and their generation jobs. */
  plans: PlansRepository;
  /** Works plan-generation jobs in this process (kicked on enqueue, plus a poller). */
  planWorker: PlanWorker;
  addresses: AddressesRepository;
  orders: OrdersRepository;
  /** docs/architecture.md §7: the offline gazetteer, or the geocoding API falling back to it. */
  addressSuggester: AddressSuggester;
  /** Catalogue image files (api/assets/dishes) and their responsive answers. */
  images: CatalogImages;
  /** Serialized catalogue answers per catalogue revision. */
  catalogCache: CatalogAnswerCache;
  mailer: OutboxMailer;
  /** The customer's order e-mails and the signed receipt links in them (docs/architecture.md §7.1). */
  orderMails: OrderMails;
  /** The order's life after payment (docs/architecture.md §9.4). */
  fulfilment: Fulfilment;
  /** Problems reported after delivery and support's answers (docs/support.md). */
  problems: Problems;
  /** The kitchen's production sheet of a delivery day. */
  production: Production;
  /** Packs ticked as packed, by hand or by scanning their labels (docs/kitchen.md). */
  packing: Packing;
  /** Menu management: dishes, photos and availability per delivery date (docs/menu.md). */
  menu: MenuAdmin;
  auditLog: AuditLogRepository;
  /** Tax receipts of paid orders (PDF, docs/architecture.md §7.2). */
  receipts: Receipts;
  /** Timed and deferred work, shared by every API process (docs/jobs.md). */
  jobs: JobQueue;
  /** Work a request starts but does not wait for (awaited before the app closes). */
  background: BackgroundTasks;
  /** Counters in the `rate_limits` table, shared by every API process. */
  limits: {
    store: RateLimitStore;
    /** login, admin login, register, forgot and reset password: per address */
    authPerIp: RateLimiter;
    /** wrong passwords per (address, account) and per account (slows, never locks) */
    login: LoginThrottle;
    /** reset mails one account receives */
    resetMails: RateLimiter;
    /** verification links one account has sent: resends and e-mail changes */
    verificationMails: RateLimiter;
    /** client error reports per address */
    logPerIp: RateLimiter;
    /** client error reports stored from everyone, per minute and per day */
    logPerMinute: RateLimiter;
    logPerDay: RateLimiter;
  };
  /** `DATA_DIR/storage`, served at `/storage/`. */
  storageDir: string;
  /** Origin of links in e-mails: PUBLIC_ORIGIN, never a request's Host header. */
  publicOrigin: string;
  /** Quotes, vouchers, orders and payments. */
  checkout: CheckoutService;
  /** Courier bookings, their events and dispatch's alerts (docs/courier.md). */
  courierDispatch: CourierDispatch;
  /** The gateway's saved payment methods (the sandbox's); null when the gateway has none. */
  savedMethods: SandboxSavedMethods | null;
  /** Subscription renewals: week orders, pay links, charges, reminders, release (docs/subscriptions.md). */
  renewals: Renewals;
  /** The customer's subscription and the staff's list, forecast and pause (docs/subscriptions.md). */
  subscriptions: Subscriptions;
}

function courierFor(config: AppConfig, db: Database, publicOrigin: string): CourierBookingAdapter {
  if (config.courier.driver === 'lalamove') return new LalamoveCourier(config.courier);
  // buildApp fills an unset secret in from the data directory (platform/installationSecrets.ts).
  if (!config.courier.webhookSecret) throw new Error('the sandbox courier has no secret');
  return new SandboxCourier({
    ttlSeconds: config.courier.quoteTtlSeconds,
    availability: windowAvailability,
    db,
    secret: config.courier.webhookSecret,
    publicOrigin,
    secondsPerMinute: config.courier.sandboxSecondsPerMinute ?? 60,
  });
}

function gatewayFor(config: AppConfig, publicOrigin: string): PaymentGateway {
  if (config.payment.driver === 'billplz') return new BillplzGateway(config.payment);
  // buildApp fills an unset secret in from the data directory (platform/installationSecrets.ts).
  if (config.payment.secret === null) throw new Error('the sandbox gateway has no secret');
  return new SandboxGateway(config.payment.secret, publicOrigin);
}

export function createServices(
  config: AppConfig,
  db: Database,
  log: FastifyBaseLogger,
  jobs: JobQueue,
): Services {
  const sessionsRepository = new SessionsRepository(db);
  const catalog = new CatalogRepository(db);
  const plans = new PlansRepository(db);
  const preferences = new PreferencesRepository(db);
  const planWorker = new PlanWorker(plans, log);
  const rates = config.rateLimits;
  const store = new RateLimitStore(db);
  const cart = new CartRepository(db);
  const auditLog = new AuditLogRepository(db);
  const images = CatalogImages.load();
  const ordersRead = new OrdersRepository(db);
  const publicOrigin = publicOriginOf(config);
  const mailer = new OutboxMailer(
    db,
    config.mail.driver === 'smtp' ? new SmtpTransport(config.mail) : null,
    log,
    { perRecipientPerHour: rates.mailsPerRecipientPerHour },
    jobs,
  );
  const users = new UsersRepository(db);
  const passwordResets = new PasswordResetsRepository(db);
  const emailVerifications = new EmailVerificationsRepository(db);
  const resetMails = new RateLimiter(store, rates.resetMailsPerAccount, rates.resetMailWindowMs);
  const orderMails = new OrderMails(
    mailer,
    publicOrigin,
    installationSecret(config.dataDir, 'receipt-link.key'),
  );
  const fulfilment = new Fulfilment(db, auditLog, orderMails);
  const courier = courierFor(config, db, publicOrigin);
  const checkout = new CheckoutService({
    db,
    cart,
    courier,
    gateway: gatewayFor(config, publicOrigin),
    pricing: {
      freeDeliveryFromSen: config.checkout.freeDeliveryFromSen,
      processingFeeSen: config.checkout.processingFeeSen,
      taxBasisPoints: chargedSst(config.shop, config.checkout.taxBasisPoints),
    },
    paymentWindowMinutes: config.checkout.paymentWindowMinutes,
    quotesPerHour: config.checkout.quotesPerHour,
    idempotencyKeyHours: config.checkout.idempotencyKeyHours,
    publicOrigin,
    mails: orderMails,
  });
  // Billplz saves no methods here: its subscriptions renew by pay link only.
  const savedMethods =
    config.payment.driver === 'sandbox' ? new SandboxSavedMethods(db, publicOrigin) : null;
  return {
    config,
    db,
    users,
    sessionsRepository,
    sessions: new SessionManager(sessionsRepository, config),
    passwordResets,
    passwordResetMails: new PasswordResetMails({
      jobs,
      users,
      passwordResets,
      mailer,
      perAccount: resetMails,
      publicOrigin,
      log,
    }),
    verificationMails: new VerificationMails(emailVerifications, mailer, publicOrigin),
    emailVerifications,
    outbox: new EmailOutboxRepository(db),
    logs: new LogsRepository(db),
    catalog,
    preferences,
    plans,
    planWorker,
    cart,
    addresses: new AddressesRepository(db),
    orders: ordersRead,
    addressSuggester: createAddressSuggester(config, log),
    images,
    catalogCache: new CatalogAnswerCache(() => catalog.revision()),
    mailer,
    orderMails,
    fulfilment,
    // Photos are kept beside the public storage, not in it: only staff read them, through the API.
    problems: new Problems(db, auditLog, orderMails, path.join(config.dataDir, 'problem-photos')),
    production: new Production(db, ordersRead),
    packing: new Packing(db, auditLog, fulfilment),
    menu: new MenuAdmin(db, auditLog, images),
    auditLog,
    receipts: new Receipts(db, config.shop, config.checkout.taxBasisPoints),
    jobs,
    background: new BackgroundTasks(log),
    limits: {
      store,
      authPerIp: new RateLimiter(store, rates.perIp, rates.windowMs),
      login: new LoginThrottle({
        pair: new RateLimiter(store, rates.perPair, rates.pairWindowMs),
        account: new RateLimiter(store, Number.MAX_SAFE_INTEGER, rates.accountWindowMs),
        device: new RateLimiter(store, rates.perPair, rates.pairWindowMs),
        turns: store,
        devices: new TrustedDevices(installationSecret(config.dataDir, 'trusted-device.key')),
        freeFailures: rates.accountFreeFailures,
        baseDelayMs: rates.accountBaseDelayMs,
        maxDelayMs: rates.accountMaxDelayMs,
        queueMs: rates.accountQueueMs,
      }),
      resetMails,
      verificationMails: new RateLimiter(
        store,
        rates.verificationMailsPerAccount,
        rates.verificationMailWindowMs,
      ),
      logPerIp: new RateLimiter(store, config.logs.perIpPerMinute, 60_000),
      logPerMinute: new RateLimiter(store, config.logs.globalPerMinute, 60_000),
      logPerDay: new RateLimiter(store, config.logs.globalPerDay, 24 * 60 * 60_000),
    },
    storageDir: path.join(config.dataDir, 'storage'),
    publicOrigin,
    checkout,
    savedMethods,
    subscriptions: new Subscriptions({
      db,
      checkout,
      mails: new SubscriptionMails(mailer, publicOrigin),
      audit: auditLog,
    }),
    renewals: new Renewals({
      db,
      checkout,
      savedMethods,
      mails: new RenewalMails(orderMails, mailer, publicOrigin),
      weekPlanner: weekPlanner(db, preferences, plans, planWorker),
      chargeHours: config.checkout.subscriptionChargeHours,
    }),
    courierDispatch: new CourierDispatch({
      db,
      courier,
      fulfilment,
      audit: auditLog,
      config: config.courierDispatch,
    }),
  };
}

/** One gazetteer per process (it is read-only), shared by the geocoding adapter's fallback. */
let gazetteer: GazetteerSuggester | null = null;

function createAddressSuggester(config: AppConfig, log: FastifyBaseLogger): AddressSuggester {
  gazetteer ??= new GazetteerSuggester();
  const setting = config.addressSuggest;
  if (setting.driver === 'gazetteer') return gazetteer;
  return new GeocodingApiSuggester({
    url: setting.url,
    apiKey: setting.apiKey,
    timeoutMs: setting.timeoutMs,
    fallback: gazetteer,
    onError: (error) => log.warn({ err: error }, 'geocoding failed; answered from the gazetteer'),
  });
}
