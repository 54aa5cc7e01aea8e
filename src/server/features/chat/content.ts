import { readdirSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  CHAT_LANGUAGES,
  CHAT_PERSONA_IDS,
  chatTraditionSchema,
  personaIdSchema,
  type ChatLanguage,
  type ChatTradition,
  type PersonaId,
} from '@/contracts/chat';
import {
  contentPath,
  deepFreeze,
  inEveryLanguage,
  nonBlank,
  readContentJson,
  sentence,
} from '../../content/files';
import { languageByName } from '@/contracts/language-choice';
import { projectRoot } from '../../paths';
import { foldText, isArabicScript, searchWord } from './folding';

/**
 * The chat's curated content (decision 030), read and checked when the routes are built so
 * that a broken file stops the start: the personas, the notes the chat may cite, the words that mark
 * a personal ruling with the referral sentence, the words that mark a hadith, and the sentences the
 * server says without an AI.
 */

const localized = inEveryLanguage(CHAT_LANGUAGES, nonBlank);
export type Localized = z.infer<typeof localized>;
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens');

const personaSchema = z.strictObject({
  id: personaIdSchema,
  tradition: chatTraditionSchema,
  name: localized,
  description: localized,
  /** Given to the AI in English, after the rules every persona shares. */
  instructions: nonBlank,
});
export type PersonaContent = z.infer<typeof personaSchema>;
const personasFileSchema = z
  .strictObject({ about: nonBlank, personas: z.array(personaSchema) })
  .refine(
    (file) =>
      file.personas.length === CHAT_PERSONA_IDS.length &&
      CHAT_PERSONA_IDS.every((id) => file.personas.some((p) => p.id === id)),
    { message: `needs one persona for each of ${CHAT_PERSONA_IDS.join(', ')}` },
  );

const noteSchema = z.strictObject({
  id: slug,
  tradition: chatTraditionSchema,
  title: localized,
  sections: z
    .array(
      z.strictObject({
        /** A section of one tradition's practice in a note for both. */
        tradition: chatTraditionSchema.optional(),
        text: localized,
        /** The reference the section rests on, in every language. */
        source: localized,
      }),
    )
    .min(1),
});
export type Note = z.infer<typeof noteSchema>;

const referralsFileSchema = z.strictObject({
  about: nonBlank,
  languages: inEveryLanguage(
    CHAT_LANGUAGES,
    z.strictObject({ words: z.array(nonBlank).min(1), referral: sentence() }),
  ),
});

const regexSource = nonBlank.refine(
  (source) => {
    try {
      new RegExp(source, 'u');
      return true;
    } catch {
      return false;
    }
  },
  { message: 'must be a valid regular expression' },
);
const markersFileSchema = z.strictObject({
  about: nonBlank,
  languages: inEveryLanguage(CHAT_LANGUAGES, z.array(regexSource).min(1)),
});

/** What the server says without an AI: read from the feature's locale file. */
export const ANSWERS_FILE = path.join(projectRoot, 'src/server/features/chat/locales/answers.json');
export const answersFileSchema = inEveryLanguage(
  CHAT_LANGUAGES,
  z.strictObject({
    offlineIntro: sentence(),
    offlineNone: sentence(),
    offlinePassage: sentence('label', 'text'),
    personalDuaLabel: sentence(),
    lessonLabel: sentence('tradition', 'title'),
    sunni: sentence(),
    shia: sentence(),
  }),
).extend({ about: nonBlank });
export type Answers = z.infer<typeof answersFileSchema>[ChatLanguage];

const STOP_WORDS_FILE = path.join(projectRoot, 'src/server/features/chat/stop-words.json');
const stopWordsFileSchema = inEveryLanguage(CHAT_LANGUAGES, z.array(nonBlank)).extend({ about: nonBlank });

export interface ChatContent {
  personas: ReadonlyMap<PersonaId, PersonaContent>;
  notes: readonly Note[];
  /** Whether a question asks for a personal ruling (its language's words), and the referral to add. */
  needsReferral(question: string, language: ChatLanguage): boolean;
  referral(language: ChatLanguage): string;
  /** The markers of every language, compared with folded text (a collection is often named in another script). */
  hadithMarkers: readonly RegExp[];
  answers(language: ChatLanguage): Answers;
  /** Words the search leaves out, as searchWord gives them. */
  stopWords(language: ChatLanguage): ReadonlySet<string>;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Latin-script words match at the start of a word ("divorc" in "divorced"); Arabic-script words
 * anywhere, since particles and the article are written joined to them.
 */
function wordMatcher(words: readonly string[]): RegExp {
  const parts = words.map((word) => {
    const folded = escapeRegExp(foldText(word));
    return isArabicScript(word) ? folded : `(?<![\\p{L}\\p{N}])${folded}`;
  });
  return new RegExp(parts.join('|'), 'u');
}

function readNotes(dir: string): Note[] {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort();
  const notes = files.map((name) => readContentJson(path.join(dir, name), noteSchema));
  for (const [i, note] of notes.entries()) {
    if (`${note.id}.json` !== files[i]) throw new Error(`Note ${files[i]} declares the id ${note.id}`);
  }
  return notes;
}

let loaded: ChatContent | undefined;

/** The chat's content, read and checked once. */
export function chatContent(): ChatContent {
  if (loaded) return loaded;
  const dir = contentPath('chat');
  const personas = readContentJson(path.join(dir, 'personas.json'), personasFileSchema).personas;
  const referrals = readContentJson(path.join(dir, 'referrals.json'), referralsFileSchema).languages;
  const markers = readContentJson(path.join(dir, 'hadith-markers.json'), markersFileSchema).languages;
  const answers = readContentJson(ANSWERS_FILE, answersFileSchema);
  const stopWords = readContentJson(STOP_WORDS_FILE, stopWordsFileSchema);
  const matchers = new Map(CHAT_LANGUAGES.map((l) => [l, wordMatcher(referrals[l].words)]));
  const stops = new Map(CHAT_LANGUAGES.map((l) => [l, new Set(stopWords[l].map(searchWord))]));
  loaded = {
    personas: new Map(personas.map((p) => [p.id, deepFreeze(p)])),
    notes: deepFreeze(readNotes(path.join(dir, 'notes'))),
    needsReferral: (question, language) => matchers.get(language)!.test(foldText(question)),
    referral: (language) => referrals[language].referral,
    hadithMarkers: CHAT_LANGUAGES.flatMap((l) => markers[l].map((m) => new RegExp(foldText(m), 'u'))),
    answers: (language) => answers[language],
    stopWords: (language) => stops.get(language)!,
  };
  return loaded;
}

/**
 * The tradition a turn follows: the persona's when it has one, else the person's profile (Sunni or
 * Shia), else none (both are shown).
 */
export function traditionOf(
  persona: { tradition: ChatTradition },
  prayerTradition: string | null,
): 'sunni' | 'shia' | null {
  if (persona.tradition !== 'both') return persona.tradition;
  return prayerTradition === 'sunni' || prayerTradition === 'shia' ? prayerTradition : null;
}

/** The language a request is answered in: the one it asks for, else the account's (decision 006). */
export function languageOf(user: { language: string }, asked: ChatLanguage | undefined): ChatLanguage {
  if (asked) return asked;
  const code = languageByName(user.language)?.code ?? 'en';
  return (CHAT_LANGUAGES as readonly string[]).includes(code) ? (code as ChatLanguage) : 'en';
}
