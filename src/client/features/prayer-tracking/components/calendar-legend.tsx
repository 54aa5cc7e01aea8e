import { Flame, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/client/lib/utils';
import { DAY_BUCKETS_IN_LEGEND } from '../lib/day-bucket';
import { BUCKET_CLASSES } from './calendar-day-styles';

/** Perfect Day (5/5), Great Day (4/5), Good Day (2-3/5), Missed Some (1/5), plus the two icons. */
export function CalendarLegend() {
  const { t } = useTranslation('prayer');
  return (
    <ul
      className="flex flex-wrap gap-x-4 gap-y-2 text-sm"
      aria-label={t('calendar.legend.label')}
      data-testid="calendar-legend"
    >
      {DAY_BUCKETS_IN_LEGEND.map((bucket) => (
        <li key={bucket} className="flex items-center gap-1.5">
          <span aria-hidden="true" className={cn('size-4 rounded', BUCKET_CLASSES[bucket])} />
          {t(`calendar.legend.${bucket}`)}
        </li>
      ))}
      <li className="flex items-center gap-1.5">
        <Flame aria-hidden="true" className="size-4 text-orange-700" />
        {t('calendar.legend.streak')}
      </li>
      <li className="flex items-center gap-1.5">
        <Star aria-hidden="true" className="size-4 text-gold-strong" />
        {t('calendar.legend.points')}
      </li>
    </ul>
  );
}
