import { z } from 'zod';
import { LANGUAGES, type LanguageCode } from '@/contracts/constants';
import { MAIN_PRAYERS, type MainPrayer } from '@/contracts/prayer-tracking';
import { PERSONALITY_TYPES, type PersonalityType } from '@/contracts/reminders';
import {
  contentPath,
  deepFreeze,
  fillSentence,
  inEveryLanguage,
  nonBlank,
  readContentJson,
  sentence,
} from '../../content/files';
import type { AiProvider } from '../../platform/ports/ai';

const CODES = LANGUAGES.map((l) => l.code);
const prayerNames = z.strictObject(
  Object.fromEntries(MAIN_PRAYERS.map((p) => [p, nonBlank])) as Record<MainPrayer, typeof nonBlank>,
);
const timingTexts = z.strictObject({ before: sentence('prayer', 'minutes'), at: sentence('prayer') });
const quoted = z.strictObject({ id: nonBlank, reference: nonBlank, text: inEveryLanguage(CODES, nonBlank) });

const templatesSchema = z.strictObject({
  source: nonBlank,
  prayers: inEveryLanguage(CODES, prayerNames),
  templates: z.strictObject(
    Object.fromEntries(PERSONALITY_TYPES.map((s) => [s, inEveryLanguage(CODES, timingTexts)])) as Record<
      PersonalityType,
      ReturnType<typeof inEveryLanguage<LanguageCode, typeof timingTexts>>
    >,
  ),
  hadith: z.array(quoted).min(1),
  duas: z.array(quoted).min(1),
});

export const TEMPLATES_FILE = contentPath('reminders', 'templates.json');
let loaded: z.infer<typeof templatesSchema> | undefined;
/** The curated templates (decision 032), read and checked once. */
export const reminderTemplates = () =>
  (loaded ??= deepFreeze(readContentJson(TEMPLATES_FILE, templatesSchema)));

/** GSM-7's basic set: a message of only these characters fits 160 in one SMS segment, else 70 (UCS-2). */
const GSM7 = /^[@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&'()*+,\-./0-9:;<=>?¡A-ZÄÖÑÜ§¿a-zäöñüà^{}\\[~\]|€]*$/;
export const segmentLimit = (text: string) => (GSM7.test(text) ? 160 : 70);

/**
 * Cuts a text to one SMS segment at a word boundary (by code point, so no character is split), with an
 * ellipsis that keeps the segment's encoding.
 */
export function fitOneSegment(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  const limit = segmentLimit(clean);
  const chars = Array.from(clean);
  if (chars.length <= limit) return clean;
  const cut = chars.slice(0, limit - 3).join('');
  const atWord = cut.slice(0, Math.max(cut.lastIndexOf(' '), Math.floor(cut.length / 2)));
  return `${atWord.trimEnd()}...`;
}

export interface ReminderText {
  prayer: MainPrayer;
  timing: 'before' | 'at';
  minutesBefore: number;
  style: PersonalityType;
  language: LanguageCode;
  includeHadith: boolean;
  includeDua: boolean;
  customMessage: string | null;
  /** Picks which hadith or dua (tests pin it). */
  pick?: number;
}

/**
 * Adds the chosen hadith and dua, each with its reference, only while the whole still fits one
 * segment: a quotation is never cut, and none goes out without its reference.
 */
function withQuotes(base: string, r: ReminderText): string {
  const content = reminderTemplates();
  const pick = r.pick ?? 0;
  const quotes = [
    ...(r.includeHadith ? [content.hadith[pick % content.hadith.length]!] : []),
    ...(r.includeDua ? [content.duas[pick % content.duas.length]!] : []),
  ];
  let text = base;
  for (const quote of quotes) {
    const joined = `${text} ${quote.text[r.language]} (${quote.reference})`;
    if (Array.from(joined).length <= segmentLimit(joined)) text = joined;
  }
  return text;
}

/** The curated reminder: the style's template in the person's language, the personal phrase, a quotation. */
export function templateReminder(r: ReminderText): string {
  const content = reminderTemplates();
  const prayer = content.prayers[r.language][r.prayer];
  const template = content.templates[r.style][r.language][r.timing];
  const base = fillSentence(template, { prayer, minutes: r.minutesBefore });
  return withQuotes(fitOneSegment([base, r.customMessage ?? ''].join(' ')), r);
}

const LANGUAGE_NAMES: Record<LanguageCode, string> = {
  en: 'English',
  ar: 'Arabic',
  ur: 'Urdu',
  tr: 'Turkish',
  fr: 'French',
};

/**
 * With an AI provider: a short reminder in the chosen style and language, made to fit one segment; the
 * quotations still come from the curated set with their references (no hadith the model made up).
 */
export async function aiReminder(ai: AiProvider, r: ReminderText): Promise<string> {
  const content = reminderTemplates();
  const prayer = content.prayers[r.language][r.prayer];
  const when = r.timing === 'before' ? `in ${r.minutesBefore} minutes` : 'now';
  const limit = r.language === 'ar' || r.language === 'ur' ? 60 : 140;
  const answer = await ai.chat({
    messages: [
      {
        role: 'system',
        content: `Write one ${r.style} reminder for a Muslim that the ${prayer} prayer is ${when}. Language: ${LANGUAGE_NAMES[r.language]}. At most ${limit} characters. No quotation of hadith or Quran. Plain text only.`,
      },
    ],
    temperature: 0.7,
    maxTokens: 120,
  });
  return withQuotes(fitOneSegment([answer, r.customMessage ?? ''].join(' ')), r);
}
