import type { LessonLanguage } from '@/contracts/prayer-lessons';

/**
 * Which sound a lesson step makes (spec 2 section 5): a recorded file when its address is one of
 * ours (/uploads/audio/...) or a web address, otherwise the browser's speech synthesis.
 */
export function isPlayableAudioUrl(url: string | undefined | null): url is string {
  if (!url) return false;
  return url.startsWith('/uploads/audio/') || url.startsWith('http');
}

/** BCP 47 tags for speaking and recognising each language. */
export const SPEECH_TAGS = {
  en: 'en-US',
  ar: 'ar-SA',
  ur: 'ur-PK',
  tr: 'tr-TR',
  id: 'id-ID',
  ms: 'ms-MY',
  fr: 'fr-FR',
  de: 'de-DE',
  es: 'es-ES',
} as const;
export type SpeechLanguage = keyof typeof SPEECH_TAGS;

export type SpeechPlan = { text: string; lang: string; arabicVoice: boolean };

/**
 * What speech synthesis says for a step: the Arabic recitation with an Arabic voice when the browser
 * has one, otherwise the instruction. The spec says "the instruction in English" because its lessons
 * were English only; Hidaya's instruction is in the lesson language, so it is spoken in that language.
 */
export function stepSpeech(
  step: { arabicText: string; instruction: string },
  options: { hasArabicVoice: boolean; lessonLanguage: LessonLanguage },
): SpeechPlan | null {
  const arabic = step.arabicText.trim();
  if (arabic && options.hasArabicVoice) return { text: arabic, lang: SPEECH_TAGS.ar, arabicVoice: true };
  const instruction = step.instruction.trim();
  if (!instruction) return null;
  return { text: instruction, lang: SPEECH_TAGS[options.lessonLanguage], arabicVoice: false };
}

export type StepSound = { kind: 'file'; url: string } | { kind: 'speech' };

export function stepSound(step: { audioUrl: string }): StepSound {
  return isPlayableAudioUrl(step.audioUrl) ? { kind: 'file', url: step.audioUrl } : { kind: 'speech' };
}

const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;

/** Whether a text is written mostly in Arabic script (Arabic or Urdu). */
export function isArabicScript(text: string): boolean {
  const letters = [...text].filter((c) => /\p{L}/u.test(c));
  if (letters.length === 0) return false;
  return letters.filter((c) => ARABIC_SCRIPT.test(c)).length / letters.length > 0.5;
}
