import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { z } from 'zod';
import {
  LESSON_LANGUAGES,
  LESSON_LEVELS,
  PRAYER_RAKAHS,
  TRADITIONS,
  lessonLevelSchema,
  localizedTextSchema,
  postureSchema,
  prayerLessonSchema,
  prayerTypeSchema,
  quranReferenceSchema,
  traditionSchema,
  type LessonLanguage,
  type LessonLevel,
  type LessonStep,
  type LocalizedText,
  type PrayerInstructionsResponse,
  type PrayerLesson,
  type PrayerTeachingResponse,
  type PrayerType,
  type QuranReference,
  type Recitation,
  type Tradition,
} from '@/contracts/prayer-lessons';
import { MAIN_PRAYERS } from '@/contracts/prayer-tracking';
import { projectRoot } from '../../paths';

/**
 * Curated prayer lessons (D17): the data in content/prayer-lessons/ is validated at first use, composed
 * into the 30 lessons (5 prayers x 2 traditions x 3 levels) and cached. Quran passages are stored as
 * references and filled from the quran-json package (D15), never typed by hand.
 */

const CONTENT_DIR = path.join(projectRoot, 'content', 'prayer-lessons');

// ---------------------------------------------------------------------------------------------
// The files' shapes

const nonBlank = z.string().regex(/\S/, 'must not be empty');

const recitationEntrySchema = z.strictObject({
  arabic: nonBlank,
  transliteration: nonBlank,
  translation: localizedTextSchema,
  /** The source of the wording in each tradition that uses it. */
  sources: z.strictObject({ sunni: nonBlank.optional(), shia: nonBlank.optional() }),
});
const recitationsFileSchema = z.record(z.string(), recitationEntrySchema);

const stepDefinitionSchema = z
  .strictObject({
    name: z.string().regex(/^[a-z][a-z0-9-]*$/),
    posture: postureSchema,
    durationMs: z.number().int().positive(),
    optional: z.boolean().optional(),
    source: nonBlank.optional(),
    /** Key of a written dhikr in recitations.json. */
    recitation: z.string().optional(),
    quran: quranReferenceSchema.optional(),
    title: localizedTextSchema,
    /** Level 3 shows `core`, level 2 `essential`, level 1 `essential` followed by `detail`. */
    text: z
      .strictObject({
        core: localizedTextSchema.optional(),
        essential: localizedTextSchema.optional(),
        detail: localizedTextSchema.optional(),
      })
      .refine((t) => t.core || t.essential || t.detail, { message: 'a step needs some instruction text' }),
  })
  .refine((s) => !(s.recitation && s.quran), {
    message: 'a step has a recitation or a Quran reference, not both',
  });
type StepDefinition = z.infer<typeof stepDefinitionSchema>;

const stepsFileSchema = z.strictObject({
  tradition: traditionSchema,
  steps: z.record(z.string(), stepDefinitionSchema),
});

const RAKAH_SELECTORS = [
  'all',
  'first',
  'not-first',
  'first-two',
  'second',
  'after-second',
  'middle',
  'last',
] as const;
type RakahSelector = (typeof RAKAH_SELECTORS)[number];

const slotSchema = z.strictObject({
  step: z.string(),
  levels: z.array(lessonLevelSchema).optional(),
  rakahs: z.enum(RAKAH_SELECTORS).optional(),
  prayers: z.array(prayerTypeSchema).optional(),
  /** The passage for this place, for a step whose passage varies (the surah of each rak'ah). */
  quran: quranReferenceSchema.optional(),
  durationMs: z.number().int().positive().optional(),
  /** Append the prayer's audible/silent recitation rule to the instruction (levels 1 and 2). */
  recitationModeNote: z.boolean().optional(),
});
type Slot = z.infer<typeof slotSchema>;

