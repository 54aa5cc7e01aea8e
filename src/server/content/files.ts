import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { projectRoot } from '../paths';

/**
 * Curated content (D17): data files under content/, each validated against its schema when loaded, so
 * a broken file stops the start with a message naming the file and the field, never a request.
 */
export const CONTENT_DIR = path.join(projectRoot, 'content');

/** A path inside content/: `contentPath('prayer-lessons', 'structure.json')`. */
export function contentPath(...segments: string[]): string {
  return path.join(CONTENT_DIR, ...segments);
}

/** Text that must say something. */
export const nonBlank = z.string().regex(/\S/, 'must not be empty');

/** Reads a JSON file and validates it; the error names the file and what is wrong in it. */
export function readContentJson<T>(file: string, schema: z.ZodType<T>): T {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Cannot read content ${file}: ${(error as Error).message}`, { cause: error });
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new Error(`Invalid content ${file}:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** Freezes loaded content all the way down, so that no request can change what the next one reads. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
