import { Flame, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MAIN_PRAYERS, type PrayerDay } from '@/contracts/prayer-tracking';
import { cn } from '@/client/lib/utils';
import { dayBucket } from '../lib/day-bucket';
import { clockLocale, formatDayMonth } from '../lib/format';
import type { MonthGridCell } from '../lib/month-grid';
import { BUCKET_CLASSES } from './calendar-day-styles';

/** One day of the prayer calendar: its colour, a dot per prayer, points and the streak flame. */
export function CalendarDayButton({
  cell,
  day,
  selected,
  detailId,
  onSelect,
}: {
  cell: MonthGridCell;
  day: PrayerDay | undefined;
  selected: boolean;
  detailId: string;
  onSelect: () => void;
}) {
  const { t, i18n } = useTranslation('prayer');
  // The day number, the count and the points in the digits of the month title (decision 024):
  // i18next formats `{{…, number}}` in the `locale` given.
  const locale = clockLocale(i18n.language);
  const dayNumber = new Intl.NumberFormat(locale).format(cell.day);

  if (!cell.inMonth) {
    return (
      <li
        aria-hidden="true"
        className="min-h-14 rounded-md border border-dashed p-1 text-xs text-muted-foreground"
      >
        {dayNumber}
      </li>
    );
  }

  const completed = day ? MAIN_PRAYERS.filter((prayer) => day.prayers[prayer]).length : 0;
  const points = day?.totalPoints ?? 0;
  const streak = Boolean(day?.streak);
  const bucket = dayBucket(completed, cell.isToday);
  const labelValues = {
    date: formatDayMonth(cell.date, i18n.language),
    completed,
    total: MAIN_PRAYERS.length,
    points,
    locale,
  };

  return (
    <li aria-current={cell.isToday ? 'date' : undefined}>
      <button
        type="button"
        aria-expanded={selected}
        aria-controls={selected ? detailId : undefined}
        aria-label={t(streak ? 'calendar.dayLabelStreak' : 'calendar.dayLabel', labelValues)}
        onClick={onSelect}
        data-testid={`calendar-day-${cell.date}`}
        data-bucket={bucket}
        className={cn(
          'flex size-full min-h-14 flex-col gap-1 rounded-md border p-1 text-start transition hover:brightness-95 @2xl:min-h-20 @2xl:p-1.5',
          BUCKET_CLASSES[bucket],
          cell.isToday && 'ring-2 ring-primary ring-offset-1',
          selected && 'outline-2 outline-offset-2 outline-foreground',
        )}
      >
        <span className="flex w-full items-center justify-between gap-1">
          <span className={cn('text-xs font-semibold @2xl:text-sm', cell.isToday && 'underline')}>
            {dayNumber}
          </span>
          {streak ? (
            <Flame
              aria-hidden="true"
              className="size-3.5 text-orange-700"
              data-testid="calendar-streak-flame"
            />
          ) : null}
        </span>
        <span aria-hidden="true" className="flex flex-wrap gap-px @md:gap-0.5">
          {MAIN_PRAYERS.map((prayer) => (
            <span
              key={prayer}
              className={cn(
                'size-1 rounded-full border border-current @md:size-1.5 @2xl:size-2',
                day?.prayers[prayer] ? 'bg-current' : 'opacity-40',
              )}
            />
          ))}
        </span>
        <span aria-hidden="true" className="hidden text-[0.7rem] leading-tight @md:block">
          {t('calendar.count', { completed, total: MAIN_PRAYERS.length, locale })}
        </span>
        {points > 0 ? (
          <span
            aria-hidden="true"
            className="hidden items-center gap-0.5 text-[0.7rem] font-semibold @2xl:flex"
          >
            <Star className="size-3 text-gold-strong" />
            {t('number', { value: points, locale })}
          </span>
        ) : null}
      </button>
    </li>
  );
}
