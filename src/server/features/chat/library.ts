import type { ChatLanguage, ChatTradition, Passage } from '@/contracts/chat';
import { fillSentence } from '../../content/files';
import { quranChapter, quranLabel, SURAH_COUNT, surahName } from '../../content/quran';
import { allLessons, stepReference } from '../prayer-learning/public';
import type { ChatContent } from './content';
import type { DuaCollection } from './duas';

/**
 * Hidaya's library as the chat searches it (decision 030): every verse of the Quran in the person's
 * language from the dataset (Arabic readers: the Arabic, searched with the English translation too),
 * the prayer lessons' steps, the dua collection and the curated notes. Each passage has an id the AI
 * cites ([quran:2:183]), a kind, a label naming its reference and its text, quoted verbatim.
 */
export interface LibraryPassage extends Passage {
  tradition: ChatTradition;
  /** It gives a hadith's reference (a note, a narrated dua, a lesson step with its source). */
  referenced: boolean;
  /** Searched besides the text and label, never shown (the English of an Arabic verse). */
  extra: string;
}

/** The translation of the Quran searched and shown for each language; Arabic readers read the Arabic. */
const QURAN_TRANSLATION = { en: 'en', ar: null, ur: 'ur', tr: 'tr', fr: 'fr' } as const;

function quranPassages(language: ChatLanguage): LibraryPassage[] {
  const passages: LibraryPassage[] = [];
  const translation = QURAN_TRANSLATION[language];
  for (let surah = 1; surah <= SURAH_COUNT; surah++) {
    const arabic = quranChapter(surah);
    const translated = quranChapter(surah, translation ?? 'en');
    const name = surahName(surah)[language];
    for (const [i, verse] of arabic.verses.entries()) {
      const meaning = translated.verses[i]?.translation ?? '';
      passages.push({
        id: `quran:${surah}:${verse.id}`,
        kind: 'quran',
        label: `${quranLabel({ surah, fromAyah: verse.id, toAyah: verse.id }, language)} (${name})`,
        text: translation ? meaning : verse.text,
        tradition: 'both',
        referenced: false,
        extra: translation ? '' : meaning,
      });
    }
  }
  return passages;
}

/** The steps of the most detailed lessons, once per tradition and step (a step recurs in every prayer). */
function lessonPassages(language: ChatLanguage, content: ChatContent): LibraryPassage[] {
  const say = content.answers(language);
  const seen = new Set<string>();
  const passages: LibraryPassage[] = [];
  for (const lesson of allLessons()) {
    if (lesson.level !== 1) continue;
    for (const step of lesson.steps) {
      const id = `lesson:${lesson.tradition}:${step.name}`;
      if (seen.has(id)) continue;
      seen.add(id);
      const reference = stepReference(step, language);
      const title = fillSentence(say.lessonLabel, {
        tradition: say[lesson.tradition],
        title: step.title[language],
      });
      const recitation = step.recitation?.translation[language];
      passages.push({
        id,
        kind: 'lesson',
        label: reference ? `${title} (${reference})` : title,
        text: recitation ? `${step.instruction[language]} ${recitation}` : step.instruction[language],
        tradition: lesson.tradition,
        referenced: reference !== '',
        extra: '',
      });
    }
  }
  return passages;
}

function duaPassages(language: ChatLanguage, duas: DuaCollection): LibraryPassage[] {
  return duas.duas.map((dua) => {
    const meaning = dua.translation[language];
    return {
      id: `dua:${dua.id}`,
      kind: 'dua',
      label: dua.reference.label[language],
      text: meaning ? `${dua.arabic} ${meaning}` : dua.arabic,
      tradition: dua.tradition,
      referenced: dua.kind === 'hadith',
      extra: dua.note[language],
    };
  });
}

function notePassages(language: ChatLanguage, content: ChatContent): LibraryPassage[] {
  return content.notes.flatMap((note) =>
    note.sections.map((section, i) => ({
      id: `note:${note.id}#${i + 1}`,
      kind: 'note' as const,
      label: `${note.title[language]} (${section.source[language]})`,
      text: section.text[language],
      tradition: section.tradition ?? note.tradition,
      referenced: true,
      extra: '',
    })),
  );
}

/** Every passage of the library in one language. */
export function libraryPassages(
  language: ChatLanguage,
  content: ChatContent,
  duas: DuaCollection,
): LibraryPassage[] {
  return [
    ...notePassages(language, content),
    ...duaPassages(language, duas),
    ...lessonPassages(language, content),
    ...quranPassages(language),
  ];
}
