import { COACH_LANGUAGES, type CoachLanguage } from '@/contracts/prayer-coach';
import {
  LESSON_LANGUAGES,
  LESSON_LEVELS,
  TRADITIONS,
  prayerTypeSchema,
  type LessonLanguage,
  type LessonLevel,
  type PrayerType,
  type Tradition,
} from '@/contracts/prayer-lessons';
import type { Choice } from '../components/choice-field';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export const PRAYER_TYPES = prayerTypeSchema.options;

/**
 * 'Fajr (Dawn Prayer) - 2 rak'ahs' and so on. Each label is written whole in the
 * locale files, so every language can say its number of rak'ahs grammatically (Arabic has a dual).
 */
export function prayerChoices(t: Translate): Choice<PrayerType>[] {
  return PRAYER_TYPES.map((prayer) => ({ value: prayer, label: t(`choices.prayerOptions.${prayer}`) }));
}

/** 'Sunni - Hands folded on chest', 'Shia (Jafari) - Hands at sides'. */
export function traditionChoices(t: Translate): Choice<Tradition>[] {
  return TRADITIONS.map((tradition) => ({
    value: tradition,
    label: t('choices.traditionOption', {
      tradition: t(`choices.traditions.${tradition}`),
      hint: t(`choices.traditionHints.${tradition}`),
    }),
  }));
}

/** The levels by name; the chosen one's explanation is the field's hint (`levelHint`), where it wraps. */
export function levelChoices(t: Translate): Choice<`${LessonLevel}`>[] {
  return LESSON_LEVELS.map((level) => ({ value: `${level}`, label: t(`choices.levels.${level}`) }));
}

/** Spec 2: 'Beginner (step-by-step with detailed explanations)': the part after the name. */
export function levelHint(t: Translate, level: LessonLevel | null): string | undefined {
  return level === null ? undefined : t(`choices.levelHints.${level}`);
}

export function coachLanguageChoices(t: Translate): Choice<CoachLanguage>[] {
  return COACH_LANGUAGES.map((code) => ({ value: code, label: t(`choices.languages.${code}`) }));
}

export function lessonLanguageChoices(t: Translate): Choice<LessonLanguage>[] {
  return LESSON_LANGUAGES.map((code) => ({ value: code, label: t(`choices.languages.${code}`) }));
}

export function isLessonLanguage(code: string): code is LessonLanguage {
  return (LESSON_LANGUAGES as readonly string[]).includes(code);
}

/**
 * The lesson to offer after a finished one: the same prayer at the next level, then (after Advanced)
 * the next prayer of the day at Advanced; none after the Isha lesson at Advanced.
 */
export function nextLessonAfter<T extends { prayerType: PrayerType; level: LessonLevel }>(
  lesson: T,
): T | null {
  if (lesson.level < 3) return { ...lesson, level: (lesson.level + 1) as LessonLevel };
  const following = PRAYER_TYPES[PRAYER_TYPES.indexOf(lesson.prayerType) + 1];
  return following ? { ...lesson, prayerType: following } : null;
}

/** Right-to-left lesson languages. */
export function directionOf(code: string): 'rtl' | 'ltr' {
  return code === 'ar' || code === 'ur' ? 'rtl' : 'ltr';
}

/** The language the coach's step list is written in: the voice language when lessons exist in it. */
export function stepsLanguageOf(language: CoachLanguage): LessonLanguage {
  return isLessonLanguage(language) ? language : 'en';
}
