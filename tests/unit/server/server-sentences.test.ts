// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { LANGUAGE_NAMES } from '@/contracts/constants';
import { LESSON_LANGUAGES } from '@/contracts/prayer-lessons';
import { QURAN_LANGUAGES } from '@/contracts/quran';
import { readContentJson } from '@/server/content/files';
import { QURAN_LABELS_FILE, quranLabelsFileSchema } from '@/server/content/quran';
import { EMAILS_FILE, emailsFileSchema } from '@/server/features/accounts/emails';
import { PHRASES_FILE, phrasesFileSchema } from '@/server/features/prayer-learning/offline-guide';
import { OFFLINE_TEACHER_FILE, offlineTeacherFileSchema } from '@/server/features/quran/teacher';
import { PAGE_HEADS_FILE, pageHeadsFileSchema } from '@/server/features/site/page-heads';

/**
 * The sentences the server writes in the person's language are data files, read and checked when the
 * server starts: a language without one of them, or a placeholder the code does not fill, stops it.
 */
const FILES: { what: string; file: string; schema: z.ZodType; languages: readonly string[] }[] = [
  {
    what: "the Quran teacher's offline answer",
    file: OFFLINE_TEACHER_FILE,
    schema: offlineTeacherFileSchema,
    languages: QURAN_LANGUAGES,
  },
  {
    what: "the offline prayer guide's sentences",
    file: PHRASES_FILE,
    schema: phrasesFileSchema,
    languages: LESSON_LANGUAGES,
  },
  { what: 'the account e-mails', file: EMAILS_FILE, schema: emailsFileSchema, languages: LANGUAGE_NAMES },
  {
    what: "the app pages' heads",
    file: PAGE_HEADS_FILE,
    schema: pageHeadsFileSchema,
    languages: LANGUAGE_NAMES,
  },
  {
    what: 'the names of Quran passages',
    file: QURAN_LABELS_FILE,
    schema: quranLabelsFileSchema,
    languages: LESSON_LANGUAGES,
  },
];

const dir = mkdtempSync(path.join(tmpdir(), 'hidaya-sentences-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Json = Record<string, unknown>;
const raw = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Json;
const keysOf = (value: unknown, prefix = ''): string[] =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key))
    : [prefix];
/** Reads `content` from a file of its own, as the server reads the real one. */
const readChanged = (name: string, content: Json, schema: z.ZodType) => {
  const file = path.join(dir, name);
  writeFileSync(file, JSON.stringify(content));
  return () => readContentJson(file, schema);
};

describe.each(FILES)('$what', ({ file, schema, languages }) => {
  const english = languages[0] ?? '';

  it('has every sentence in every language, and no other language', () => {
    const content = raw(file);
    expect(
      Object.keys(content)
        .filter((key) => key !== 'about')
        .sort(),
    ).toEqual([...languages].sort());
    for (const language of languages) {
      expect(keysOf(content[language]).sort(), language).toEqual(keysOf(content[english]).sort());
    }
    expect(() => readContentJson(file, schema)).not.toThrow();
  });

  it('a language without one of the sentences stops the start, naming it', () => {
    const content = raw(file);
    const language = languages.at(-1) ?? '';
    const sentences = content[language] as Json;
    const [dropped = ''] = Object.keys(sentences);
    delete sentences[dropped];

    expect(readChanged(`missing-${path.basename(file)}`, content, schema)).toThrow(`${language}.${dropped}`);
  });

  it('a placeholder the code does not fill stops the start', () => {
    const content = raw(file);
    // The first sentence of the English entry (a mail's first paragraph), given one more placeholder.
    let holder = content[english] as Json | string[];
    let key = Object.keys(holder)[0] ?? '';
    while (typeof (holder as Json)[key] !== 'string') {
      holder = (holder as Json)[key] as Json | string[];
      key = Object.keys(holder)[0] ?? '';
    }
    (holder as Json)[key] = `${String((holder as Json)[key])} {noSuchValue}`;

    expect(readChanged(`placeholder-${path.basename(file)}`, content, schema)).toThrow(
      /may use only the placeholders|has no placeholders to fill/,
    );
  });
});
