/** One published version of a remote, with its load health (`GET /api/v1/admin/releases`). */
export interface ReleaseVersion {
  version: string;
  publishedAt: string;
  baseUrl: string | null;
  integrity: string;
  exposes: string[];
  loads: number;
  failures: number;
}

/** What a remote serves: its pin, its canary and its versions. */
export interface RemoteRelease {
  remote: string;
  pinned: string | null;
  canary: {
    version: string;
    percent: number;
    failureThreshold: number;
    minLoads: number;
    loads: number;
    failures: number;
    startedAt: string;
  } | null;
  versions: ReleaseVersion[];
}

/** One entry of a remote's release history. */
export interface ReleaseEvent {
  id: number;
  action: string;
  from: string | null;
  to: string | null;
  reason: string;
  actor: string | null;
  at: string;
}

export type ReleaseAction = 'pin' | 'rollback' | 'canary' | 'promote';
