import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MAIN_PRAYERS, type MainPrayer, type PrayerRecord } from '@/contracts/prayer-tracking';
import { Badge } from '@/client/components/ui/badge';
import { cn } from '@/client/lib/utils';
import { clockLocale, formatDayMonth } from '../lib/format';
import { dateFromIso } from '../lib/dates';
import type { MonthGridCell } from '../lib/month-grid';
import { PrayerToggle } from './prayer-toggle';

/**
 * A day of the tracker: five prayer toggles, the points earned and "N/5 prayers". Days of the
 * neighbouring months are dimmed context, hidden from assistive technology and from the narrow list.
 */
export function PrayerDayCell({
  cell,
  records,
  busy,
  onToggle,
}: {
  cell: MonthGridCell;
  records: ReadonlyMap<MainPrayer, PrayerRecord>;
  busy: boolean;
  onToggle: (prayer: MainPrayer, record: PrayerRecord | undefined) => void;
}) {
  const { t, i18n } = useTranslation('prayer');
  // The day number, the count and the points in one set of digits (decision 024): i18next formats
  // `{{…, number}}` in the `locale` given.
  const locale = clockLocale(i18n.language);
  const dayNumber = new Intl.NumberFormat(locale).format(cell.day);

  if (!cell.inMonth) {
    return (
      <li
        aria-hidden="true"
        data-testid="tracker-outside-day"
        className="hidden min-h-24 rounded-lg border border-dashed bg-muted/60 p-2 text-sm text-muted-foreground @3xl:block"
      >
        {dayNumber}
      </li>
    );
  }

  const dateLabel = formatDayMonth(cell.date, i18n.language);
  const weekdayName = new Intl.DateTimeFormat(i18n.language, { weekday: 'long', timeZone: 'UTC' }).format(
    dateFromIso(cell.date),
  );
  const completed = MAIN_PRAYERS.filter((prayer) => records.get(prayer)?.completed).length;
  const points = [...records.values()].reduce((sum, record) => sum + record.pointsEarned, 0);

  return (
    <li
      aria-current={cell.isToday ? 'date' : undefined}
      data-testid={`tracker-day-${cell.date}`}
      className={cn(
        // Narrow: a card with the date and count on one line and the five toggles under it.
        // Wide (a calendar cell): date, toggles, then count and points.
        'grid grid-cols-[minmax(0,1fr)_auto] items-center gap-2 rounded-lg border bg-card p-2.5',
        '@3xl:flex @3xl:min-h-24 @3xl:flex-col @3xl:items-stretch @3xl:p-1.5',
        cell.isToday && 'border-primary bg-secondary ring-2 ring-primary',
        cell.isFuture && 'bg-muted/40',
      )}
    >
      <div className="flex min-w-0 items-baseline gap-2">
        <span className={cn('font-semibold', cell.isToday && 'text-primary')}>{dayNumber}</span>
        <span className="truncate text-sm text-muted-foreground @3xl:hidden">{weekdayName}</span>
        {cell.isToday ? (
          <span className="text-xs font-semibold text-primary @3xl:ms-auto">{t('tracker.today')}</span>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center justify-end gap-x-2 gap-y-1 @3xl:order-last @3xl:mt-auto @3xl:justify-start">
        <span className="text-xs text-muted-foreground" data-testid="tracker-day-count">
          {t('tracker.dayPrayers', { completed, total: MAIN_PRAYERS.length, locale })}
        </span>
        {points > 0 ? (
          <Badge variant="gold" className="px-1.5 @3xl:px-1" data-testid="tracker-day-points">
            <Star aria-hidden="true" />
            {t('tracker.points', { points, locale })}
          </Badge>
        ) : null}
      </div>
      <div
        // Five equal columns at every width, so the five prayers stay on one line (Arabic included).
        className="col-span-2 grid grid-cols-5 gap-1 @3xl:justify-items-center @3xl:gap-px"
        role="group"
        aria-label={dateLabel}
      >
        {MAIN_PRAYERS.map((prayer) => {
          const record = records.get(prayer);
          return (
            <PrayerToggle
              key={prayer}
              prayer={prayer}
              date={cell.date}
              dateLabel={dateLabel}
              completed={Boolean(record?.completed)}
              busy={busy}
              disabled={cell.isFuture}
              onToggle={() => onToggle(prayer, record)}
            />
          );
        })}
      </div>
    </li>
  );
}
