import { z } from 'zod';
import {
  CHAT_LANGUAGES,
  DUA_ID,
  PERSONAL_DUA_PREFIX,
  chatTraditionSchema,
  duaOccasionSchema,
  type ChatLanguage,
  type ChatTradition,
  type Dua,
  type DuaOccasion,
} from '@/contracts/chat';
import { contentPath, deepFreeze, inEveryLanguage, nonBlank, readContentJson } from '../../content/files';
import { quranPassage, SURAH_COUNT } from '../../content/quran';

/**
 * The dua collection (decision 030): content/duas/duas.json in the format the design fixed.
 * Quranic duas are verse references only: their Arabic, transliteration and translations are read
 * from the Quran dataset (decision 017), never typed; prophetic ones carry their text and collection
 * and number.
 */

export const DUAS_FILE = contentPath('duas', 'duas.json');

const localized = inEveryLanguage(CHAT_LANGUAGES, nonBlank);

const duaEntrySchema = z
  .strictObject({
    id: z
      .string()
      .regex(DUA_ID, 'must be lower-case words joined by hyphens')
      .refine((id) => !id.startsWith(PERSONAL_DUA_PREFIX), {
        message: `must not begin with ${PERSONAL_DUA_PREFIX} (saved personal duas are named so)`,
      }),
    occasions: z.array(duaOccasionSchema).min(1),
    tradition: chatTraditionSchema,
    kind: z.enum(['quran', 'hadith']),
    quran: z
      .strictObject({
        surah: z.number().int().min(1).max(SURAH_COUNT),
        from: z.number().int().min(1),
        to: z.number().int().min(1),
      })
      .refine((q) => q.to >= q.from, { message: 'to must not be before from', path: ['to'] })
      .optional(),
    arabic: nonBlank.optional(),
    transliteration: nonBlank.optional(),
    translation: localized.optional(),
    reference: z.strictObject({ collection: nonBlank, number: nonBlank }).optional(),
    note: localized,
  })
  .superRefine((dua, issue) => {
    const textual = ['arabic', 'transliteration', 'translation', 'reference'] as const;
    if (dua.kind === 'quran') {
      if (!dua.quran)
        issue.addIssue({ code: 'custom', message: 'a Quranic dua needs its verses', path: ['quran'] });
      for (const field of textual) {
        if (dua[field] !== undefined) {
          issue.addIssue({
            code: 'custom',
            message: 'a Quranic dua is read from the Quran dataset: give its verses only',
            path: [field],
          });
        }
      }
      return;
    }
    if (dua.quran)
      issue.addIssue({ code: 'custom', message: 'a narrated dua has no verses', path: ['quran'] });
    for (const field of textual) {
      if (dua[field] === undefined)
        issue.addIssue({ code: 'custom', message: `a narrated dua needs its ${field}`, path: [field] });
    }
  });

const duasFileSchema = z
  .strictObject({ source: nonBlank, duas: z.array(duaEntrySchema).min(1) })
  .superRefine((file, issue) => {
    const seen = new Set<string>();
    for (const [i, dua] of file.duas.entries()) {
      if (seen.has(dua.id))
        issue.addIssue({
          code: 'custom',
          message: `the id ${dua.id} is used twice`,
          path: ['duas', i, 'id'],
        });
      seen.add(dua.id);
    }
  });

type LocalizedOrNone = Record<ChatLanguage, string | null>;

/** A dua of the collection with every text resolved, in every interface language. */
export interface CollectedDua {
  id: string;
  kind: 'quran' | 'hadith';
  occasions: readonly DuaOccasion[];
  tradition: ChatTradition;
  arabic: string;
  transliteration: string;
  /** null for a Quranic dua in Arabic: the verse itself is its text. */
  translation: LocalizedOrNone;
  note: Record<ChatLanguage, string>;
  reference: {
    label: Record<ChatLanguage, string>;
    collection: string | null;
    number: string | null;
    surah: number | null;
    fromAyah: number | null;
    toAyah: number | null;
  };
}

export interface DuaCollection {
  duas: readonly CollectedDua[];
  byId: ReadonlyMap<string, CollectedDua>;
}

function collect(entry: z.infer<typeof duaEntrySchema>): CollectedDua {
  const base = {
    id: entry.id,
    kind: entry.kind,
    occasions: entry.occasions,
    tradition: entry.tradition,
    note: entry.note,
  };
  if (entry.kind === 'quran') {
    const { surah, from, to } = entry.quran!;
    const passage = quranPassage({ surah, fromAyah: from, toAyah: to });
    const translation = {} as LocalizedOrNone;
    const label = {} as Record<ChatLanguage, string>;
    for (const language of CHAT_LANGUAGES) {
      translation[language] = passage.translation[language] ?? null;
      label[language] = passage.source[language];
    }
    return {
      ...base,
      arabic: passage.arabic,
      transliteration: passage.transliteration,
      translation,
      reference: { label, collection: null, number: null, surah, fromAyah: from, toAyah: to },
    };
  }
  const { collection, number } = entry.reference!;
  const label = Object.fromEntries(CHAT_LANGUAGES.map((l) => [l, `${collection} ${number}`])) as Record<
    ChatLanguage,
    string
  >;
  return {
    ...base,
    arabic: entry.arabic!,
    transliteration: entry.transliteration!,
    translation: entry.translation!,
    reference: { label, collection, number, surah: null, fromAyah: null, toAyah: null },
  };
}

const collections = new Map<string, DuaCollection>();

/**
 * The collection in `file`, read, checked against its schema and the Quran dataset (a verse range
 * the dataset lacks stops the start) and kept for the process.
 */
export function loadDuas(file: string = DUAS_FILE): DuaCollection {
  const known = collections.get(file);
  if (known) return known;
  const { duas } = readContentJson(file, duasFileSchema);
  const collected = deepFreeze(duas.map(collect));
  const collection = { duas: collected, byId: new Map(collected.map((d) => [d.id, d])) };
  collections.set(file, collection);
  return collection;
}

/** A dua as the API shows it, in one language. */
export function duaInLanguage(dua: CollectedDua, language: ChatLanguage, favourite: boolean): Dua {
  return {
    id: dua.id,
    kind: dua.kind,
    occasions: [...dua.occasions],
    tradition: dua.tradition,
    arabic: dua.arabic,
    transliteration: dua.transliteration,
    translation: dua.translation[language],
    note: dua.note[language],
    reference: { ...dua.reference, label: dua.reference.label[language] },
    favourite,
  };
}

/** Whether a person of this tradition is shown the dua (none known: every dua). */
export const duaFits = (dua: { tradition: ChatTradition }, tradition: 'sunni' | 'shia' | null) =>
  tradition === null || dua.tradition === 'both' || dua.tradition === tradition;
