/**
 * Canary releases (docs/architecture.md §3): a stable share of visitors (by their cohort cookie)
 * gets the canary version; its failure rate since it started is judged after every failure and
 * a canary past its threshold is rolled back automatically.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { RolloutStep } from '@mealprep/shared/releases/contracts';
import type { Database } from '../db';
import { releaseCanaries, releaseLoads } from '../db/tables/releases';
import { HttpError } from '../http/errors';
import type { UserRow } from '../repositories/users';
import type { RemoteName } from './remotes';
import type { AlertEvent } from './rum/alertWebhook';
import { audit, currentReleases, lockRemote, setPin, type ReleaseRow } from './releaseStore';
import { reportOrigin, untrustedSample } from './visitorNetworks';

/** The release if it may be served (compatible, files as published), else a 404/409. */
export type Servable = (tx: Database, remote: RemoteName, version: string) => Promise<ReleaseRow>;

export interface CanaryInput {
  remote: RemoteName;
  version: string;
  percent: number;
  failureThreshold: number;
  minLoads: number;
  reason: string;
  /** A staged rollout's steps (platform/releaseRollout.ts); `percent` is then the first's. */
  plan?: RolloutStep[];
}

export const COHORT_COOKIE = 'mp_cohort';
export const COHORT = /^[0-9a-f]{32}$/;

export function newCohort(): string {
  return randomBytes(16).toString('hex');
}

/** 0–99, stable per visitor and remote (a visitor in one remote's canary is not in all). */
export function cohortBucket(cohort: string, remote: RemoteName): number {
  return createHash('sha256').update(`${cohort}:${remote}`).digest().readUInt32BE(0) % 100;
}

/** Networks a sample must come from before a rollback acts on it, unless configured. */
export const DEFAULT_MIN_NETWORKS = 10;

/**
 * After a failure of `remote@version`: when that version is the running canary and, since it
 * started, at least `minLoads` attempts failed more often than its threshold, the canary stops
 * (visitors get the pinned version again) and the audit trail says why. Answers the alert of the
 * rollback (platform/rum/alertWebhook.ts), or null when the canary keeps running.
 *
 * Only a sample it can trust: from at least `minNetworks` networks, at most half of them first
 * seen after the canary started, and failing past the threshold among the known networks alone
 * (platform/visitorNetworks.ts). A failing canary whose sample is not trusted keeps running and
 * the release team is alerted, once per canary, to decide.
 */
export async function judgeCanary(
  db: Database,
  log: FastifyBaseLogger,
  remote: RemoteName,
  version: string,
  minNetworks = DEFAULT_MIN_NETWORKS,
): Promise<AlertEvent | null> {
  return db.transaction(async (tx) => {
    await lockRemote(tx, remote);
    const { pinned, canary } = await currentReleases(tx, remote);
    if (!canary || canary.release.version !== version) return null;
    const [counts] = await tx
      .select()
      .from(releaseLoads)
      .where(and(eq(releaseLoads.remote, remote), eq(releaseLoads.version, version)));
    const loads = (counts?.loads ?? 0) - canary.canary.baseLoads;
    const failures = (counts?.failures ?? 0) - canary.canary.baseFailures;
    const attempts = loads + failures;
    if (attempts < canary.canary.minLoads) return null;
    const rate = (failures / attempts) * 100;
    const threshold = canary.canary.failureThreshold;
    if (rate <= threshold) return null;
    const started = canary.canary.startedAt;
    const origin = await reportOrigin(tx, remote, version, started);
    const knownRate =
      origin.knownAttempts > 0 ? (origin.knownFailures / origin.knownAttempts) * 100 : 0;
    const untrusted =
      untrustedSample(origin, minNetworks) ??
      (knownRate > threshold
        ? null
        : `networks seen before the canary started fail ${knownRate.toFixed(1)} % of ${origin.knownAttempts} loads`);
    const evidence = {
      failures,
      attempts,
      ratePercent: rate,
      thresholdPercent: threshold,
      networks: origin.networks,
      knownNetworks: origin.knownNetworks,
    };
    if (untrusted) {
      // Alerted once per canary: every further failure comes back here.
      if (canary.canary.heldAt) return null;
      await tx
        .update(releaseCanaries)
        .set({ heldAt: new Date() })
        .where(eq(releaseCanaries.remote, remote));
      const reason = `canary failure rate ${rate.toFixed(1)} % (${failures} of ${attempts} loads) passed its threshold of ${threshold} %, but not rolled back: ${untrusted}`;
      log.warn(
        { remote, version, ...evidence },
        'canary failing on a sample not trusted to act on',
      );
      return {
        action: 'hold',
        cause: 'load_failures',
        remote,
        version,
        to: version,
        reason,
        evidence,
      };
    }
    await tx.delete(releaseCanaries).where(eq(releaseCanaries.remote, remote));
    const to = pinned?.version ?? null;
    const reason = `canary failure rate ${rate.toFixed(1)} % (${failures} of ${attempts} loads) passed its threshold of ${threshold} %`;
    await audit(tx, null, {
      remote,
      action: 'auto_rollback',
      fromVersion: version,
      toVersion: to,
      reason,
    });
    log.warn({ remote, version, failures, attempts }, 'canary rolled back automatically');
    return {
      action: 'auto_rollback',
      cause: 'load_failures',
      remote,
      version,
      to,
      reason,
      evidence,
    };
  });
}

