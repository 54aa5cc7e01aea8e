import type { VerificationMark } from '@/contracts/chat';
import { asciiDigits, comparableWords, foldText, isArabicScript } from './folding';

/**
 * The citation check (decision 030): every sentence of an answer is checked before anyone sees it.
 * Pure: the Quran dataset, the surah names, the answer's sources and the hadith markers are handed in.
 *
 * - `[quran:2:183]` and the other source ids become the sentence's citations; ids that are not among
 *   the answer's sources are dropped, and one naming a verse the Quran does not have marks the sentence.
 * - A verse reference (2:183, Quran 2:183, Surah Al-Baqarah 183) must exist in the dataset: otherwise
 *   it is removed and the sentence marked `unverified_reference`.
 * - A quotation next to a verse reference is compared, word by word, with the dataset's text of that
 *   verse (the Arabic, or the translation in the answer's language); a misquote is replaced by the
 *   dataset's text and the sentence marked `corrected`.
 * - A sentence that speaks of a hadith must cite a source that gives its reference, else it is
 *   marked `unverified_hadith`.
 */
export interface VerseText {
  arabic: string;
  /** In the answer's language (English for Arabic readers). */
  translation: string;
}

export interface CitationCheckOptions {
  /** A verse in the answer's language, or null when the Quran has no such verse. */
  verse(surah: number, ayah: number): VerseText | null;
  /** The surah a name stands for ("Al-Baqarah", "البقرة", "Bakara"), or null. */
  surahByName(name: string): number | null;
  /** The answer's sources by id, and whether each gives a hadith's reference. */
  sources: ReadonlyMap<string, { referenced: boolean }>;
  /** Patterns over folded text (foldText) that show a sentence speaks of a hadith. */
  hadithMarkers: readonly RegExp[];
}

export interface CheckedSentence {
  text: string;
  marks: VerificationMark[];
  /** The ids of the answer's sources the sentence cites. */
  citations: string[];
}

interface Edit {
  start: number;
  end: number;
  replacement: string;
}

/** A checked verse reference and where it stands in the sentence. */
interface Anchor {
  surah: number;
  from: number;
  to: number;
  at: number;
}

const CITATION_ID = /^(?:quran|dua|note|lesson):\S+$/i;
const BRACKET = /\[([^[\]\n]{1,300})\]/g;
const QURAN_ID = /^quran:(\d{1,3}):(\d{1,3})(?:-(\d{1,3}))?$/;

const SURAH_WORD = '(?:s[uū]rah?|s[uū]rat|sourate|sure|سورة|سوره|سورہ)';
const VERSE_WORD = '(?:verses?|ayahs?|ayat|[aâ]yet|versets?|آية|الآية|آيات|آیت|آیات)';
const NAME = "((?:[\\p{L}'’ʿʾ-]+\\s?){1,3}?)";
const RANGE = '(\\d{1,3})(?:\\s*[-–]\\s*(\\d{1,3}))?(?!\\d|:\\d)';
/** "Surah Al-Baqarah 183", "Surah Al-Baqarah, verse 183", "سورة البقرة 183". */
const SURAH_REF = new RegExp(`${SURAH_WORD}\\s+${NAME}\\s*[,،]?\\s*(?:${VERSE_WORD}\\s*)?${RANGE}`, 'giu');
/** Turkish order: "Bakara Suresi 183. ayet". */
const SURESI_REF = new RegExp(`${NAME}\\s+suresi\\s*[,]?\\s*${RANGE}`, 'giu');
const QURAN_WORD =
  "(?:the\\s+)?(?:holy\\s+)?(?:qur['’]?[aā]n|koran|kur['’]?[aâ]n|coran|القرآن(?:\\s+الكريم)?|القران|قرآن(?:\\s+(?:پاک|مجید|کریم|الكريم))?)";
/** "2:183", "Quran 2:183-184", "القرآن الكريم 2:183"; not a time ("5:30 pm", "at 4:05"). */
const NUMERIC_REF = new RegExp(
  `(?:(${QURAN_WORD})\\s*[,،]?\\s*)?(?<![\\d:.])(\\d{1,3})\\s?:\\s?(\\d{1,3})(?:\\s?[-–]\\s?(\\d{1,3}))?(?!\\d|:\\d)(?!\\s?(?:a\\.?m\\b|p\\.?m\\b|h\\b))`,
  'giu',
);
const QUOTES = [
  /"([^"\n]+)"/g,
  /“([^”\n]+)”/g,
  /«([^»\n]+)»/g,
  /„([^“”\n]+)[“”]/g,
  /[\uFD3E\uFD3F]([^\uFD3E\uFD3F\n]+)[\uFD3E\uFD3F]/g,
];
/** A quotation shorter than this is a term ("taqwa"), not a verse quoted. */
const QUOTE_MIN_WORDS = 3;
/**
 * Characters from a quotation's end to a reference after it (' (Quran 2:183)'), or from a reference
 * before it to its start ('Surah Al-Baqarah 183, Allah says: '), for the two to go together...
 */
