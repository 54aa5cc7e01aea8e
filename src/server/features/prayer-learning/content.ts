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
  type Recitation,
  type Tradition,
} from '@/contracts/prayer-lessons';
import { MAIN_PRAYERS } from '@/contracts/prayer-tracking';
import { contentPath, deepFreeze, nonBlank, readContentJson } from '../../content/files';
import { quranPassage, surahName, type VerseTransliteration } from '../../content/quran';

/**
 * Curated prayer lessons (reviewed data in the repo, naming its sources): the data in
 * content/prayer-lessons/ is validated at first use, composed into the 30 lessons (5 prayers x 2
 * traditions x 3 levels) and cached. Quran passages are stored as references and filled from the
 * quran-json package (decision 017), never typed by hand.
 */

const CONTENT_DIR = contentPath('prayer-lessons');

// ---------------------------------------------------------------------------------------------
// The files' shapes

const recitationEntrySchema = z.strictObject({
  arabic: nonBlank,
  transliteration: nonBlank,
  translation: localizedTextSchema,
  /** The source of the wording in each tradition that uses it, in every lesson language. */
  sources: z.strictObject({ sunni: localizedTextSchema.optional(), shia: localizedTextSchema.optional() }),
});
const recitationsFileSchema = z.record(z.string(), recitationEntrySchema);

const stepDefinitionSchema = z
  .strictObject({
    name: z.string().regex(/^[a-z][a-z0-9-]*$/),
    posture: postureSchema,
    durationMs: z.number().int().positive(),
    optional: z.boolean().optional(),
    source: localizedTextSchema.optional(),
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

/** Verse numbers ("1".."286") within a surah number ("1".."114"). */
const numberKey = z.string().regex(/^[1-9][0-9]{0,2}$/);

/**
 * transliteration.json: a readable transliteration of every Quran verse the lessons teach, one text
 * per verse whose words match the dataset's Arabic words one for one (checked when lessons are built).
 */
const transliterationFileSchema = z.strictObject({
  scheme: nonBlank,
  source: nonBlank,
  surahs: z.record(numberKey, z.record(numberKey, nonBlank)),
});

const sourcesFileSchema = z.strictObject({
  common: z.array(nonBlank).min(1),
  sunni: z.array(nonBlank).min(1),
  shia: z.array(nonBlank).min(1),
});

// ---------------------------------------------------------------------------------------------
// Composition

interface Content {
  recitations: z.infer<typeof recitationsFileSchema>;
  steps: Record<Tradition, Record<string, StepDefinition>>;
  structure: Structure;
  sources: z.infer<typeof sourcesFileSchema>;
  transliteration: VerseTransliteration;
}

function loadContent(): Content {
  const recitations = readContentJson(path.join(CONTENT_DIR, 'recitations.json'), recitationsFileSchema);
  const structure = readContentJson(path.join(CONTENT_DIR, 'structure.json'), structureFileSchema);
  const sources = readContentJson(path.join(CONTENT_DIR, 'sources.json'), sourcesFileSchema);
  const readable = readContentJson(path.join(CONTENT_DIR, 'transliteration.json'), transliterationFileSchema);
  const transliteration: VerseTransliteration = (surah, ayah) => readable.surahs[surah]?.[ayah];
  const steps = {} as Record<Tradition, Record<string, StepDefinition>>;
  for (const tradition of TRADITIONS) {
    const file = readContentJson(path.join(CONTENT_DIR, `steps.${tradition}.json`), stepsFileSchema);
    if (file.tradition !== tradition)
      throw new Error(`steps.${tradition}.json declares tradition ${file.tradition}`);
    steps[tradition] = file.steps;
  }
  return { recitations, steps, structure, sources, transliteration };
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
      recitation = quranPassage(quran, { transliteration: content.transliteration });
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

/** Where a step's recitation or teaching comes from, named in a lesson language ("" for none). */
export function stepReference(step: LessonStep, language: LessonLanguage): string {
  return (step.recitation?.source ?? step.source)?.[language] ?? '';
}

/**
 * A step's transliteration for readers of a language: none in Arabic, whose readers read the Arabic
 * itself (a Latin transliteration there would only be a line of another script).
 */
function transliterationFor(step: LessonStep, language: LessonLanguage): string {
  return language === 'ar' ? '' : (step.recitation?.transliteration ?? '');
}

/**
 * The lesson player's response: every text in the lesson's language (decision 025); a Quran passage
 * has no translation in Arabic.
 */
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
      transliteration: transliterationFor(step, language),
      translation: step.recitation?.translation[language] ?? '',
      audioUrl: '',
      duration: step.durationMs,
      posture: step.posture,
      rakah: step.rakah,
      reference: stepReference(step, language),
      optional: step.optional,
    })),
  };
}

/** The coach panel's step list: the step is its title. */
export function toInstructionsResponse(
  lesson: PrayerLesson,
  language: LessonLanguage,
): PrayerInstructionsResponse {
  return {
    prayerSteps: lesson.steps.map((step) => ({
      step: step.title[language],
      instruction: step.instruction[language],
      arabic: step.recitation?.arabic ?? '',
      transliteration: transliterationFor(step, language),
    })),
  };
}
