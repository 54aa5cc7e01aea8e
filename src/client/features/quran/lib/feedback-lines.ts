import type { PronunciationFeedback } from '@/contracts/quran';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The feedback and suggestions of a scored recitation in the interface language, written from its
 * mistakes (the server's English `feedback` is for API clients and the stored record).
 */
export function feedbackLines(t: Translate, feedback: PronunciationFeedback) {
  const total = feedback.words.length;
  const correct = feedback.words.filter((w) => w.result === 'correct').length;
  const summary =
    feedback.mistakes.length === 0 && feedback.band === 'excellent'
      ? t('quran:feedback.perfect', { total })
      : t('quran:feedback.summary', { correct, total });
  const suggestions = feedback.mistakes.map((m) => {
    const word = m.transliteration ? `${m.expected} (${m.transliteration})` : (m.expected ?? '');
    if (m.kind === 'missed') return t('quran:feedback.missed', { position: m.position, word });
    if (m.kind === 'wrong')
      return t(m.close ? 'quran:feedback.close' : 'quran:feedback.wrong', {
        position: m.position,
        word,
        heard: m.heard,
      });
    return t('quran:feedback.extra', { heard: m.heard });
  });
  return { summary, suggestions };
}