const QUOTE_AFTER = 12;
const QUOTE_BEFORE = 60;
/** ...or the share of the verse's words a quotation farther away must have to be taken as quoting it. */
const QUOTE_SHARED = 0.5;

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}

/** Whether every verse of the range is in the Quran. */
function rangeExists(options: CitationCheckOptions, surah: number, from: number, to: number): boolean {
  if (to < from || to - from > 300) return false;
  for (let ayah = from; ayah <= to; ayah++) if (!options.verse(surah, ayah)) return false;
  return true;
}

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) =>
  a.start < b.end && b.start < a.end;

/** The source ids in brackets: kept as citations (when among the sources) and taken out of the text. */
function readCitations(text: string, options: CitationCheckOptions, found: Found): void {
  for (const match of text.matchAll(BRACKET)) {
    const tokens = match[1]!.split(/[\s,;]+/).filter(Boolean);
    if (tokens.length === 0 || !tokens.every((token) => CITATION_ID.test(token))) continue;
    const before = /\s*$/.exec(text.slice(0, match.index))![0].length;
    found.edits.push({ start: match.index - before, end: match.index + match[0].length, replacement: '' });
    for (const token of tokens) {
      const [kind = '', ...rest] = token.split(':');
      const id = `${kind.toLowerCase()}:${rest.join(':')}`;
      const verse = QURAN_ID.exec(id);
      if (verse) {
        const [surah, from] = [Number(verse[1]), Number(verse[2])];
        const to = verse[3] ? Number(verse[3]) : from;
        if (rangeExists(options, surah, from, to)) found.anchors.push({ surah, from, to, at: match.index });
        else found.marks.push('unverified_reference');
      }
      if (options.sources.has(id)) found.citations.push(id);
    }
  }
}

interface Found {
  edits: Edit[];
  anchors: Anchor[];
  marks: VerificationMark[];
  citations: string[];
  /** Spans already read as references. */
  taken: { start: number; end: number }[];
}

/** Verse references by surah name: a verse the surah lacks loses its number. */
function readSurahReferences(shadow: string, options: CitationCheckOptions, found: Found): void {
  for (const pattern of [SURAH_REF, SURESI_REF]) {
    for (const match of shadow.matchAll(pattern)) {
      const surah = options.surahByName(match[1]!.trim());
      if (surah === null) continue;
      const start = match.index;
      const end = start + match[0].length;
      const from = Number(match[2]);
      const to = match[3] ? Number(match[3]) : from;
      found.taken.push({ start, end });
      if (rangeExists(options, surah, from, to)) {
        found.anchors.push({ surah, from, to, at: start });
        continue;
      }
      // Keep "Surah Al-Baqarah" ("Bakara Suresi"), drop the verse it does not have.
      const kept =
        pattern === SURAH_REF
          ? match[0].indexOf(match[1]!) + match[1]!.trimEnd().length
          : match[0].toLowerCase().indexOf('suresi') + 'suresi'.length;
      found.edits.push({ start: start + kept, end, replacement: '' });
      found.marks.push('unverified_reference');
    }
  }
}

/** Verse references by number: one the Quran does not have is removed with the word "Quran" before it. */
function readNumericReferences(shadow: string, options: CitationCheckOptions, found: Found): void {
  for (const match of shadow.matchAll(NUMERIC_REF)) {
    const keyword = match[1];
    const numberAt = match.index + (keyword ? match[0].search(/\d/) : 0);
    const span = { start: match.index, end: match.index + match[0].length };
    if (found.taken.some((taken) => overlaps(taken, span))) continue;
    const [surah, from] = [Number(match[2]), Number(match[3])];
    const to = match[4] ? Number(match[4]) : from;
    // Without the word "Quran", only what can be a verse reference is one (not 12:00 or 150:3).
    const leadingZero = /^0/.test(match[3]!);
    if (!keyword && (surah < 1 || surah > 114 || leadingZero)) continue;
    found.taken.push(span);
    if (rangeExists(options, surah, from, to)) {
      found.anchors.push({ surah, from, to, at: numberAt });
      continue;
    }
    found.edits.push({ start: span.start, end: span.end, replacement: '' });
    found.marks.push('unverified_reference');
  }
}

