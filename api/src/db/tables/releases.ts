/**
 * The release registry (docs/architecture.md §3): every published remote build, what each remote is
 * pinned to, running canaries, load counts per remote version and the audit trail.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import type { RolloutGate, RolloutStep, RumEvidence } from '@mealprep/shared/releases/contracts';
import { users } from '../schema';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One shared module of a build, as its `mf-manifest.json` lists it. */
export interface ReleaseSharedModule {
  name: string;
  version: string;
  requiredVersion: string;
}

/**
 * A published build of a remote. Immutable: a version is published once. `baseUrl` is null when
 * the API serves the files from `releases/<remote>/<version>/`, else the origin+path they are
 * served from (a team's CDN).
 */
export const releases = pgTable(
  'releases',
  {
    id: serial('id').primaryKey(),
    remote: varchar('remote', { length: 40 }).notNull(),
    version: varchar('version', { length: 64 }).notNull(),
    baseUrl: varchar('base_url', { length: 500 }),
    shared: jsonb('shared').$type<ReleaseSharedModule[]>().notNull(),
    exposes: jsonb('exposes').$type<string[]>().notNull(),
    /** Subresource-integrity hash of `remoteEntry.js` (`sha384-...`). */
    integrity: varchar('integrity', { length: 120 }).notNull(),
    /**
     * Every uploaded file's digest (`path` → `sha384-...`, `.br`/`.gz` copies included), checked
     * before a file of this build is served (platform/releaseIntegrity.ts); null for builds
     * published before it was recorded (then only `remoteEntry.js` is checked, against `integrity`).
     */
    files: jsonb('files').$type<Record<string, string>>(),
    publishedBy: integer('published_by').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: timestamptz('published_at').notNull().defaultNow(),
  },
  (table) => [unique('releases_remote_version').on(table.remote, table.version)],
);

/** The version every visitor gets (absent: the build in the remote's dist, as before). */
export const releasePins = pgTable('release_pins', {
  remote: varchar('remote', { length: 40 }).primaryKey(),
  releaseId: integer('release_id')
    .notNull()
    .references(() => releases.id),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/**
 * Environments (docs/architecture.md §3.4): the version the staging environment serves, when it
 * differs from production's; production's pin is `release_pins`. Same immutable builds.
 */
export const releaseStagingPins = pgTable('release_staging_pins', {
  remote: varchar('remote', { length: 40 }).primaryKey(),
  releaseId: integer('release_id')
    .notNull()
    .references(() => releases.id),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** Browsers (their `mp_cohort`) an admin switched to staging, until `expiresAt`. */
export const releasePreviewers = pgTable('release_previewers', {
  cohort: varchar('cohort', { length: 32 }).primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamptz('expires_at').notNull(),
});

/** A second version served to `percent` % of visitors, rolled back past its failure threshold. */
export const releaseCanaries = pgTable(
  'release_canaries',
  {
    remote: varchar('remote', { length: 40 }).primaryKey(),
    releaseId: integer('release_id')
      .notNull()
      .references(() => releases.id),
    percent: integer('percent').notNull(),
    /** Failure rate (failures / (loads + failures), in %) above which it is rolled back. */
    failureThreshold: integer('failure_threshold').notNull(),
    /** Attempts needed before the rate is judged. */
    minLoads: integer('min_loads').notNull(),
    /** The version's counts when the canary started; its rate counts only what came after. */
    baseLoads: integer('base_loads').notNull().default(0),
    baseFailures: integer('base_failures').notNull().default(0),
    startedAt: timestamptz('started_at').notNull().defaultNow(),
    /**
     * A staged rollout (docs/architecture.md §3.3): its steps, null for a plain canary. `percent`
     * is always the current step's; `step` indexes `plan`.
     */
    plan: jsonb('plan').$type<RolloutStep[]>(),
    step: integer('step').notNull().default(0),
    stepStartedAt: timestamptz('step_started_at').notNull().defaultNow(),
    /** Set while a release manager holds the rollout at its step. */
    pausedAt: timestamptz('paused_at'),
    /** What the analysis last said at this step, and why it held (null: not judged yet). */
    gate: jsonb('gate').$type<RolloutGate>(),
    /**
     * When the canary's numbers failed it but its sample was not trusted to act on (too few
     * networks, or mostly networks first seen after it started): the release team was alerted
     * then, once (platform/visitorNetworks.ts).
     */
    heldAt: timestamptz('held_at'),
  },
  (table) => [
    check('release_canaries_percent', sql`${table.percent} between 1 and 100`),
    check('release_canaries_threshold', sql`${table.failureThreshold} between 1 and 100`),
    check('release_canaries_min_loads', sql`${table.minLoads} >= 1`),
  ],
);

/** Successful loads and reported failures per remote version (browsers report both). */
export const releaseLoads = pgTable(
  'release_loads',
  {
    remote: varchar('remote', { length: 40 }).notNull(),
    version: varchar('version', { length: 64 }).notNull(),
    loads: integer('loads').notNull().default(0),
    failures: integer('failures').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.remote, table.version] })],
);

export const RELEASE_ACTIONS = [
  'publish',
  'pin',
  'rollback',
  'canary',
  'promote',
  'auto_rollback',
  'rollout',
  'rollout_step',
  'rollout_pause',
  'rollout_resume',
  'rollout_abort',
] as const;
export const releaseAction = pgEnum('release_action', RELEASE_ACTIONS);

/** Every change: who (null: the registry itself), when, from which version to which, and why. */
export const releaseEvents = pgTable(
  'release_events',
  {
    id: serial('id').primaryKey(),
    remote: varchar('remote', { length: 40 }).notNull(),
    action: releaseAction('action').notNull(),
    fromVersion: varchar('from_version', { length: 64 }),
    toVersion: varchar('to_version', { length: 64 }),
    reason: text('reason').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: varchar('actor_email', { length: 255 }),
    /** The canary analysis behind an automatic action (docs/architecture.md §3.1), else null. */
    evidence: jsonb('evidence').$type<RumEvidence>(),
    /** Which environment's pin changed (§3.4); everything before environments is production. */
    environment: varchar('environment', { length: 20 }).notNull().default('production'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [index('release_events_remote_idx').on(table.remote, table.id)],
);
