/**
 * Building blocks of the answer contracts: each answer's shape is written once, as a
 * TypeBox schema that is both the API route's response schema (OpenAPI documents it, Fastify
 * serialises with it and drops any field it does not list) and, through `Static`, the browser's
 * type. Front-end code imports these with `import type` only, so no schema code ships to it.
 */
import { Type, type Static, type TSchema, type TUnsafe } from '@sinclair/typebox';

export type { Static } from '@sinclair/typebox';

/** One of a list of strings (`{ type: 'string', enum }`: plain OpenAPI 3.0, cheap to serialise). */
export function StringEnum<const T extends readonly string[]>(
  values: T,
  options: { description?: string } = {},
): TUnsafe<T[number]> {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });
}

/** The value or null (OpenAPI 3.0's `nullable`, which Fastify's serialiser honours too). */
export function Nullable<T extends TSchema>(schema: T): TUnsafe<Static<T> | null> {
  return Type.Unsafe<Static<T> | null>({ ...schema, nullable: true });
}

/** MYR with two decimals, as a string (`"21.90"`); money is never a float on the wire. */
export const Money = Type.String({ description: 'MYR, two decimals, e.g. "21.90"' });

/** A row id. */
export const Id = Type.Integer({ minimum: 1 });

/** An ISO 8601 timestamp. */
export const Timestamp = Type.String({ description: 'ISO 8601 timestamp' });

/** A Kuala Lumpur calendar date, yyyy-MM-dd. */
export const CalendarDate = Type.String({ description: 'yyyy-MM-dd, Kuala Lumpur' });

/** Every success answer is `{ data }` (docs/architecture.md §5). */
export function Data<T extends TSchema>(data: T) {
  return Type.Object({ data });
}

/** `{ data: [...] }`: a whole list. */
export function DataList<T extends TSchema>(item: T) {
  return Type.Object({ data: Type.Array(item) });
}

/** `{ data, message }`: an action whose answer also carries a translated confirmation. */
export function DataWithMessage<T extends TSchema>(data: T) {
  return Type.Object({ data, message: Type.String() });
}

/** Paging of a list answer. */
export const PageMeta = Type.Object({
  page: Type.Integer(),
  per_page: Type.Integer(),
  total: Type.Integer(),
});
export type PageMeta = Static<typeof PageMeta>;

/** `{ data: [...], meta: { page, per_page, total } }` */
export function Paged<T extends TSchema>(item: T) {
  return Type.Object({ data: Type.Array(item), meta: PageMeta });
}

/** `{ message }` only (e.g. a password change). */
export const MessageOnly = Type.Object({ message: Type.String() });
export type MessageOnly = Static<typeof MessageOnly>;

/** `{ data: null }`: done, nothing to report (log out, password changed). */
export const DataNull = Type.Object({ data: Type.Null() });
export type DataNull = Static<typeof DataNull>;

/**
 * Every failure answer (docs/architecture.md §5): a message in the caller's language, and each
 * refused field's messages (`errors.reasons` for a refusal with several reasons). A request the
 * API's schema refuses is answered 422 with it.
 */
export const ErrorAnswer = Type.Object({
  error: Type.Literal(true),
  message: Type.String(),
  errors: Type.Record(Type.String(), Type.Array(Type.String())),
});
export type ErrorAnswer = Static<typeof ErrorAnswer>;