/** Whether the quoted words appear in the verse in order, each part of an elided quote contiguously. */
function quotedExactly(quote: string, verse: string): boolean {
  const verseWords = comparableWords(verse);
  let from = 0;
  for (const part of quote.split(/\.\.\.|…/)) {
    const words = comparableWords(part);
    if (words.length === 0) continue;
    let at = -1;
    for (let i = from; i + words.length <= verseWords.length; i++) {
      if (words.every((word, j) => verseWords[i + j] === word)) {
        at = i;
        break;
      }
    }
    if (at < 0) return false;
    from = at + words.length;
  }
  return true;
}

/** Words that carry meaning: particles and pronouns are too short to tell one text from another. */
const meaningful = (text: string) =>
  comparableWords(text).filter((word) => word.length >= (isArabicScript(word) ? 3 : 4));

/** The share of the quotation's meaningful words found in the text. */
function overlap(quote: string, text: string): number {
  const words = meaningful(quote);
  const known = new Set(meaningful(text));
  return words.length === 0 ? 0 : words.filter((word) => known.has(word)).length / words.length;
}

/** Quotations next to a verse reference: a misquote is replaced by the dataset's text. */
function checkQuotations(text: string, options: CitationCheckOptions, found: Found): void {
  if (found.anchors.length === 0) return;
  for (const pattern of QUOTES) {
    for (const match of text.matchAll(pattern)) {
      const quote = match[1]!;
      if (comparableWords(quote).length < QUOTE_MIN_WORDS) continue;
      const innerStart = match.index + match[0].indexOf(quote);
      const inner = { start: innerStart, end: innerStart + quote.length };
      const quoteEnd = match.index + match[0].length;
      const distance = (a: Anchor) => (a.at >= quoteEnd ? a.at - quoteEnd : Math.abs(match.index - a.at));
      const anchor = found.anchors.reduce((best, a) => (distance(a) < distance(best) ? a : best));
      // Next to its reference: '"…" (Quran 2:183)' or 'In 2:183 Allah says: "…"'.
      const near = distance(anchor) <= (anchor.at >= quoteEnd ? QUOTE_AFTER : QUOTE_BEFORE);
      const verses: VerseText[] = [];
      for (let ayah = anchor.from; ayah <= anchor.to; ayah++) verses.push(options.verse(anchor.surah, ayah)!);
      const arabic = verses.map((v) => v.arabic).join(' ');
      const translation = verses.map((v) => v.translation).join(' ');
      const candidates = isArabicScript(quote)
        ? [arabic, ...(isArabicScript(translation) ? [translation] : [])]
        : [translation];
      if (candidates.some((candidate) => quotedExactly(quote, candidate))) continue;
      const best = candidates.reduce((a, b) => (overlap(quote, b) > overlap(quote, a) ? b : a));
      // A quotation is the verse's when it stands next to the reference or shares most of its words;
      // another quotation in the sentence (a hadith, a saying) is not compared with the verse.
      if (!near && overlap(quote, best) < QUOTE_SHARED) continue;
      // A reference inside the quotation is replaced with it.
      found.edits = found.edits.filter((edit) => !overlaps(edit, inner));
      found.edits.push({ ...inner, replacement: best.trim().replace(/[.\u06D4]$/, '') });
      found.marks.push('corrected');
    }
  }
}

function applyEdits(text: string, edits: Edit[]): string {
  let out = text;
  const applied: Edit[] = [];
  for (const edit of [...edits].sort((a, b) => b.start - a.start)) {
    if (applied.some((done) => overlaps(done, edit))) continue;
    out = out.slice(0, edit.start) + edit.replacement + out.slice(edit.end);
    applied.push(edit);
  }
  if (applied.length === 0) return out;
  return out
    .replace(/\(\s*[,;]?\s*\)/g, '')
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/[ \t]+([,.])/g, '$1')
    .replace(/^[ \t]+/, '');
}

