import type { ChatSentence } from '@/contracts/chat';
import { fillSentence } from '../../content/files';
import type { Answers } from './content';
import type { LibraryPassage } from './library';

/** How many of the best passages the offline answer quotes. */
export const OFFLINE_PASSAGES = 3;

/**
 * The answer without an AI provider (decisions 008 and 030): the best passages of Hidaya's library
 * verbatim, each with its reference, after a sentence that says plainly these are sources, not an AI
 * answer; or that the library has nothing on the question. Each passage's sentence cites it.
 */
export function offlineAnswer(passages: readonly LibraryPassage[], say: Answers): ChatSentence[] {
  if (passages.length === 0) return [{ text: say.offlineNone, marks: [], citations: [] }];
  return [
    { text: `${say.offlineIntro}\n\n`, marks: [], citations: [] },
    ...passages.map((passage, i) => ({
      text:
        fillSentence(say.offlinePassage, { label: passage.label, text: passage.text }) +
        (i < passages.length - 1 ? '\n\n' : ''),
      marks: [],
      citations: [passage.id],
    })),
  ];
}
