import { z } from 'zod';
import { COACH_LANGUAGES } from '@/contracts/prayer-coach';
import { contentPath, inEveryLanguage, nonBlank, readContentJson } from '../../content/files';

/**
 * The voice coach's commands (decision 010): what a learner says or types is matched against the
 * curated phrase lists of content/coach-guide/commands.json, in every coach language at once (a
 * Turkish learner may say "next").
 */
export const INTENTS = ['difference', 'meaning', 'recite', 'previous', 'repeat', 'start', 'next'] as const;
export type Command = (typeof INTENTS)[number];
export type Intent = Command | 'unknown';

/** Letters that the same word is written with in Arabic and in Urdu, or with or without a mark. */
const LETTER_VARIANTS: Record<string, string> = {
  ي: 'ی',
  ى: 'ی',
  ك: 'ک',
  ه: 'ہ',
  ة: 'ہ',
  ı: 'i',
  ß: 'ss',
  ـ: '',
};
const VARIANT = new RegExp(`[${Object.keys(LETTER_VARIANTS).join('')}]`, 'gu');

/**
 * The words of a text, as the phrase lists are compared: lower case, accents and Arabic vowel marks
 * removed (NFKD, then no combining marks; hamza on a carrier goes with them), Arabic and Urdu letter
 * variants made one, anything but a letter or a digit a space (but a phrase's `*`, with `wildcards`).
 */
export function commandWords(text: string, { wildcards = false } = {}): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(VARIANT, (letter) => LETTER_VARIANTS[letter] ?? letter)
    .split(wildcards ? /[^\p{L}\p{N}*]+/u : /[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** One word of a phrase: `*` at its end lets the spoken word go on, at its start lets it begin earlier. */
type WordPattern = { core: string; prefix: boolean; suffix: boolean };
type Phrase = { command: Command; words: WordPattern[]; wildcards: number };

function wordPattern(word: string): WordPattern {
  const prefix = word.startsWith('*');
  const suffix = word.length > 1 && word.endsWith('*');
  return { core: word.slice(prefix ? 1 : 0, suffix ? -1 : undefined), prefix, suffix };
}

function matchesWord(pattern: WordPattern, word: string): boolean {
  if (pattern.prefix && pattern.suffix) return word.includes(pattern.core);
  if (pattern.prefix) return word.endsWith(pattern.core);
  if (pattern.suffix) return word.startsWith(pattern.core);
  return word === pattern.core;
}

/** A phrase of a language's list: letters, with `*` only at the start or end of a word. */
const phraseText = nonBlank.refine(
  (text) => commandWords(text, { wildcards: true }).every((word) => /^\*?[^*]+\*?$/u.test(word)),
  'may use * only at the start or the end of a word',
);
const commandsSchema = z.strictObject(
  Object.fromEntries(INTENTS.map((intent) => [intent, z.array(phraseText).min(1)])) as Record<
    Command,
    z.ZodArray<typeof phraseText>
  >,
);

export const COMMANDS_FILE = contentPath('coach-guide', 'commands.json');
export const commandsFileSchema = z.strictObject({
  about: nonBlank,
  commands: inEveryLanguage(COACH_LANGUAGES, commandsSchema),
});
export const COMMANDS = readContentJson(COMMANDS_FILE, commandsFileSchema).commands;

const PHRASES: readonly Phrase[] = Object.values(COMMANDS).flatMap((lists) =>
  INTENTS.flatMap((command) =>
    lists[command].map((text) => {
      const words = commandWords(text, { wildcards: true }).map(wordPattern);
      return { command, words, wildcards: words.filter((w) => w.prefix || w.suffix).length };
    }),
  ),
);

function occursIn(phrase: Phrase, words: readonly string[]): boolean {
  const length = phrase.words.length;
  for (let start = 0; start + length <= words.length; start += 1) {
    if (phrase.words.every((pattern, offset) => matchesWord(pattern, words[start + offset]!))) return true;
  }
  return false;
}

/** Whether phrase `a` says more than `b`: more words, then fewer `*`, then the earlier command. */
function outranks(a: Phrase, b: Phrase): boolean {
  if (a.words.length !== b.words.length) return a.words.length > b.words.length;
  if (a.wildcards !== b.wildcards) return a.wildcards < b.wildcards;
  return INTENTS.indexOf(a.command) < INTENTS.indexOf(b.command);
}

/** The command a message asks for, or 'unknown' when no phrase of any language occurs in it. */
export function detectIntent(message: string): Intent {
  const words = commandWords(message);
  let best: Phrase | null = null;
  for (const phrase of PHRASES) {
    if ((best === null || outranks(phrase, best)) && occursIn(phrase, words)) best = phrase;
  }
  return best?.command ?? 'unknown';
}