const structureFileSchema = z.strictObject({
  levels: z.strictObject({
    '1': z.strictObject({ extraMs: z.number().int().min(0) }),
    '2': z.strictObject({ extraMs: z.number().int().min(0) }),
    '3': z.strictObject({ extraMs: z.number().int().min(0) }),
  }),
  prayers: z.record(
    prayerTypeSchema,
    z.strictObject({ audible: z.boolean(), name: localizedTextSchema, count: localizedTextSchema }),
  ),
  recitationModes: z.record(
    traditionSchema,
    z.strictObject({ aloud: localizedTextSchema, silent: localizedTextSchema }),
  ),
  traditions: z.record(
    traditionSchema,
    z.strictObject({ preparation: z.array(slotSchema), rakah: z.array(slotSchema).min(1) }),
  ),
});
type Structure = z.infer<typeof structureFileSchema>;

const sourcesFileSchema = z.strictObject({
  common: z.array(nonBlank).min(1),
  sunni: z.array(nonBlank).min(1),
  shia: z.array(nonBlank).min(1),
});

const quranChapterSchema = z.object({
  id: z.number().int(),
  name: nonBlank,
  transliteration: nonBlank,
  /** The surah's name translated (in the translation files only). */
  translation: nonBlank.optional(),
  type: z.enum(['meccan', 'medinan']),
  verses: z.array(
    z.object({
      id: z.number().int(),
      text: nonBlank,
      transliteration: nonBlank,
      translation: nonBlank.optional(),
    }),
  ),
});
export type QuranChapter = z.infer<typeof quranChapterSchema>;

