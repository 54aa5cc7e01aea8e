import type { MistakeDetected, PronunciationFeedback } from '@/contracts/quran';
import type { RecitationScore } from '@/contracts/quran-scoring';

const BAND_LABEL = { excellent: 'Excellent', good: 'Good', needsPractice: 'Needs Practice' } as const;

/**
 * The written feedback of a scored recitation (decision 017), from its mistakes only: which words to repeat,
 * with their transliteration, and what was heard instead. English here (the stored record and API
 * clients); the screen writes the same from `mistakes` in the person's language.
 */
export function writeFeedback(
  score: RecitationScore,
  transliterations: string[] | null,
  transcript: string,
  transcriptSource: 'provider' | 'browser',
): PronunciationFeedback {
  const total = score.words.length;
  const correct = score.words.filter((w) => w.result === 'correct').length;
  const mistakes: MistakeDetected[] = score.mistakes.map((m) => ({
    ...m,
    transliteration: m.expected !== null ? (transliterations?.[m.position - 1] ?? null) : null,
  }));
  const named = (m: MistakeDetected) =>
    m.transliteration ? `${m.expected} (${m.transliteration})` : `${m.expected}`;

  const suggestions: string[] = [];
  for (const m of mistakes) {
    if (m.kind === 'missed') suggestions.push(`Word ${m.position} was missed: repeat ${named(m)}.`);
    else if (m.kind === 'wrong')
      suggestions.push(
        m.close
          ? `Word ${m.position} was close: you said ${m.heard}; repeat ${named(m)}, a letter or two differ.`
          : `Word ${m.position}: you said ${m.heard} instead of ${named(m)}.`,
      );
    else
      suggestions.push(
        `${m.heard} is not in this verse${m.position > 0 ? ` (heard after word ${m.position})` : ''}.`,
      );
  }

  const pronunciationTips: string[] = [];
  if (mistakes.some((m) => m.kind === 'missed'))
    pronunciationTips.push(
      'Recite slowly, one word at a time, and listen to the reference recitation first.',
    );
  if (mistakes.some((m) => m.close))
    pronunciationTips.push(
      'Close words differ by a letter: listen for the letters of the words marked in yellow.',
    );
  if (mistakes.some((m) => m.kind === 'extra'))
    pronunciationTips.push('Recite only this verse; words before or after it count as extra.');

  const feedback =
    score.band === 'excellent' && mistakes.length === 0
      ? `${BAND_LABEL.excellent}: all ${total} words recited correctly.`
      : `${BAND_LABEL[score.band]}: ${correct} of ${total} words recited correctly (${score.accuracy}%).`;

  return {
    accuracy: score.accuracy,
    isCorrect: score.isCorrect,
    band: score.band,
    feedback,
    suggestions,
    pronunciationTips,
    words: score.words,
    mistakes,
    transcript,
    transcriptSource,
  };
}