/** Checks one sentence (its trailing whitespace is kept as it came). */
export function checkSentence(sentence: string, options: CitationCheckOptions): CheckedSentence {
  const trailing = /\s*$/.exec(sentence)![0];
  const body = sentence.slice(0, sentence.length - trailing.length);
  const found: Found = { edits: [], anchors: [], marks: [], citations: [], taken: [] };
  readCitations(body, options, found);
  const shadow = asciiDigits(body);
  readSurahReferences(shadow, options, found);
  readNumericReferences(shadow, options, found);
  checkQuotations(body, options, found);
  const citations = unique(found.citations);
  const folded = foldText(body);
  if (
    options.hadithMarkers.some((marker) => marker.test(folded)) &&
    !citations.some((id) => options.sources.get(id)?.referenced)
  ) {
    found.marks.push('unverified_hadith');
  }
  const text = applyEdits(body, found.edits);
  return { text: text + (text ? trailing : ''), marks: unique(found.marks), citations };
}

const TERMINATORS = '.!?\u061F\u06D4';
const CLOSERS = '"”»’\')]\uFD3E\uFD3F';
const OPENERS: Record<string, string> = { '“': '”', '«': '»', '„': '“', '\uFD3F': '\uFD3E', '(': ')' };
/** A sentence longer than this without an end is cut at a space, so the answer keeps streaming. */
const LONGEST_SENTENCE = 1200;

/**
 * Cuts whole sentences off the front of a streamed text. A sentence ends at a newline, or at . ! ?
 * ؟ ۔ outside quotation marks (not the point of 2.5), followed by whitespace; source ids in brackets
 * right after it ("fasting. [quran:2:183]") still belong to it. Until the next sentence has begun (or
 * `final`), a sentence is not known to be over and stays in `rest`.
 */
export function splitSentences(buffer: string, final: boolean): { sentences: string[]; rest: string } {
  const sentences: string[] = [];
  let start = 0;
  let closers: string[] = [];
  for (let i = 0; i < buffer.length; i++) {
    const ch = buffer[i]!;
    if (ch === '\n') {
      let end = i + 1;
      while (buffer[end] === '\n') end++;
      if (end === buffer.length && !final) break;
      // Blank lines begin the next sentence instead of making one of their own.
      if (buffer.slice(start, end).trim() === '') {
        i = end - 1;
        continue;
      }
      sentences.push(buffer.slice(start, end));
      start = end;
      i = end - 1;
      closers = [];
      continue;
    }
    if (ch === closers.at(-1)) closers.pop();
    else if (ch === '"') closers.push('"');
    else if (OPENERS[ch]) closers.push(OPENERS[ch]);
    if (closers.length > 0 || !TERMINATORS.includes(ch)) continue;
    if (ch === '.' && /\d/.test(buffer[i - 1] ?? '') && /\d/.test(buffer[i + 1] ?? '')) continue;
    let j = i + 1;
    while (j < buffer.length && (TERMINATORS.includes(buffer[j]!) || CLOSERS.includes(buffer[j]!))) j++;
    if (j < buffer.length && !/[\s[]/.test(buffer[j]!)) continue;
    // What follows: whitespace and source ids in brackets still belong to this sentence.
    let k = j;
    let open = false;
    for (;;) {
      while (k < buffer.length && /\s/.test(buffer[k]!)) k++;
      if (buffer[k] !== '[') break;
      const close = buffer.indexOf(']', k);
      if (close < 0 || buffer.slice(k, close).includes('\n')) {
        open = close < 0;
        break;
      }
      k = close + 1;
    }
    if ((k >= buffer.length || open) && !final) break;
    sentences.push(buffer.slice(start, k));
    start = k;
    i = k - 1;
  }
  let rest = buffer.slice(start);
  if (final) {
    if (rest.trim()) sentences.push(rest);
    rest = '';
  } else if (rest.length > LONGEST_SENTENCE) {
    const cut = rest.lastIndexOf(' ', LONGEST_SENTENCE);
    const at = cut > 0 ? cut + 1 : LONGEST_SENTENCE;
    sentences.push(rest.slice(0, at));
    rest = rest.slice(at);
  }
  return { sentences, rest };
}

/** The check over a streamed answer: text in, checked sentences out as each one ends. */
export function checkedStream(options: CitationCheckOptions) {
  let buffer = '';
  const checked = (sentences: string[]) =>
    sentences.map((s) => checkSentence(s, options)).filter((s) => s.text.trim() !== '');
  return {
    push(chunk: string): CheckedSentence[] {
      buffer += chunk;
      const { sentences, rest } = splitSentences(buffer, false);
      buffer = rest;
      return checked(sentences);
    },
    end(): CheckedSentence[] {
      const { sentences } = splitSentences(buffer, true);
      buffer = '';
      return checked(sentences);
    },
  };
}
