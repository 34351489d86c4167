/**
 * Staged rollouts (docs/architecture.md §3.3): a canary that grows step by step — by default
 * 5 → 25 → 50 → 100 % — each step gated by the canary analysis (platform/rum/canaryAnalyst.ts).
 * A pass with the step's minimum duration and sample moves it on, the last step's pass pins the
 * version; marginal or too little data holds it; a fail is rolled back by the analyst. The
 * release manager can pause, resume or abort at any step. Cohorts stay sticky because a visitor's
 * bucket (releaseCanary.ts `cohortBucket`) is compared with the growing percentage.
 */
import { eq } from 'drizzle-orm';
import type {
  ReleaseRolloutState,
  RolloutGate,
  RolloutHold,
  RolloutStep,
  RumAnalysis,
  RumEvidence,
} from '@mealprep/shared/releases/contracts';
import type { Database } from '../db';
import { releaseCanaries } from '../db/tables/releases';
import { HttpError } from '../http/errors';
import type { UserRow } from '../repositories/users';
import type { Servable } from './releaseCanary';
import { audit, currentReleases, lockRemote, setPin } from './releaseStore';
import type { RemoteName } from './remotes';

const MINUTE = 60_000;

/** A step's sample when the plan names none: the shop's minimum, doubled at each step. */
export const stepSample = (minSample: number, index: number) => minSample * 2 ** index;

/** The shop's plan when the release manager names none: each step an hour, the sample growing. */
export function defaultPlan(minSample: number): RolloutStep[] {
  return [5, 25, 50, 100].map((percent, index) => ({
    percent,
    minMinutes: 60,
    minSample: stepSample(minSample, index),
  }));
}

/** The running rollout of `remote`, locked; a 409 when it has none. */
async function runningRollout(tx: Database, remote: RemoteName) {
  await lockRemote(tx, remote);
  const { pinned, canary } = await currentReleases(tx, remote);
  if (!canary?.canary.plan) throw new HttpError(409, 'releaseNoRollout', { remote });
  return { pinned, canary: canary.canary, plan: canary.canary.plan, release: canary.release };
}

function state(
  remote: RemoteName,
  version: string,
  row: { percent: number; step: number; pausedAt: Date | null },
): ReleaseRolloutState {
  return { remote, version, percent: row.percent, step: row.step, paused: row.pausedAt !== null };
}

/** Hold the rollout at its step: the analysis still runs (a fail still rolls it back). */
export async function pauseRollout(
  db: Database,
  remote: RemoteName,
  reason: string,
  actor: UserRow,
) {
  return db.transaction(async (tx) => {
    const { canary, release } = await runningRollout(tx, remote);
    if (canary.pausedAt) throw new HttpError(409, 'releaseRolloutPaused', { remote });
    const pausedAt = new Date();
    await tx.update(releaseCanaries).set({ pausedAt }).where(eq(releaseCanaries.remote, remote));
    await audit(tx, actor, {
      remote,
      action: 'rollout_pause',
      fromVersion: release.version,
      toVersion: release.version,
      reason: `${reason} (held at ${canary.percent} %)`,
    });
    return state(remote, release.version, { ...canary, pausedAt });
  });
}

/** Go on from the same step; its minimum duration counts again from now. */
export async function resumeRollout(
  db: Database,
  remote: RemoteName,
  reason: string,
  actor: UserRow,
) {
  return db.transaction(async (tx) => {
    const { canary, release } = await runningRollout(tx, remote);
    if (!canary.pausedAt) throw new HttpError(409, 'releaseRolloutRunning', { remote });
    await tx
      .update(releaseCanaries)
      .set({ pausedAt: null, stepStartedAt: new Date(), gate: null })
      .where(eq(releaseCanaries.remote, remote));
    await audit(tx, actor, {
      remote,
      action: 'rollout_resume',
      fromVersion: release.version,
      toVersion: release.version,
      reason: `${reason} (at ${canary.percent} %)`,
    });
    return state(remote, release.version, { ...canary, pausedAt: null });
  });
}

