/** The release registry's admin answers (docs/architecture.md §3): status, history, actions. */
import { Type, type Static } from '@sinclair/typebox';
import { Nullable, StringEnum, Timestamp } from '../core/common.contract';
import { RUM_VERDICTS, RumEvidence } from './rum.contract';

/** One published version of a remote, with its load health. */
export const ReleaseVersion = Type.Object({
  version: Type.String(),
  publishedAt: Timestamp,
  /** Where its files are hosted when not by this server. */
  baseUrl: Nullable(Type.String()),
  integrity: Type.String(),
  exposes: Type.Array(Type.String()),
  loads: Type.Integer(),
  failures: Type.Integer(),
});
export type ReleaseVersion = Static<typeof ReleaseVersion>;

/** One step of a staged rollout (docs/architecture.md §3.3). */
export const RolloutStep = Type.Object({
  percent: Type.Integer(),
  /** Minutes the step lasts at least. */
  minMinutes: Type.Integer(),
  /** Canary page views measured since the rollout started, at least, before the next step. */
  minSample: Type.Integer(),
});
export type RolloutStep = Static<typeof RolloutStep>;

/** What holds a step: the analysis not passing yet, its minimum duration, its minimum sample. */
export const ROLLOUT_HOLDS = ['verdict', 'duration', 'sample'] as const;
export type RolloutHold = (typeof ROLLOUT_HOLDS)[number];

/** The analysis's last answer at the current step. */
export const RolloutGate = Type.Object({
  verdict: Nullable(StringEnum(RUM_VERDICTS)),
  score: Nullable(Type.Number()),
  views: Type.Integer(),
  at: Timestamp,
  holding: Type.Array(StringEnum(ROLLOUT_HOLDS)),
});
export type RolloutGate = Static<typeof RolloutGate>;

/** A canary's staged rollout: the plan, the step it is at, paused or not. */
export const ReleaseRollout = Type.Object({
  steps: Type.Array(RolloutStep),
  step: Type.Integer(),
  stepStartedAt: Timestamp,
  pausedAt: Nullable(Timestamp),
  gate: Nullable(RolloutGate),
});
export type ReleaseRollout = Static<typeof ReleaseRollout>;

/** The running canary of a remote, its counts since it started. */
export const ReleaseCanary = Type.Object({
  version: Type.String(),
  percent: Type.Number(),
  failureThreshold: Type.Number(),
  minLoads: Type.Integer(),
  loads: Type.Integer(),
  failures: Type.Integer(),
  startedAt: Timestamp,
  /** Null for a plain canary (a fixed share until promoted or rolled back). */
  rollout: Nullable(ReleaseRollout),
});
export type ReleaseCanary = Static<typeof ReleaseCanary>;

/** What a remote serves: its pin, its canary and its versions (`GET /api/v1/admin/releases`). */
export const RemoteReleaseStatus = Type.Object({
  remote: Type.String(),
  pinned: Nullable(Type.String()),
  /** The version staging is pinned to (§3.4); null: staging serves what production serves. */
  staging: Nullable(Type.String()),
  canary: Nullable(ReleaseCanary),
  versions: Type.Array(ReleaseVersion),
});
export type RemoteReleaseStatus = Static<typeof RemoteReleaseStatus>;

/** `POST /api/v1/admin/releases` (201) */
export const PublishedRelease = Type.Object({
  remote: Type.String(),
  version: Type.String(),
  integrity: Type.String(),
  exposes: Type.Array(Type.String()),
  shared: Type.Array(
    Type.Object({
      name: Type.String(),
      version: Type.String(),
      requiredVersion: Type.String(),
    }),
  ),
  baseUrl: Nullable(Type.String()),
  publishedAt: Timestamp,
});
export type PublishedRelease = Static<typeof PublishedRelease>;

/** The environments of one server (docs/architecture.md §3.4). */
export const RELEASE_ENVIRONMENTS = ['production', 'staging'] as const;
export type ReleaseEnvironment = (typeof RELEASE_ENVIRONMENTS)[number];

/** Whether this browser sees staging (`GET`/`POST /api/v1/admin/releases/preview`). */
export const ReleasePreview = Type.Object({
  staging: Type.Boolean(),
  expiresAt: Nullable(Timestamp),
});
export type ReleasePreview = Static<typeof ReleasePreview>;

/** One entry of a remote's release history (`GET /api/v1/admin/releases/:remote/history`). */
export const ReleaseEvent = Type.Object({
  id: Type.Integer(),
  remote: Type.String(),
  action: Type.String(),
  from: Nullable(Type.String()),
  to: Nullable(Type.String()),
  reason: Type.String(),
  actor: Nullable(Type.String()),
  at: Timestamp,
  /** The canary analysis an automatic action was decided on (docs/architecture.md §3.1). */
  evidence: Nullable(RumEvidence),
  /** `production` or `staging` (docs/architecture.md §3.4). */
  environment: StringEnum(RELEASE_ENVIRONMENTS),
});
export type ReleaseEvent = Static<typeof ReleaseEvent>;

/** The release manager's actions. */
export const RELEASE_ACTIONS = ['pin', 'rollback', 'canary', 'promote'] as const;
export type ReleaseAction = (typeof RELEASE_ACTIONS)[number];

/** What a release manager does to a running staged rollout. */
export const ROLLOUT_ACTIONS = ['pause', 'resume', 'abort'] as const;
export type RolloutAction = (typeof ROLLOUT_ACTIONS)[number];

/** `POST …/rollout` and its pause, resume, abort: where the rollout stands now. */
export const ReleaseRolloutState = Type.Object({
  remote: Type.String(),
  version: Type.String(),
  percent: Type.Integer(),
  step: Type.Integer(),
  paused: Type.Boolean(),
});
export type ReleaseRolloutState = Static<typeof ReleaseRolloutState>;

/** pin, rollback and promote: what is pinned now. */
export const ReleasePinned = Type.Object({ remote: Type.String(), pinned: Type.String() });
export type ReleasePinned = Static<typeof ReleasePinned>;

/** canary: the version now served to `percent` % of visitors. */
export const ReleaseCanaryStarted = Type.Object({
  remote: Type.String(),
  canary: Type.String(),
  percent: Type.Number(),
});
export type ReleaseCanaryStarted = Static<typeof ReleaseCanaryStarted>;
