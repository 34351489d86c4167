/** The building blocks of the input schemas: a JSON object body, query-string values, numbers. */
import { number, object, type AnyObjectSchema, type InferType, type ObjectShape } from 'yup';
import { INT_MAX, msg, text, uncoerced } from './rules';

/**
 * A JSON object body; anything else (an array, `null`, a string) reports `validation.object`.
 * Only the shape's own keys are kept before yup reads the fields: yup looks every key of the
 * value up in its field map, so a key such as `valueOf` or `constructor` would find an
 * `Object.prototype` method there and crash instead of failing validation.
 */
export function jsonObject<S extends ObjectShape>(shape: S) {
  const known = Object.keys(shape);
  return object(shape)
    .transform((value: unknown) =>
      typeof value === 'object' && value !== null && !Array.isArray(value)
        ? Object.fromEntries(
            known
              .filter((key) => Object.prototype.hasOwnProperty.call(value, key))
              .map((key) => [key, (value as Record<string, unknown>)[key]]),
          )
        : value,
    )
    .typeError(msg('validation.object'))
    .nonNullable(msg('validation.object'));
}

export /** A JSON object body (the schemas' shorthand for `jsonObject`). */
const body = jsonObject;

/** The fields of a body schema that have a default, so a caller may leave them out. */
type DefaultedKeys<S extends AnyObjectSchema> = {
  [K in keyof S['__default']]: S['__default'][K] extends undefined ? never : K;
}[keyof S['__default']] &
  keyof InferType<S>;

/**
 * What a caller sends for a body schema: the fields `InferType` gives the server, those the
 * schema fills in with a default left optional. The browser's endpoints type each request body
 * with it, so a request is typed once, by the schema the API validates it with.
 */
export type RequestBody<S extends AnyObjectSchema> = Flat<
  Omit<InferType<S>, DefaultedKeys<S>> & Partial<Pick<InferType<S>, DefaultedKeys<S>>>
>;

/** One object type instead of an intersection, so editors show the fields. */
type Flat<T> = { [K in keyof T]: T[K] };

/** A query-string integer: arrives as text; an empty value means "not given". */
export function queryInteger(min: number, max: number) {
  return number()
    .transform((value: number, original: unknown) => (original === '' ? undefined : value))
    .typeError(msg('validation.integer'))
    .integer(msg('validation.integer'))
    .min(min, ({ min: limit }: { min: number }) => msg('validation.minValue', { min: limit }))
    .max(max, ({ max: limit }: { max: number }) => msg('validation.maxValue', { max: limit }));
}

/** A query-string choice; an empty value means "not given". */
export function queryChoice<T extends string>(values: readonly T[]) {
  return text({ max: 50 })
    .transform((value: unknown) => (value === '' ? undefined : value))
    .oneOf(values, msg('validation.oneOf'));
}

/** `a,b` or `?x=a&x=b` (or both) → `['a', 'b']`. */
export function splitList(_value: unknown, original: unknown): unknown {
  const parts = (Array.isArray(original) ? original : [original]).flatMap((part: unknown) =>
    typeof part === 'string' ? part.split(',') : [part],
  );
  const list = parts
    .map((part) => (typeof part === 'string' ? part.trim() : part))
    .filter((part) => part !== '' && part !== undefined);
  return list.length > 0 ? list : undefined;
}

/**
 * An integer in a JSON body that may be left out for its default: like `strictInteger` (text,
 * `null` and fractions are refused), but not `strict`, because yup skips defaults of strict
 * fields.
 */
export function bodyInteger() {
  return uncoerced(number())
    .transform((value: unknown, original: unknown) =>
      original === undefined ? undefined : typeof original === 'number' ? original : Number.NaN,
    )
    .typeError(msg('validation.number'))
    .integer(msg('validation.integer'))
    .max(INT_MAX, ({ max }: { max: number }) => msg('validation.maxValue', { max }))
    .min(-INT_MAX, ({ min }: { min: number }) => msg('validation.minValue', { min }));
}

/** A number in a form or JSON body: text that is a number is read as one, `''` as missing. */
export function amount(min: number, max: number) {
  return uncoerced(number())
    .transform((value: unknown, original: unknown) =>
      original === '' || original === null || original === undefined
        ? undefined
        : typeof original === 'number'
          ? original
          : typeof original === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(original)
            ? Number(original)
            : Number.NaN,
    )
    .typeError(msg('validation.number'))
    .min(min, ({ min: value }: { min: number }) => msg('validation.minValue', { min: value }))
    .max(max, ({ max: value }: { max: number }) => msg('validation.maxValue', { max: value }));
}
