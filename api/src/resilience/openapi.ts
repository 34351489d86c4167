/**
 * The resilience suite reads the API's own OpenAPI document, so a new route is fuzzed and put
 * through the access matrix without anyone adding it to a list.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

export type Access = 'public' | 'customer' | 'admin';

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** OpenAPI template, e.g. `/api/v1/cart/{id}`. */
  path: string;
  access: Access | null;
  pathParams: string[];
  queryParams: { name: string; schema: JsonSchema }[];
  /** The JSON body's schema, when the route takes one. */
  body: JsonSchema | null;
  multipart: boolean;
}

export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
}

interface RawOperation {
  security?: Record<string, string[]>[];
  tags?: string[];
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/**
 * `security: []` is public; a session requirement is a customer's, or an admin's when the route
 * is tagged `admin`; a route that declares nothing has no rule (and fails the matrix).
 */
function accessOf(operation: RawOperation): Access | null {
  if (!operation.security) return null;
  if (operation.security.length === 0) return 'public';
  return operation.tags?.includes('admin') ? 'admin' : 'customer';
}

export async function readOperations(app: FastifyInstance): Promise<Operation[]> {
  const response = await app.inject({ url: '/api/docs/json' });
  const doc = response.json<{ paths: Record<string, Record<string, RawOperation>> }>();
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        access: accessOf(operation),
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        body: content['application/json']?.schema ?? null,
        multipart: 'multipart/form-data' in content,
      });
    }
  }
  return operations.sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
}

export function fillPath(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(params[name] ?? '1')),
  );
}

/** Listens on a loopback port, so the suite speaks real HTTP to the app. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${address.port}`;
}

/** docs/architecture.md §5's failure shape. */
export function isErrorShape(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const value = body as { error?: unknown; message?: unknown; errors?: unknown };
  return (
    value.error === true &&
    typeof value.message === 'string' &&
    value.message.length > 0 &&
    (value.errors === undefined || (typeof value.errors === 'object' && value.errors !== null))
  );
}
