import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { ErrorAnswer } from '@mealprep/shared/core/contracts';

/** Security requirement of routes that need the session cookie. */
export const SESSION_SECURITY = [{ sessionCookie: [] }];

/*
 * Answers without a JSON body, for a route's `schema.response`; JSON answers use the contracts of
 * each domain's `@mealprep/shared/<domain>/contracts` (docs/architecture.md §5).
 */

/** An HTML page (the sandbox gateway's). */
export const HTML_PAGE = {
  description: 'An HTML page',
  content: { 'text/html': { schema: { type: 'string' } } },
};

/** 204: done, nothing to answer. */
export const NO_CONTENT = { description: 'Done; no body', type: 'null' };

/** A 30x redirect to the page named by `Location`. */
export const REDIRECT = {
  description: 'Redirect to the page in the Location header',
  type: 'null',
};

/**
 * OpenAPI at `/api/docs` (JSON at `/api/docs/json`). Each route carries a summary, tags and its
 * security requirement; bodies are documented from the shared yup schemas.
 */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'MealPrep API',
        version: '0.1.0',
        description:
          'Success answers are `{ data }`; failures `{ error: true, message, errors: { field: [message] } }` in the language of the `locale` cookie or `Accept-Language`.',
      },
      components: {
        securitySchemes: {
          sessionCookie: { type: 'apiKey', in: 'cookie', name: 'session' },
        },
      },
    },
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  // A route that reads a body answers a body its schema refuses with 422 and the failure answer:
  // said once here, from its contract, for every such route registered after this plugin.
  app.addHook('onRoute', (route) => {
    const schema = route.schema as { body?: unknown; response?: object } | undefined;
    if (schema?.body) schema.response = { 422: ErrorAnswer, ...schema.response };
  });
}

type JsonSchema = Record<string, unknown>;

interface FieldDescription {
  type: string;
  optional?: boolean;
  nullable?: boolean;
  oneOf?: unknown[];
  tests?: { name?: string; params?: Record<string, unknown> }[];
}

function param(field: FieldDescription, test: string, name: string): number | undefined {
  const value = field.tests?.find((entry) => entry.name === test)?.params?.[name];
  return typeof value === 'number' ? value : undefined;
}

function fieldSchema(field: FieldDescription): JsonSchema {
  const schema: JsonSchema = {};
  const has = (test: string) => field.tests?.some((entry) => entry.name === test) ?? false;
  if (field.type === 'string') {
    schema.type = 'string';
    schema.minLength = param(field, 'min', 'min');
    schema.maxLength = param(field, 'max', 'max');
    if (has('email')) schema.format = 'email';
  } else if (field.type === 'number') {
    schema.type = has('integer') ? 'integer' : 'number';
    schema.minimum = param(field, 'min', 'min');
    schema.maximum = param(field, 'max', 'max');
  } else if (field.type === 'boolean') {
    schema.type = 'boolean';
  }
  const values = (field.oneOf ?? []).filter((value) => typeof value !== 'object');
  if (values.length > 0) schema.enum = values;
  if (field.nullable) schema.nullable = true;
  return Object.fromEntries(Object.entries(schema).filter(([, value]) => value !== undefined));
}

/**
 * Documents a body from the shared yup schema (one schema, many uses): the same rules the API
 * enforces, as the JSON schema OpenAPI shows. Only documentation: yup does the validating.
 */
export function bodySchema(schema: { describe(): unknown }): JsonSchema {
  const description = schema.describe() as { fields?: Record<string, FieldDescription> };
  const fields = description.fields ?? {};
  return {
    type: 'object',
    properties: Object.fromEntries(
      Object.entries(fields).map(([name, field]) => [name, fieldSchema(field)]),
    ),
    required: Object.entries(fields)
      .filter(([, field]) => field.optional === false)
      .map(([name]) => name),
  };
}