function readJson<T>(file: string, schema: z.ZodType<T>): T {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Cannot read prayer content ${file}: ${(error as Error).message}`, { cause: error });
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new Error(`Invalid prayer content ${file}:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

// ---------------------------------------------------------------------------------------------
// The Quran, from the quran-json package

const requireFromHere = createRequire(import.meta.url);
let quranChaptersDir: string | undefined;
const chapterCache = new Map<string, QuranChapter>();

/** Languages in which quran-json has a translation; Arabic falls back to English. */
const QURAN_TRANSLATION_LANGUAGES: Record<LessonLanguage, 'en' | 'ur' | 'fr' | 'id'> = {
  en: 'en',
  ar: 'en',
  ur: 'ur',
  fr: 'fr',
  id: 'id',
};

/** Translations of quran-json that Hidaya uses. */
export type QuranTranslationLanguage = 'en' | 'ur' | 'fr' | 'id' | 'tr';

/** A surah of quran-json: `language` undefined gives the Arabic text with transliteration only. */
export function quranChapter(surah: number, language?: QuranTranslationLanguage): QuranChapter {
  const key = `${language ?? 'ar'}:${surah}`;
  const cached = chapterCache.get(key);
  if (cached) return cached;
  quranChaptersDir ??= path.join(
    path.dirname(requireFromHere.resolve('quran-json/package.json')),
    'dist',
    'chapters',
  );
  const file = language
    ? path.join(quranChaptersDir, language, `${surah}.json`)
    : path.join(quranChaptersDir, `${surah}.json`);
  const chapter = readJson(file, quranChapterSchema);
  if (chapter.id !== surah) throw new Error(`quran-json ${file} holds surah ${chapter.id}, not ${surah}`);
  chapterCache.set(key, chapter);
  return chapter;
}

function versesOf(chapter: QuranChapter, from: number, to: number) {
  const verses = chapter.verses.filter((v) => v.id >= from && v.id <= to);
  if (verses.length !== to - from + 1)
    throw new Error(`Quran ${chapter.id}:${from}-${to} is not in quran-json`);
  return verses;
}

/** Verses are joined into one text; a verse translation without final punctuation gets a full stop. */
function endSentence(text: string, language: 'en' | 'ur' | 'fr' | 'id'): string {
  const trimmed = text.trim();
  if (/[.!?;:,\u06D4\u061F\u2026"'\u201D\u2019)\]]$/.test(trimmed)) return trimmed;
  return `${trimmed}${language === 'ur' ? '\u06D4' : '.'}`;
}

function sliceWords(text: string, from: number, to: number, what: string): string {
  const words = text.split(' ');
  if (to > words.length) throw new Error(`${what} has ${words.length} words, not ${to}`);
  return words.slice(from - 1, to).join(' ');
}

/** "Quran 1:1-7", "Quran 2:201 (words 4-14)", "Quran 97:1-5, after the basmala (1:1)". */
export function quranLabel(ref: QuranReference): string {
  const ayahs = ref.toAyah > ref.fromAyah ? `${ref.fromAyah}-${ref.toAyah}` : `${ref.fromAyah}`;
  let label = `Quran ${ref.surah}:${ayahs}`;
  if (ref.fromWord !== undefined || ref.toWord !== undefined)
    label += ` (words ${ref.fromWord ?? 1}-${ref.toWord ?? 'end'})`;
  if (ref.basmala) label += ', after the basmala (1:1)';
  return label;
}

/** The text of a Quran reference, exactly as in quran-json (Uthmani script, Tanzil transliteration). */
export function resolveQuran(ref: QuranReference): Recitation {
  const arabicChapter = quranChapter(ref.surah);
  const verses = versesOf(arabicChapter, ref.fromAyah, ref.toAyah);
  let arabic = verses.map((v) => v.text).join(' ');
  let transliteration = verses.map((v) => v.transliteration).join(' ');
  const partial = ref.fromWord !== undefined || ref.toWord !== undefined;
  if (partial) {
    const verse = verses[0]!;
    const arabicWords = verse.text.split(' ').length;
    if (verse.transliteration.split(' ').length !== arabicWords) {
      throw new Error(
        `Quran ${ref.surah}:${ref.fromAyah}: transliteration and text do not align word by word`,
      );
    }
    const from = ref.fromWord ?? 1;
    const to = ref.toWord ?? arabicWords;
    arabic = sliceWords(verse.text, from, to, quranLabel(ref));
    transliteration = sliceWords(verse.transliteration, from, to, quranLabel(ref));
  }
  const translation = {} as LocalizedText;
  for (const language of LESSON_LANGUAGES) {
    if (ref.translation) {
      translation[language] = ref.translation[language];
      continue;
    }
    const source = QURAN_TRANSLATION_LANGUAGES[language];
    const translated = versesOf(quranChapter(ref.surah, source), ref.fromAyah, ref.toAyah);
    translation[language] = translated.map((v) => endSentence(v.translation ?? '', source)).join(' ');
  }
  if (ref.basmala) {
    const basmala = quranChapter(1).verses[0]!;
    arabic = `${basmala.text} ${arabic}`;
    transliteration = `${basmala.transliteration} ${transliteration}`;
    for (const language of LESSON_LANGUAGES) {
      const source = QURAN_TRANSLATION_LANGUAGES[language];
      const verse = quranChapter(1, source).verses[0]!;
      translation[language] = `${endSentence(verse.translation ?? '', source)} ${translation[language]}`;
    }
  }
  return {
    arabic,
    transliteration,
    translation: localizedTextSchema.parse(translation),
    source: quranLabel(ref),
  };
}

// ---------------------------------------------------------------------------------------------
// Composition

interface Content {
  recitations: z.infer<typeof recitationsFileSchema>;
  steps: Record<Tradition, Record<string, StepDefinition>>;
  structure: Structure;
  sources: z.infer<typeof sourcesFileSchema>;
}

function loadContent(): Content {
  const recitations = readJson(path.join(CONTENT_DIR, 'recitations.json'), recitationsFileSchema);
  const structure = readJson(path.join(CONTENT_DIR, 'structure.json'), structureFileSchema);
  const sources = readJson(path.join(CONTENT_DIR, 'sources.json'), sourcesFileSchema);
  const steps = {} as Record<Tradition, Record<string, StepDefinition>>;
  for (const tradition of TRADITIONS) {
    const file = readJson(path.join(CONTENT_DIR, `steps.${tradition}.json`), stepsFileSchema);
    if (file.tradition !== tradition)
      throw new Error(`steps.${tradition}.json declares tradition ${file.tradition}`);
    steps[tradition] = file.steps;
  }
  return { recitations, steps, structure, sources };
}

function rakahMatches(selector: RakahSelector, rakah: number, rakahs: number): boolean {
  switch (selector) {
    case 'all':
      return true;
    case 'first':
      return rakah === 1;
    case 'not-first':
      return rakah > 1;
    case 'first-two':
      return rakah <= 2;
    case 'second':
      return rakah === 2;
    case 'after-second':
      return rakah > 2;
    case 'middle':
      return rakah === 2 && rakahs > 2;
    case 'last':
      return rakah === rakahs;
  }
}

type Variables = Partial<Record<'prayer' | 'count' | 'surah', LocalizedText>>;

function fill(text: LocalizedText, variables: Variables, what: string): LocalizedText {
  const out = {} as LocalizedText;
  for (const language of LESSON_LANGUAGES) {
    out[language] = text[language].replace(/\{(prayer|count|surah)\}/g, (match, key: keyof Variables) => {
      const value = variables[key];
      if (!value) throw new Error(`${what}: no value for ${match}`);
      return value[language];
    });
    if (/\{[a-z]+\}/.test(out[language]))
      throw new Error(`${what}: unknown placeholder in "${out[language]}"`);
  }
  return out;
}

function join(first: LocalizedText, second: LocalizedText): LocalizedText {
  const out = {} as LocalizedText;
  for (const language of LESSON_LANGUAGES) out[language] = `${first[language]} ${second[language]}`;
  return out;
}

function instructionFor(definition: StepDefinition, level: LessonLevel): LocalizedText {
  const { core, essential, detail } = definition.text;
  if (level === 3) return (core ?? essential ?? detail)!;
  if (level === 2) return (essential ?? core ?? detail)!;
  if (essential && detail) return join(essential, detail);
  return (essential ?? detail ?? core)!;
}

function surahName(surah: number): LocalizedText {
  const chapter = quranChapter(surah);
  return {
    en: chapter.transliteration,
    ar: chapter.name,
    // Urdu spells the same names with its own kaf and ye.
    ur: chapter.name.replace(/\u0643/g, '\u06A9').replace(/\u064A/g, '\u06CC'),
    fr: chapter.transliteration,
    id: chapter.transliteration,
  };
}

function buildLesson(
  content: Content,
  prayerType: PrayerType,
  tradition: Tradition,
  level: LessonLevel,
): PrayerLesson {
  const rakahs = PRAYER_RAKAHS[prayerType];
  const prayer = content.structure.prayers[prayerType];
  const plan = content.structure.traditions[tradition];
  const library = content.steps[tradition];
  const extraMs = content.structure.levels[String(level) as '1' | '2' | '3'].extraMs;
  const steps: LessonStep[] = [];

  const add = (slot: Slot, rakah: number | null) => {
    const where = `${tradition} ${prayerType} level ${level}, step "${slot.step}"`;
    const definition = library[slot.step];
    if (!definition) throw new Error(`${where}: no such step in steps.${tradition}.json`);
    const quran = slot.quran ?? definition.quran;
    if (quran && definition.recitation) throw new Error(`${where}: both a recitation and a Quran passage`);
    const variables: Variables = { prayer: prayer.name, count: prayer.count };
    if (quran) variables.surah = surahName(quran.surah);

    let instruction = fill(instructionFor(definition, level), variables, where);
    if (slot.recitationModeNote && level < 3) {
      const mode = content.structure.recitationModes[tradition][prayer.audible ? 'aloud' : 'silent'];
      instruction = join(instruction, fill(mode, variables, where));
    }

    let recitation: Recitation | undefined;
    if (definition.recitation) {
      const entry = content.recitations[definition.recitation];
      if (!entry) throw new Error(`${where}: no recitation "${definition.recitation}" in recitations.json`);
      const source = entry.sources[tradition];
      if (!source)
        throw new Error(`${where}: recitation "${definition.recitation}" names no ${tradition} source`);
      recitation = {
        arabic: entry.arabic,
        transliteration: entry.transliteration,
        translation: entry.translation,
        source,
      };
    } else if (quran) {
      recitation = resolveQuran(quran);
    }

    const step: LessonStep = {
      id: `${String(steps.length + 1).padStart(2, '0')}-${definition.name}`,
      name: definition.name,
      title: fill(definition.title, variables, where),
      instruction,
      posture: definition.posture,
      rakah,
      optional: definition.optional ?? false,
      durationMs: (slot.durationMs ?? definition.durationMs) + extraMs,
    };
    if (definition.source) step.source = definition.source;
    if (recitation) step.recitation = recitation;
    if (quran) step.quran = quran;
    steps.push(step);
  };

  const applies = (slot: Slot) =>
    (!slot.levels || slot.levels.includes(level)) && (!slot.prayers || slot.prayers.includes(prayerType));

  for (const slot of plan.preparation) if (applies(slot)) add(slot, null);
  for (let rakah = 1; rakah <= rakahs; rakah++) {
    for (const slot of plan.rakah) {
      if (applies(slot) && rakahMatches(slot.rakahs ?? 'all', rakah, rakahs)) add(slot, rakah);
    }
  }

  const sources = [...content.sources.common, ...content.sources[tradition]];
  const parsed = prayerLessonSchema.safeParse({
    prayerType,
    name: prayer.name,
    tradition,
    level,
    rakahs,
    sources,
    steps,
  });
  if (!parsed.success) {
    throw new Error(
      `Invalid ${tradition} ${prayerType} lesson, level ${level}:\n${z.prettifyError(parsed.error)}`,
    );
  }
  return parsed.data;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

const lessonKey = (prayerType: PrayerType, tradition: Tradition, level: LessonLevel) =>
  `${prayerType}/${tradition}/${level}`;
let lessonCache: Map<string, PrayerLesson> | undefined;

function lessons(): Map<string, PrayerLesson> {
  if (lessonCache) return lessonCache;
  const content = loadContent();
  const built = new Map<string, PrayerLesson>();
  for (const prayerType of MAIN_PRAYERS) {
    for (const tradition of TRADITIONS) {
      for (const level of LESSON_LEVELS) {
        built.set(
          lessonKey(prayerType, tradition, level),
          deepFreeze(buildLesson(content, prayerType, tradition, level)),
        );
      }
    }
  }
  lessonCache = built;
  return built;
}

// ---------------------------------------------------------------------------------------------
// Public API

/** The lesson of one prayer, tradition and level (read-only). */
export function getLesson(prayerType: PrayerType, tradition: Tradition, level: LessonLevel): PrayerLesson {
  const lesson = lessons().get(lessonKey(prayerType, tradition, level));
  if (!lesson) throw new Error(`No prayer lesson for ${prayerType}/${tradition}/${level}`);
  return lesson;
}

/** Every lesson: 5 prayers x 2 traditions x 3 levels. */
export function allLessons(): PrayerLesson[] {
  return [...lessons().values()];
}

/** The lesson player's response (spec 2 section 3, "Prayer teaching response"). */
export function toTeachingResponse(lesson: PrayerLesson, language: LessonLanguage): PrayerTeachingResponse {
  return {
    prayerType: lesson.prayerType,
    tradition: lesson.tradition,
    level: lesson.level,
    language,
    sources: [...lesson.sources],
    prayerSteps: lesson.steps.map((step) => ({
      step: step.name,
      title: step.title[language],
      instruction: step.instruction[language],
      arabicText: step.recitation?.arabic ?? '',
      transliteration: step.recitation?.transliteration ?? '',
      translation: step.recitation?.translation[language] ?? '',
      audioUrl: '',
      duration: step.durationMs,
      posture: step.posture,
      rakah: step.rakah,
      reference: step.recitation?.source ?? step.source ?? '',
      optional: step.optional,
    })),
  };
}

/** The coach panel's step list (spec 2 sections 2.3 and 3): the step is its title. */
export function toInstructionsResponse(
  lesson: PrayerLesson,
  language: LessonLanguage,
): PrayerInstructionsResponse {
  return {
    prayerSteps: lesson.steps.map((step) => ({
      step: step.title[language],
      instruction: step.instruction[language],
      arabic: step.recitation?.arabic ?? '',
      transliteration: step.recitation?.transliteration ?? '',
    })),
  };
}
