import type { FastifyRequest } from 'fastify';
import type { AnyObjectSchema, InferType } from 'yup';
import { fieldMessages, isValidationError } from '@mealprep/shared/validation';
import { FieldValidationError } from './errors';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Only the schema's own fields reach yup. Unknown keys would be stripped anyway, and yup looks
 * fields up on a plain object, so a key such as `toString` or `constructor` makes it crash.
 * A body that is not an object is read as an empty one, so the answer names the required
 * fields instead of a bare "invalid body".
 */
function knownFields(schema: AnyObjectSchema, input: unknown): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  if (!isPlainObject(input)) return picked;
  for (const key of Object.keys(schema.fields)) {
    if (Object.prototype.hasOwnProperty.call(input, key)) picked[key] = input[key];
  }
  return picked;
}

/** Validates with the shared schema; a failure becomes a 422 with every field's messages. */
export async function validate<S extends AnyObjectSchema>(
  schema: S,
  input: unknown,
): Promise<InferType<S>> {
  try {
    return await schema.validate(knownFields(schema, input), {
      abortEarly: false,
      stripUnknown: true,
    });
  } catch (error) {
    if (isValidationError(error)) throw new FieldValidationError(fieldMessages(error));
    throw error;
  }
}

/**
 * `preValidation` hook: the handler only ever sees a body the schema accepted (cast, trimmed,
 * unknown keys stripped). Type the route with `{ Body: InferType<typeof schema> }`.
 */
export function validateBody(schema: AnyObjectSchema) {
  // Generic so it fits any route's typed request.
  return async <R extends FastifyRequest>(request: R) => {
    const target: FastifyRequest = request;
    target.body = await validate(schema, target.body);
  };
}

export function validateQuery(schema: AnyObjectSchema) {
  return async <R extends FastifyRequest>(request: R) => {
    const target: FastifyRequest = request;
    target.query = await validate(schema, target.query);
  };
}