/** Stop it: every visitor gets the pinned version again. */
export async function abortRollout(
  db: Database,
  remote: RemoteName,
  reason: string,
  actor: UserRow,
) {
  return db.transaction(async (tx) => {
    const { pinned, canary, release } = await runningRollout(tx, remote);
    await tx.delete(releaseCanaries).where(eq(releaseCanaries.remote, remote));
    await audit(tx, actor, {
      remote,
      action: 'rollout_abort',
      fromVersion: release.version,
      toVersion: pinned?.version ?? null,
      reason: `${reason} (stopped at ${canary.percent} %)`,
    });
    return state(remote, release.version, { ...canary, percent: 0 });
  });
}

/** What the gate did with an analysis: moved a step, pinned the version, or nothing. */
export type GateOutcome =
  | { action: 'step'; version: string; percent: number; reason: string; evidence: RumEvidence }
  | { action: 'promote'; version: string; reason: string; evidence: RumEvidence }
  | null;

/** The canary's page views over the analysis window (the error rate's sample). */
function canaryViews(analysis: RumAnalysis): number {
  return analysis.metrics.find((metric) => metric.metric === 'errors')?.canary.n ?? 0;
}

/**
 * After an analysis of `remote` that did not fail: when its rollout (the same one: version and
 * start) is running and the step has its pass, duration and sample, the next step starts, or
 * at the last step the version is pinned for everyone. Otherwise the reasons it holds are kept
 * for the admin screen. Under the remote's lock, audited with the analysis as evidence.
 */
export async function gateRollout(
  db: Database,
  servable: Servable,
  analysis: RumAnalysis,
  now: Date,
): Promise<GateOutcome> {
  const remote = analysis.remote as RemoteName;
  const { series: _series, ...evidence } = analysis;
  return db.transaction(async (tx) => {
    await lockRemote(tx, remote);
    const { pinned, canary } = await currentReleases(tx, remote);
    const plan = canary?.canary.plan;
    if (
      !canary ||
      !plan ||
      canary.canary.pausedAt ||
      canary.release.version !== analysis.canary?.version ||
      canary.canary.startedAt.toISOString() !== analysis.canary.since
    ) {
      return null;
    }
    const { step: index, stepStartedAt } = canary.canary;
    const step = plan[index];
    if (!step) return null;
    const views = canaryViews(analysis);
    const minutes = Math.floor((now.getTime() - stepStartedAt.getTime()) / MINUTE);
    const holding: RolloutHold[] = [];
    if (analysis.verdict !== 'pass') holding.push('verdict');
    if (minutes < step.minMinutes) holding.push('duration');
    if (views < step.minSample) holding.push('sample');
    const gate: RolloutGate = {
      verdict: analysis.verdict,
      score: analysis.score,
      views,
      at: now.toISOString(),
      holding,
    };
    if (holding.length > 0) {
      await tx.update(releaseCanaries).set({ gate }).where(eq(releaseCanaries.remote, remote));
      return null;
    }
    const version = canary.release.version;
    const passed = `score ${analysis.score ?? 0}, ${views} canary page views, ${minutes} min at ${step.percent} %`;
    const next = plan[index + 1];
    if (!next) {
      // Checked again: the shell may have changed since the rollout started.
      await servable(tx, remote, version);
      await setPin(tx, remote, canary.release);
      await tx.delete(releaseCanaries).where(eq(releaseCanaries.remote, remote));
      const reason = `rollout passed its last step (${passed})`;
      await audit(tx, null, {
        remote,
        action: 'promote',
        fromVersion: pinned?.version ?? null,
        toVersion: version,
        reason,
        evidence,
      });
      return { action: 'promote', version, reason, evidence };
    }
    await tx
      .update(releaseCanaries)
      .set({ percent: next.percent, step: index + 1, stepStartedAt: now, gate: null })
      .where(eq(releaseCanaries.remote, remote));
    const reason = `rollout moved from ${step.percent} % to ${next.percent} % (${passed})`;
    await audit(tx, null, {
      remote,
      action: 'rollout_step',
      fromVersion: pinned?.version ?? null,
      toVersion: version,
      reason,
      evidence,
    });
    return { action: 'step', version, percent: next.percent, reason, evidence };
  });
}
