import type { FastifyInstance } from 'fastify';

/**
 * The routes of the API as its OpenAPI document (/api/docs) describes them, with a valid example
 * input for each, so tests can walk every route (and every route added later) without a list.
 */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  pattern?: string;
  format?: string;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  default?: unknown;
}

export interface Operation {
  method: string;
  /** OpenAPI form: /api/prayer-records/{id} */
  path: string;
  /** Needs a session (the document's `security`, set by guardRoutes). */
  secured: boolean;
  /** Administrators only (decision 023: every /api/admin route, and /api/analytics but the page-view count). */
  admin: boolean;
  body?: JsonSchema;
  query: Record<string, JsonSchema>;
  params: Record<string, JsonSchema>;
}

interface Parameter {
  in: string;
  name: string;
  schema: JsonSchema;
}

export async function apiOperations(app: FastifyInstance): Promise<Operation[]> {
  const doc = (await app.inject({ method: 'GET', url: '/api/docs' })).json() as {
    paths: Record<string, Record<string, Record<string, unknown>>>;
  };
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = (operation.parameters ?? []) as Parameter[];
      const pick = (where: string) =>
        Object.fromEntries(parameters.filter((p) => p.in === where).map((p) => [p.name, p.schema]));
      const requestBody = operation.requestBody as
        { content: Record<string, { schema: JsonSchema }> } | undefined;
      operations.push({
        method: method.toUpperCase(),
        path,
        secured: Array.isArray(operation.security) && operation.security.length > 0,
        admin:
          path.startsWith('/api/admin/') ||
          (path.startsWith('/api/analytics/') && path !== '/api/analytics/page-view'),
        body: requestBody?.content['application/json']?.schema,
        query: pick('query'),
        params: pick('path'),
      });
    }
  }
  return operations;
}

let unique = 0;
/** A value the schema accepts, built from its JSON Schema (names help where a refinement decides). */
export function exampleOf(schema: JsonSchema, name = ''): unknown {
  const option = schema.anyOf ?? schema.oneOf;
  if (option) return exampleOf(option.find((s) => s.type !== 'null') ?? option[0]!, name);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, s]) => [key, exampleOf(s, key)]),
      );
    case 'array':
      return schema.items ? [exampleOf(schema.items, name)] : [];
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'number':
    case 'integer': {
      if (schema.nullable) return null;
      // The middle of a range (latitude 0, not a pole); lesson levels and counts without a stated
      // minimum start at 1.
      const min = (schema.minimum ?? 1) + (schema.exclusiveMinimum === true ? 1 : 0);
      if (schema.maximum === undefined) return min;
      const middle = (min + schema.maximum) / 2;
      return type === 'integer' ? Math.floor(middle) : middle;
    }
    case 'string':
      return exampleText(schema, name);
    default:
      return null;
  }
}

function exampleText(schema: JsonSchema, name: string): string {
  unique += 1;
  if (name === 'username') return `fuzz_${unique}`;
  if (name === 'email') return `fuzz_${unique}@mail.test`;
  // The password registeredClient gives every account, so routes that ask for it accept the example.
  if (name === 'password' || name === 'currentPassword') return 'Salaam#2026';
  if (name === 'newPassword') return 'Barakah#2027';
  if (/timezone/i.test(name)) return 'Europe/London';
  if (name === 'phoneNumber') return '+447911123456';
  // A page path (the page views the client reports) starts with a slash.
  if (name === 'path') return `/fuzz-${unique}`;
  if (schema.format === 'uri') return `https://push.example.org/fuzz-${unique}`;
  if (schema.pattern?.includes('(0[1-9]|1[0-2])$')) return '2026-11';
  if (schema.pattern?.startsWith('^\\d{4}-\\d{2}-\\d{2}')) return '2026-11-20';
  return 'mecca'.padEnd(schema.minLength ?? 0, 'a');
}

/** Every path to a leaf field of an example value, e.g. ['openai', 'apiKey']. */
export function leafPaths(value: unknown, prefix: string[] = []): string[][] {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([key, v]) => leafPaths(v, [...prefix, key]));
  }
  return [prefix];
}

/** A deep copy of `value` with the field at `path` replaced. */
export function withField(value: unknown, path: string[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string, ...string[]];
  const copy = { ...(value as Record<string, unknown>) };
  copy[head] = withField(copy[head], rest, replacement);
  return copy;
}

/** The URL of an operation with its path parameters and query filled in (already percent-encoded). */
export function urlOf(
  operation: Operation,
  params: Record<string, string>,
  query: Record<string, string>,
): string {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, key: string) => params[key] ?? '');
  const search = Object.entries(query)
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  return search ? `${path}?${search}` : path;
}
