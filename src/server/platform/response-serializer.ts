import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

type Json = Record<string, unknown>;
type Project = (value: unknown) => unknown;

const keep: Project = (value) => value;

/**
 * Builds, from a response schema's JSON Schema, a function that keeps only the declared properties
 * (what zod's parse did by stripping unknown keys), or null when the schema has a shape this does not
 * follow (unions, references), for which zod stays the serializer.
 */
function projector(schema: unknown): Project | null {
  if (schema === true || (typeof schema === 'object' && schema !== null && Object.keys(schema).length === 0))
    return keep;
  if (typeof schema !== 'object' || schema === null) return null;
  const s = schema as Json;
  const types = Array.isArray(s.type) ? (s.type as string[]) : [s.type as string | undefined];
  if (typeof s.type === 'string' && s.type !== 'object' && s.type !== 'array') return keep;
  if (Array.isArray(s.anyOf)) {
    // Nullable is `anyOf: [X, { type: 'null' }]`; a null value passes through X's projection unchanged.
    const branches = (s.anyOf as Json[]).filter((branch) => branch.type !== 'null').map(projector);
    if (branches.length === 1) return branches[0]!;
    return branches.every((branch) => branch === keep) ? keep : null;
  }
  if ('oneOf' in s || 'allOf' in s || '$ref' in s || 'not' in s || 'if' in s) return null;
  if (types.includes('array')) {
    if (s.prefixItems) return null;
    const item = s.items === undefined ? keep : projector(s.items);
    if (!item) return null;
    if (item === keep) return keep;
    return (value) => (Array.isArray(value) ? value.map(item) : value);
  }
  if (types.includes('object')) {
    const names: string[] = [];
    // null: the property is written as it is (no call per value on the hot path).
    const projects: (Project | null)[] = [];
    for (const [name, sub] of Object.entries((s.properties ?? {}) as Json)) {
      const project = projector(sub);
      if (!project) return null;
      names.push(name);
      projects.push(project === keep ? null : project);
    }
    const extra = s.additionalProperties;
    const rest = extra === undefined || extra === false ? undefined : projector(extra);
    if (rest === null) return null;
    return (value) => {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
      const source = value as Json;
      const out: Json = {};
      if (rest) {
        for (const key of Object.keys(source)) out[key] = rest(source[key]);
      }
      for (let i = 0; i < names.length; i++) {
        const name = names[i]!;
        const property = source[name];
        if (property === undefined) continue;
        const project = projects[i];
        out[name] = project ? project(property) : property;
      }
      return out;
    };
  }
  // Enums and consts without a type: written as they are.
  return keep;
}

/**
 * Responses are written without running zod again: the server built them, so the refinements (a
 * pattern for each of thirty dates, integer ranges…) prove nothing per request. What zod's parse also
 * did, dropping undeclared properties, is kept. Schemas this does not follow keep zod's serializer.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<ZodType> = (route) => {
  const schema = route.schema instanceof z.ZodType ? route.schema : undefined;
  let jsonSchema: unknown;
  try {
    if (schema) jsonSchema = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' });
  } catch {
    jsonSchema = undefined;
  }
  const project = jsonSchema === undefined ? null : projector(jsonSchema);
  if (!project) return zodSerializerCompiler(route);
  return (data) => JSON.stringify(project(data));
};
