import { z } from 'zod';
import type { CoachLanguage } from '@/contracts/prayer-coach';
import { LESSON_LANGUAGES, type LessonLanguage, type PrayerLesson } from '@/contracts/prayer-lessons';
import {
  contentPath,
  fillSentence,
  inEveryLanguage,
  nonBlank,
  readContentJson,
  sentence,
} from '../../content/files';
import { detectIntent, type Intent } from './commands';
import { stepReference } from './content';

/**
 * The built-in guide (decision 008): with no AI provider it answers from the curated lesson only, names the
 * lesson it used, and says plainly what it cannot answer. What the learner asks for is read from the
 * curated phrase lists (`commands.ts`).
 */
export { detectIntent, type Intent } from './commands';

/** The step an intent moves to, within the lesson. */
export function nextStepIndex(intent: Intent, current: number, total: number): number {
  const clamped = Math.min(Math.max(current, 0), total - 1);
  if (intent === 'next') return Math.min(clamped + 1, total - 1);
  if (intent === 'previous') return Math.max(clamped - 1, 0);
  if (intent === 'start') return 0;
  return clamped;
}

/** What a step's sentences are filled from: the step, its recitation, the lesson and the other tradition. */
const STEP_VALUES = [
  'n',
  'total',
  'title',
  'instruction',
  'arabic',
  'transliteration',
  'translation',
  'reference',
  'lesson',
  'other',
] as const;
const stepSentence = sentence(...STEP_VALUES);

const phrasesSchema = z.strictObject({
  step: stepSentence,
  recite: stepSentence,
  reciteUntranslated: stepSentence,
  noRecitation: sentence(),
  meaning: stepSentence,
  meaningUntranslated: stepSentence,
  noMeaning: stepSentence,
  difference: stepSentence,
  noDifference: stepSentence,
  sameInOther: stepSentence,
  finished: sentence(),
  first: sentence(),
  cannotAnswer: sentence(),
  source: stepSentence,
  traditions: z.strictObject({ sunni: sentence(), shia: sentence() }),
  lessonName: sentence('prayer', 'tradition', 'level'),
});

/** The guide's sentences in every lesson language (content/coach-guide): read and checked at start. */
export const PHRASES_FILE = contentPath('coach-guide', 'phrases.json');
export const phrasesFileSchema = inEveryLanguage(LESSON_LANGUAGES, phrasesSchema).extend({ about: nonBlank });
const PHRASES = readContentJson(PHRASES_FILE, phrasesFileSchema);

/**
 * The lesson language to read step text in: the coach language when lessons exist in it, else
 * English. The built-in guide answers wholly in this language (its sentences, the step, the
 * reference), so its answer is spoken with a voice of this language.
 */
export function lessonLanguageOf(language: CoachLanguage): LessonLanguage {
  return LESSON_LANGUAGES.find((l) => l === language) ?? 'en';
}

export interface GuideAnswer {
  text: string;
  stepIndex: number;
}

export function offlineAnswer(options: {
  message: string;
  lesson: PrayerLesson;
  otherLesson: PrayerLesson;
  currentStep: number;
  language: CoachLanguage;
}): GuideAnswer {
  const { lesson } = options;
  const lang = lessonLanguageOf(options.language);
  const p = PHRASES[lang];
  const intent = detectIntent(options.message);
  const total = lesson.steps.length;
  const index = nextStepIndex(intent, options.currentStep, total);
  const step = lesson.steps[index]!;
  const values = {
    n: index + 1,
    total,
    title: step.title[lang],
    instruction: step.instruction[lang],
    arabic: step.recitation?.arabic ?? '',
    transliteration: step.recitation?.transliteration ?? '',
    translation: step.recitation?.translation[lang] ?? '',
    reference: stepReference(step, lang),
    lesson: fillSentence(p.lessonName, {
      prayer: lesson.name[lang],
      tradition: p.traditions[lesson.tradition],
      level: lesson.level,
    }),
    other: p.traditions[options.otherLesson.tradition],
  };
  const describe = fillSentence(p.step, values);
  // A Quran passage has no translation in Arabic: the guide then reads the text without a meaning.
  const recite = values.translation ? p.recite : p.reciteUntranslated;
  const parts: string[] = [];
  switch (intent) {
    case 'recite':
      parts.push(step.recitation ? fillSentence(recite, values) : p.noRecitation);
      break;
    case 'meaning':
      if (!step.recitation) parts.push(fillSentence(p.noMeaning, values));
      else parts.push(fillSentence(values.translation ? p.meaning : p.meaningUntranslated, values));
      break;
    case 'difference': {
      const counterpart = options.otherLesson.steps.find((s) => s.name === step.name);
      if (!counterpart) parts.push(fillSentence(p.noDifference, values));
      else if (counterpart.instruction[lang] === step.instruction[lang])
        parts.push(fillSentence(p.sameInOther, values));
      else parts.push(fillSentence(p.difference, { ...values, instruction: counterpart.instruction[lang] }));
      break;
    }
    case 'unknown':
      parts.push(p.cannotAnswer, describe);
      break;
    default:
      parts.push(describe);
      if (step.recitation) parts.push(fillSentence(recite, values));
      if (intent === 'next' && index === options.currentStep && index === total - 1) parts.push(p.finished);
      if (intent === 'previous' && index === 0) parts.push(p.first);
  }
  parts.push(fillSentence(p.source, values));
  return { text: parts.join(' '), stepIndex: index };
}
