import { useTranslation } from 'react-i18next';
import type { PronunciationFeedback } from '@/contracts/quran';
import { arabicWords } from '@/contracts/quran-scoring';
import { cn } from '@/client/lib/utils';

const RESULT_STYLES = {
  correct: 'bg-green-50 text-green-900 ring-green-700',
  wrong: 'bg-yellow-50 text-yellow-900 ring-yellow-600',
  missed: 'bg-red-50 text-red-900 ring-red-700 line-through decoration-red-700/60',
} as const;

/**
 * The verse word by word, exactly as the dataset writes it: plain, coloured by the last result, or
 * (memorisation) hidden except for the words already recited correctly.
 */
export function VerseWords({
  arabicText,
  feedback,
  hidden,
  revealed,
}: {
  arabicText: string;
  feedback: PronunciationFeedback | null;
  /** Memorisation mode: the words are hidden unless revealed. */
  hidden: boolean;
  /** Positions (1-based) the person has recited correctly. */
  revealed: ReadonlySet<number>;
}) {
  const { t } = useTranslation('quran');
  const words = arabicWords(arabicText);
  const results = new Map(feedback?.words.map((w) => [w.position, w]) ?? []);
  return (
    <p
      lang="ar"
      dir="rtl"
      data-testid="verse-words"
      className="flex flex-wrap gap-x-2 gap-y-3 font-quran text-3xl leading-[2.4]"
    >
      {words.map(({ word }, index) => {
        const position = index + 1;
        const result = results.get(position);
        if (hidden && !revealed.has(position)) {
          return (
            <span
              key={position}
              data-testid="hidden-word"
              aria-label={t('memorisation.hidden', { position })}
              className="inline-block min-w-16 rounded-md bg-muted px-3 text-transparent select-none"
            >
              {'\u2022\u2022\u2022'}
            </span>
          );
        }
        return (
          <span
            key={position}
            data-testid="verse-word"
            data-result={result?.result ?? 'none'}
            title={
              result?.heard && result.result !== 'correct'
                ? t('wordResults.heard', { heard: result.heard })
                : undefined
            }
            className={cn('rounded-md px-1', result && `ring-1 ${RESULT_STYLES[result.result]}`)}
          >
            {word}
          </span>
        );
      })}
    </p>
  );
}
