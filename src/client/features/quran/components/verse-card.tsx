import { useTranslation } from 'react-i18next';
import type { PronunciationFeedback, QuranVerse } from '@/contracts/quran';
import { Badge } from '@/client/components/ui/badge';
import { cn } from '@/client/lib/utils';
import { feedbackLines } from '../lib/feedback-lines';
import { verseLabel } from '../lib/verse-label';
import { AccuracyBadge } from './accuracy-badge';

/** One verse of the list: surah and verse, difficulty, Arabic, guide, translation, last result. */
export function VerseCard({
  verse,
  selected,
  feedback,
  onSelect,
}: {
  verse: QuranVerse;
  selected: boolean;
  feedback: PronunciationFeedback | undefined;
  onSelect: () => void;
}) {
  const { t } = useTranslation('quran');
  const lines = feedback ? feedbackLines(t, feedback) : null;
  return (
    <li
      data-testid="verse-card"
      data-verse={`${verse.surahNumber}:${verse.verseNumber}`}
      className={cn(
        'grid gap-3 rounded-xl border bg-card p-4 shadow-sm',
        selected ? 'border-primary ring-2 ring-primary' : 'border-border',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-primary">{verseLabel(t, verse)}</h3>
        <div className="flex flex-wrap items-center gap-2">
          {verse.free && <Badge variant="gold">{t('free')}</Badge>}
          <Badge variant="outline">{t(`difficulty.${verse.difficulty}`)}</Badge>
        </div>
      </div>
      <p lang="ar" dir="rtl" className="font-quran text-2xl leading-loose" data-testid="verse-arabic">
        {verse.arabicText}
      </p>
      {verse.pronunciation && (
        <p className="text-sm italic text-muted-foreground">
          <span className="sr-only">{t('pronunciationGuide')}: </span>
          {verse.pronunciation}
        </p>
      )}
      {verse.translation && <p className="text-sm">{verse.translation}</p>}
      {feedback && lines && (
        <div className="grid gap-2" data-testid="verse-feedback">
          <AccuracyBadge feedback={feedback} />
          {lines.suggestions.length > 0 && (
            <ul className="list-disc ps-5 text-sm text-muted-foreground">
              {lines.suggestions.map((line, index) => (
                <li key={index}>{line}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      <div>
        <button
          type="button"
          onClick={onSelect}
          aria-pressed={selected}
          aria-label={t('actions.selectVerse', { verse: verseLabel(t, verse) })}
          className="rounded-md border border-primary px-3 py-1.5 text-sm font-medium text-primary hover:bg-primary hover:text-primary-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {t('actions.select')}
        </button>
      </div>
    </li>
  );
}
