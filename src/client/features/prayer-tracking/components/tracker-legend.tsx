import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MAIN_PRAYERS } from '@/contracts/prayer-tracking';

/** Completed and Pending, and the order of the five prayers in each day. */
export function TrackerLegend() {
  const { t, i18n } = useTranslation('prayer');
  const order = new Intl.ListFormat(i18n.language, { type: 'unit', style: 'short' }).format(
    MAIN_PRAYERS.map((prayer) => t(`prayers.${prayer}`)),
  );
  return (
    <div className="grid gap-1 text-sm" data-testid="tracker-legend">
      <ul className="flex flex-wrap items-center gap-4" aria-label={t('tracker.legend.label')}>
        <li className="flex items-center gap-1.5">
          <span className="flex size-4 items-center justify-center rounded-full border border-primary bg-primary text-primary-foreground">
            <Check aria-hidden="true" className="size-3" />
          </span>
          {t('tracker.legend.completed')}
        </li>
        <li className="flex items-center gap-1.5">
          <span className="size-4 rounded-full border border-input bg-card" />
          {t('tracker.legend.pending')}
        </li>
      </ul>
      <p className="text-xs text-muted-foreground">{t('tracker.legend.order', { prayers: order })}</p>
    </div>
  );
}
