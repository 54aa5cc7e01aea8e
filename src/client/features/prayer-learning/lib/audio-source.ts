import type { LessonLanguage } from '@/contracts/prayer-lessons';
import { SPEECH_TAGS } from '@/client/lib/speech';

/**
 * Which sound a lesson step makes: a recorded file when its address is one of
 * ours (/uploads/audio/...) or a web address, otherwise the browser's speech synthesis.
 */
export function isPlayableAudioUrl(url: string | undefined | null): url is string {
  if (!url) return false;
  return url.startsWith('/uploads/audio/') || url.startsWith('http');
}

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
