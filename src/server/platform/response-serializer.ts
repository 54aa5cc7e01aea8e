import type { FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

type Json = Record<string, unknown>;

/**
 * From a response schema's JSON Schema, the schema fast-json-stringify writes the answer by: the
 * same properties, without the checks (integer becomes number, patterns and ranges are not
 * looked at), nullable `anyOf: [X, null]` as a type list. Null when the schema has a shape this
 * does not follow (unions of several shapes, references), for which zod stays the serializer.
 */
function writable(schema: unknown): unknown {
  if (schema === true) return {};
  if (typeof schema !== 'object' || schema === null) return null;
  const s = schema as Json;
  if (Object.keys(s).length === 0) return {};
  if ('oneOf' in s || 'allOf' in s || '$ref' in s || 'not' in s || 'if' in s || 'prefixItems' in s)
    return null;
  if (Array.isArray(s.anyOf)) {
    const branches = (s.anyOf as Json[]).filter((branch) => branch.type !== 'null');
    const nullable = branches.length < s.anyOf.length;
    if (branches.length !== 1) return null;
    const inner = writable(branches[0]) as Json | null;
    if (!inner || !nullable) return inner;
    // A branch without a type (any value) already writes null as it is.
    if (typeof inner.type !== 'string') return inner;
    return { ...inner, type: [inner.type, 'null'] };
  }
  if (Array.isArray(s.type)) {
    const types = s.type as string[];
    const others = types.filter((type) => type !== 'null');
    if (others.length !== 1) return null;
    return writable({
      anyOf: [{ ...s, type: others[0] }, ...(others.length < types.length ? [{ type: 'null' }] : [])],
    });
  }
  switch (s.type) {
    case 'integer':
      return { type: 'number' };
    case 'number':
    case 'boolean':
    case 'null':
      return { type: s.type };
    case 'string':
      return { type: 'string' };
    case 'array': {
      const items = s.items === undefined ? {} : writable(s.items);
      return items ? { type: 'array', items } : null;
    }
    case 'object': {
      const properties: Json = {};
      for (const [name, sub] of Object.entries((s.properties ?? {}) as Json)) {
        const property = writable(sub);
        if (!property) return null;
        properties[name] = property;
      }
      const extra = s.additionalProperties;
      const additionalProperties = extra === undefined || extra === false ? false : writable(extra);
      if (additionalProperties === null) return null;
      return { type: 'object', properties, required: s.required ?? [], additionalProperties };
    }
    default:
      // Enums and consts without a type: written as they are.
      return 'enum' in s || 'const' in s ? {} : null;
  }
}

/**
 * Responses are written without running zod again: the server built them, so the refinements (a
 * pattern for each of thirty dates, integer ranges…) prove nothing per request. What zod's parse also
 * did, dropping undeclared properties, is kept: fast-json-stringify (Fastify's own serializer) writes
 * the declared properties only, from code compiled once per route. Schemas this does not follow keep
 * zod's serializer.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<ZodType> = (route) => {
  const schema = route.schema instanceof z.ZodType ? route.schema : undefined;
  let jsonSchema: unknown;
  try {
    if (schema) jsonSchema = writable(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }));
  } catch {
    jsonSchema = null;
  }
  if (!jsonSchema) return zodSerializerCompiler(route);
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
};
