import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { projectRoot } from '../paths';

/**
 * Curated content is data in the repo, each file naming its sources: files under content/, each
 * validated against its schema when loaded, so a broken file stops the start with a message naming the
 * file and the field, never a request.
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

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * A sentence the server says, with `{name}` placeholders among `placeholders` only: a placeholder the
 * code does not fill (a typo in a translation) stops the start.
 */
export function sentence(...placeholders: string[]) {
  return nonBlank.refine(
    (text) => [...text.matchAll(PLACEHOLDER)].every(([, name = '']) => placeholders.includes(name)),
    {
      message: placeholders.length
        ? `may use only the placeholders ${placeholders.map((name) => `{${name}}`).join(', ')}`
        : 'has no placeholders to fill',
    },
  );
}

/** Fills a sentence's placeholders in one pass, so a value is never read as a placeholder itself. */
export function fillSentence(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** One entry per language, each checked by `schema`: a language left out stops the start, named. */
export function inEveryLanguage<L extends string, S extends z.ZodType>(languages: readonly L[], schema: S) {
  return z.strictObject(Object.fromEntries(languages.map((language) => [language, schema])) as Record<L, S>);
}