/**
 * Serve `input.version` to `input.percent` % of visitors, its counts starting from now; with a
 * plan, as the first step of a staged rollout. Replaces a running canary or rollout.
 */
export async function startCanary(
  db: Database,
  servable: Servable,
  input: CanaryInput,
  actor: UserRow,
) {
  const { remote, version } = input;
  return db.transaction(async (tx) => {
    await lockRemote(tx, remote);
    const release = await servable(tx, remote, version);
    const { pinned, canary } = await currentReleases(tx, remote);
    if (pinned?.id === release.id)
      throw new HttpError(409, 'releaseAlreadyPinned', { remote, version });
    const [counts] = await tx
      .select()
      .from(releaseLoads)
      .where(and(eq(releaseLoads.remote, remote), eq(releaseLoads.version, version)));
    const now = new Date();
    const values = {
      releaseId: release.id,
      percent: input.percent,
      failureThreshold: input.failureThreshold,
      minLoads: input.minLoads,
      baseLoads: counts?.loads ?? 0,
      baseFailures: counts?.failures ?? 0,
      startedAt: now,
      plan: input.plan ?? null,
      step: 0,
      stepStartedAt: now,
      pausedAt: null,
      gate: null,
      heldAt: null,
    };
    await tx
      .insert(releaseCanaries)
      .values({ remote, ...values })
      .onConflictDoUpdate({ target: releaseCanaries.remote, set: values });
    const health = `rolled back above ${input.failureThreshold} % failures of at least ${input.minLoads} loads`;
    await audit(tx, actor, {
      remote,
      action: input.plan ? 'rollout' : 'canary',
      fromVersion: canary?.release.version ?? pinned?.version ?? null,
      toVersion: version,
      reason: input.plan
        ? `${input.reason} (steps ${input.plan.map((step) => `${step.percent} %`).join(' → ')}; ${health})`
        : `${input.reason} (${input.percent} % of visitors; ${health})`,
    });
    return { remote, canary: version, percent: input.percent };
  });
}

/** Pin the running canary for everyone. */
export async function promoteCanary(
  db: Database,
  servable: Servable,
  remote: RemoteName,
  reason: string,
  actor: UserRow,
) {
  return db.transaction(async (tx) => {
    await lockRemote(tx, remote);
    const { pinned, canary } = await currentReleases(tx, remote);
    if (!canary) throw new HttpError(409, 'releaseNoCanary', { remote });
    // Checked again: the shell may have changed since the canary started.
    await servable(tx, remote, canary.release.version);
    await setPin(tx, remote, canary.release);
    await tx.delete(releaseCanaries).where(eq(releaseCanaries.remote, remote));
    await audit(tx, actor, {
      remote,
      action: 'promote',
      fromVersion: pinned?.version ?? null,
      toVersion: canary.release.version,
      reason,
    });
    return { remote, pinned: canary.release.version };
  });
}
