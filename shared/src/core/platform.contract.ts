/** The platform's own answers: the remotes a visitor loads, a client error report taken. */
import { Type, type Static } from '@sinclair/typebox';
import { Id } from './common.contract';

/** Where a remote's entry is and which version it is. */
export const RemoteEntryAnswer = Type.Object({
  version: Type.String(),
  entry: Type.String(),
  /**
   * The entry script's Subresource Integrity digest (`sha384-...`), when the server knows the
   * build; the shell's federation runtime sets it on the script (docs/architecture.md §3).
   */
  integrity: Type.Optional(Type.String()),
});
export type RemoteEntryAnswer = Static<typeof RemoteEntryAnswer>;

/** `GET /api/v1/remotes`: each remote by name. */
export const RemoteEntries = Type.Record(Type.String(), RemoteEntryAnswer);
export type RemoteEntries = Static<typeof RemoteEntries>;

/** `POST /api/log` (201): the stored report's id. */
export const LogReceived = Type.Object({ id: Id });
export type LogReceived = Static<typeof LogReceived>;
