/** The release registry's admin answers (docs/architecture.md §3): status, history, actions. */
import { Type, type Static } from '@sinclair/typebox';
import { Nullable, Timestamp } from './common';
import { RumEvidence } from './rum';

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

/** The running canary of a remote, its counts since it started. */
export const ReleaseCanary = Type.Object({
  version: Type.String(),
  percent: Type.Number(),
  failureThreshold: Type.Number(),
  minLoads: Type.Integer(),
  loads: Type.Integer(),
  failures: Type.Integer(),
  startedAt: Timestamp,
});
export type ReleaseCanary = Static<typeof ReleaseCanary>;

/** What a remote serves: its pin, its canary and its versions (`GET /api/v1/admin/releases`). */
export const RemoteReleaseStatus = Type.Object({
  remote: Type.String(),
  pinned: Nullable(Type.String()),
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
});
export type ReleaseEvent = Static<typeof ReleaseEvent>;

/** The release manager's actions. */
export const RELEASE_ACTIONS = ['pin', 'rollback', 'canary', 'promote'] as const;
export type ReleaseAction = (typeof RELEASE_ACTIONS)[number];

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
