import { useTranslation } from 'react-i18next';
import type { PronunciationFeedback } from '@/contracts/quran';
import { cn } from '@/client/lib/utils';

const BAND_STYLES: Record<PronunciationFeedback['band'], string> = {
  excellent: 'border-green-700 bg-green-50 text-green-900',
  good: 'border-yellow-600 bg-yellow-50 text-yellow-900',
  needsPractice: 'border-red-700 bg-red-50 text-red-900',
};

/** The spec's bands: 90+ Excellent (green), 70-89 Good (yellow), below 70 Needs Practice (red). */
export function AccuracyBadge({ feedback }: { feedback: Pick<PronunciationFeedback, 'accuracy' | 'band'> }) {
  const { t } = useTranslation('quran');
  return (
    <span
      data-testid="accuracy-badge"
      data-band={feedback.band}
      className={cn(
        'inline-flex items-center rounded-full border px-3 py-1 text-sm font-semibold',
        BAND_STYLES[feedback.band],
      )}
    >
      {t('accuracy', {
        accuracy: new Intl.NumberFormat(undefined).format(feedback.accuracy),
        band: t(`bands.${feedback.band}`),
      })}
    </span>
  );
}
