/** BCP 47 tags for speaking and recognising each language (the coach's nine voice languages). */
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

const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;

/** Whether a text is written mostly in Arabic script (Arabic or Urdu). */
export function isArabicScript(text: string): boolean {
  const letters = [...text].filter((c) => /\p{L}/u.test(c));
  if (letters.length === 0) return false;
  return letters.filter((c) => ARABIC_SCRIPT.test(c)).length / letters.length > 0.5;
}

/** The voice tag for a text: Arabic script is read with an Arabic voice, except in Urdu, which is written in it too. */
export function browserVoiceTag(text: string, lang: string): string {
  return isArabicScript(text) && !lang.startsWith('ur') ? SPEECH_TAGS.ar : lang;
}
