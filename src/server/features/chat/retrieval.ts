import MiniSearch from 'minisearch';
import { CHAT_LANGUAGES, type ChatLanguage, type PassageKind } from '@/contracts/chat';
import type { ChatContent } from './content';
import type { DuaCollection } from './duas';
import { searchWord } from './folding';
import { type LibraryPassage, libraryPassages } from './library';

/**
 * Full-text search of the library (decision 030): one BM25 index (minisearch) per interface language,
 * built once, over the passages of that language. Words are compared as `searchWord` gives them
 * (Arabic without marks, alef forms unified and the article dropped; other scripts folded, common
 * endings dropped), common
 * words are left out, and a question's longer words also find words they begin ("oruc" finds "orucun").
 */
export interface SearchOptions {
  limit: number;
  /** The tradition the turn follows: passages of the other tradition are left out; null keeps all. */
  tradition?: 'sunni' | 'shia' | null;
  kinds?: readonly PassageKind[];
}

export interface Library {
  search(language: ChatLanguage, query: string, options: SearchOptions): LibraryPassage[];
  passage(language: ChatLanguage, id: string): LibraryPassage | undefined;
  /** Builds every language's index now (the start-up task), instead of at its first question. */
  warm(): void;
}

interface LanguageIndex {
  index: MiniSearch<LibraryPassage>;
  byId: Map<string, LibraryPassage>;
}

/** Words shorter than this are matched whole; longer ones also as the start of a word. */
const PREFIX_FROM = 4;

export function createLibrary(content: ChatContent, duas: () => DuaCollection): Library {
  const indexes = new Map<ChatLanguage, LanguageIndex>();

  function build(language: ChatLanguage): LanguageIndex {
    const stopWords = content.stopWords(language);
    const processTerm = (term: string) => {
      const word = searchWord(term);
      return word.length === 0 || stopWords.has(word) ? null : word;
    };
    const index = new MiniSearch<LibraryPassage>({
      fields: ['text', 'label', 'extra'],
      storeFields: [],
      processTerm,
      searchOptions: {
        processTerm,
        boost: { label: 2, text: 1, extra: 0.5 },
        prefix: (term) => term.length >= PREFIX_FROM,
        combineWith: 'OR',
      },
    });
    const passages = libraryPassages(language, content, duas());
    index.addAll(passages);
    return { index, byId: new Map(passages.map((p) => [p.id, p])) };
  }

  const indexOf = (language: ChatLanguage) => {
    let built = indexes.get(language);
    if (!built) {
      built = build(language);
      indexes.set(language, built);
    }
    return built;
  };

  return {
    search(language, query, { limit, tradition = null, kinds }) {
      const { index, byId } = indexOf(language);
      const fits = (passage: LibraryPassage) =>
        (tradition === null || passage.tradition === 'both' || passage.tradition === tradition) &&
        (!kinds || kinds.includes(passage.kind));
      const results = index.search(query, { filter: (result) => fits(byId.get(String(result.id))!) });
      return results.slice(0, limit).map((result) => byId.get(String(result.id))!);
    },
    passage: (language, id) => indexOf(language).byId.get(id),
    warm() {
      for (const language of CHAT_LANGUAGES) indexOf(language);
    },
  };
}
