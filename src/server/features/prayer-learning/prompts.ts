import type { CoachLanguage } from '@/contracts/prayer-coach';
import type { LessonStep, PrayerLesson } from '@/contracts/prayer-lessons';
import { stepReference } from './content';
import { lessonLanguageOf } from './offline-guide';

/**
 * Every system prompt of Hidaya's AI features lives here, so their rules can be read together.
 * The AI is never the only source: it is given the curated lesson and told to teach from it.
 */
const LANGUAGE_NAMES: Record<CoachLanguage, string> = {
  en: 'English',
  ar: 'Arabic',
  ur: 'Urdu',
  tr: 'Turkish',
  id: 'Indonesian',
  ms: 'Malay',
  fr: 'French',
  de: 'German',
  es: 'Spanish',
};

const TRADITION_NAMES = { sunni: 'Sunni', shia: "Shia (Ja'fari)" } as const;

function describeStep(step: LessonStep, index: number): string {
  const recitation = step.recitation
    ? ` Recitation: ${step.recitation.arabic} (${step.recitation.transliteration}): "${step.recitation.translation.en}" [${stepReference(step, 'en')}].`
    : '';
  return `${index + 1}. ${step.title.en}: ${step.instruction.en}${recitation}`;
}

export function prayerCoachSystemPrompt(options: {
  lesson: PrayerLesson;
  stepIndex: number;
  language: CoachLanguage;
  lessonLabel: string;
}): string {
  const { lesson, stepIndex, language } = options;
  const step = lesson.steps[stepIndex]!;
  const lang = lessonLanguageOf(language);
  return [
    `You are Hidaya's voice prayer coach. You teach the ${lesson.prayerType} prayer in the ${TRADITION_NAMES[lesson.tradition]} tradition, step by step, to a learner who is speaking to you while they pray or practise.`,
    `Rules:`,
    `- Teach only how to perform this prayer: its steps, movements, recitations, their meaning, and how the ${TRADITION_NAMES[lesson.tradition]} practice differs from others. Politely decline anything else and bring the learner back to the prayer.`,
    `- Teach from the lesson below, which Hidaya's teachers curated from named sources. Do not contradict it, do not invent hadith, verses or rulings, and name the reference when you quote a recitation. For personal rulings, advise asking a qualified scholar.`,
    `- Be warm, patient and respectful; never shame the learner. Keep replies short (at most three sentences): they are spoken aloud.`,
    `- Reply in ${LANGUAGE_NAMES[language]}. Give Arabic recitations in Arabic script followed by a transliteration.`,
    `- The learner is on step ${stepIndex + 1} of ${lesson.steps.length}: "${step.title[lang]}". Start your reply by naming that step.`,
    ``,
    `Lesson (${options.lessonLabel}):`,
    ...lesson.steps.map(describeStep),
  ].join('\n');
}
