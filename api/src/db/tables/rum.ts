/**
 * Real-user measurements of remote versions (docs/architecture.md §3.1), stored aggregated so the
 * tables stay small with millions of page views: counts per remote × version × route × hour, and
 * latency histograms (log-spaced buckets, platform/rum/buckets.ts) per metric, version and hour.
 * No visitor data: the page-view and network marks below are keyed hashes (HMAC with the
 * installation's page-view secret), kept two days.
 */
import {
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Per remote version, route and hour: page views and the rates' numerators. */
export const rumHourly = pgTable(
  'rum_hourly',
  {
    remote: varchar('remote', { length: 40 }).notNull(),
    version: varchar('version', { length: 64 }).notNull(),
    /** A route id of the shared route table (`home`, `order`, ...), never a visitor's path. */
    route: varchar('route', { length: 40 }).notNull(),
    hour: timestamptz('hour').notNull(),
    /** Sampled page views that used this remote version. */
    views: integer('views').notNull().default(0),
    /** Of those, the page views with at least one uncaught error or failure of this remote. */
    errorViews: integer('error_views').notNull().default(0),
    /** Loads and load failures the shell reported (counted once per visitor, releaseRegistry). */
    loads: integer('loads').notNull().default(0),
    loadFailures: integer('load_failures').notNull().default(0),
    /** Server renders of this version and the ones that failed (api/src/ssr). */
    ssrRenders: integer('ssr_renders').notNull().default(0),
    ssrFailures: integer('ssr_failures').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.remote, table.version, table.route, table.hour] }),
    index('rum_hourly_remote_hour_idx').on(table.remote, table.hour),
  ],
);

export const RUM_METRICS = ['lcp', 'inp', 'cls', 'ttfb'] as const;
export type RumMetric = (typeof RUM_METRICS)[number];

/**
 * How many page views fell in each bucket of a metric, per remote version and hour. Not per
 * route: the analysis compares versions, and without the route a week of a remote is tens of
 * thousands of rows, not hundreds of thousands (rum_hourly keeps the route for traffic and errors).
 */
export const rumHistograms = pgTable(
  'rum_histograms',
  {
    remote: varchar('remote', { length: 40 }).notNull(),
    version: varchar('version', { length: 64 }).notNull(),
    metric: varchar('metric', { length: 8 }).$type<RumMetric>().notNull(),
    hour: timestamptz('hour').notNull(),
    bucket: smallint('bucket').notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [
    primaryKey({
      columns: [table.remote, table.version, table.metric, table.hour, table.bucket],
    }),
  ],
);

/** Page views already counted (the signed cookie's cohort and expiry), so a replay counts never. */
export const rumPageViews = pgTable(
  'rum_page_views',
  {
    view: varchar('view', { length: 80 }).primaryKey(),
    seenAt: timestamptz('seen_at').notNull().defaultNow(),
  },
  (table) => [index('rum_page_views_seen_at_idx').on(table.seenAt)],
);

/**
 * Page views counted per network (keyed hash), remote version and UTC day: one network's share of
 * a version's sample is capped (`RUM_VIEWS_PER_NETWORK`), so one visitor cannot move a verdict.
 */
export const rumNetworkDays = pgTable(
  'rum_network_days',
  {
    network: varchar('network', { length: 64 }).notNull(),
    remote: varchar('remote', { length: 40 }).notNull(),
    version: varchar('version', { length: 64 }).notNull(),
    day: timestamptz('day').notNull(),
    views: integer('views').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.network, table.remote, table.version, table.day] }),
    index('rum_network_days_day_idx').on(table.day),
  ],
);

/**
 * The networks (keyed hash of an IPv4 /24 or IPv6 /64) the shop has given a page to, and when
 * first and last: a canary whose sample comes mostly from networks first seen after it started
 * is not rolled back automatically (platform/visitorNetworks.ts). Kept 90 days after last seen.
 */
export const visitorNetworks = pgTable(
  'visitor_networks',
  {
    network: varchar('network', { length: 64 }).primaryKey(),
    firstSeen: timestamptz('first_seen').notNull(),
    lastSeen: timestamptz('last_seen').notNull(),
  },
  (table) => [index('visitor_networks_last_seen_idx').on(table.lastSeen)],
);

/**
 * The network of each counted canary report (a load or a failure, §3): who the sample behind a
 * load-failure rollback came from. Kept 30 days, as long as a visitor counts once per version.
 */
export const releaseReportNetworks = pgTable(
  'release_report_networks',
  {
    remote: varchar('remote', { length: 40 }).notNull(),
    version: varchar('version', { length: 64 }).notNull(),
    kind: varchar('kind', { length: 8 }).$type<'load' | 'failure'>().notNull(),
    network: varchar('network', { length: 64 }).notNull(),
    at: timestamptz('at').notNull().defaultNow(),
  },
  (table) => [
    index('release_report_networks_version_idx').on(table.remote, table.version, table.at),
    index('release_report_networks_at_idx').on(table.at),
  ],
);
