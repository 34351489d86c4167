/**
 * The release registry's rows and the small steps every action is made of (docs/architecture.md
 * §3): find a release, read what a remote serves (locked for update), pin, audit, lock a remote.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db';
import {
  releaseCanaries,
  releaseEvents,
  releaseLoads,
  releasePins,
  releases,
} from '../db/tables/releases';
import type { UserRow } from '../repositories/users';
import { REMOTE_NAMES, type RemoteName } from './remotes';

export type ReleaseRow = typeof releases.$inferSelect;
export type ReleaseEventRow = typeof releaseEvents.$inferSelect;

export async function findRelease(db: Database, remote: RemoteName, version: string) {
  const [row] = await db
    .select()
    .from(releases)
    .where(and(eq(releases.remote, remote), eq(releases.version, version)))
    .limit(1);
  return row ?? null;
}

/** The pinned release and the running canary of a remote, locked until the transaction ends. */
export async function currentReleases(tx: Database, remote: RemoteName) {
  const [pin] = await tx
    .select({ release: releases })
    .from(releasePins)
    .innerJoin(releases, eq(releases.id, releasePins.releaseId))
    .where(eq(releasePins.remote, remote))
    .for('update', { of: releasePins })
    .limit(1);
  const [canary] = await tx
    .select({ canary: releaseCanaries, release: releases })
    .from(releaseCanaries)
    .innerJoin(releases, eq(releases.id, releaseCanaries.releaseId))
    .where(eq(releaseCanaries.remote, remote))
    .for('update', { of: releaseCanaries })
    .limit(1);
  return { pinned: pin?.release ?? null, canary: canary ?? null };
}

/** One line of a remote's audit trail; `actor` null for the registry's own decisions. */
export async function audit(
  tx: Database,
  actor: UserRow | null,
  event: Omit<typeof releaseEvents.$inferInsert, 'actorId' | 'actorEmail'>,
) {
  await tx
    .insert(releaseEvents)
    .values({ ...event, actorId: actor?.id ?? null, actorEmail: actor?.email ?? null });
}

export async function setPin(tx: Database, remote: RemoteName, release: ReleaseRow) {
  await tx
    .insert(releasePins)
    .values({ remote, releaseId: release.id })
    .onConflictDoUpdate({
      target: releasePins.remote,
      set: { releaseId: release.id, updatedAt: new Date() },
    });
}

/** A stable lock per remote, so two actions on one remote never interleave. */
export async function lockRemote(tx: Database, remote: RemoteName) {
  await tx.execute(sql`select pg_advisory_xact_lock(727073691, ${REMOTE_NAMES.indexOf(remote)})`);
}

/** The version pinned before `version` became the pin (by pin, rollback or promote), if any. */
export async function previousPin(tx: Database, remote: RemoteName, version: string) {
  const [previous] = await tx
    .select({ fromVersion: releaseEvents.fromVersion })
    .from(releaseEvents)
    .where(
      and(
        eq(releaseEvents.remote, remote),
        eq(releaseEvents.toVersion, version),
        sql`${releaseEvents.action} in ('pin', 'rollback', 'promote')`,
        sql`${releaseEvents.fromVersion} is not null`,
      ),
    )
    .orderBy(desc(releaseEvents.id))
    .limit(1);
  return previous?.fromVersion ?? null;
}

/** A remote's audit trail (of one environment, or all), newest first. */
export async function releaseHistory(
  db: Database,
  remote: RemoteName,
  limit: number,
  environment?: string,
) {
  return db
    .select()
    .from(releaseEvents)
    .where(
      and(
        eq(releaseEvents.remote, remote),
        environment ? eq(releaseEvents.environment, environment) : undefined,
      ),
    )
    .orderBy(desc(releaseEvents.id))
    .limit(limit);
}

/** One more load or failure of a published `remote@version`; false when it is not published. */
export async function countLoad(
  db: Database,
  remote: RemoteName,
  version: string,
  column: 'loads' | 'failures',
) {
  const release = await findRelease(db, remote, version);
  if (!release) return false;
  await db
    .insert(releaseLoads)
    .values({ remote, version, [column]: 1 })
    .onConflictDoUpdate({
      target: [releaseLoads.remote, releaseLoads.version],
      set: { [column]: sql`${releaseLoads[column]} + 1` },
    });
  return true;
}

/** Origins of builds served from elsewhere (their base URLs), for the page's CSP. */
export async function remoteOrigins(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ baseUrl: releases.baseUrl })
    .from(releases)
    .where(sql`${releases.baseUrl} is not null`);
  return rows.flatMap((row) => (row.baseUrl ? [new URL(row.baseUrl).origin] : []));
}
