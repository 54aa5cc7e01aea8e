import { Flame } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PrayerDay } from '@/contracts/prayer-tracking';
import { PageLoadError } from '@/client/components/page-load-error';
import { Badge } from '@/client/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { useMonthlyPrayers } from '../api/get-monthly-prayers';
import { useUserTimeZone } from '../api/get-prayer-settings';
import { isoDateInZone, monthOf } from '../lib/dates';
import { clockLocale } from '../lib/format';
import { buildMonthGrid } from '../lib/month-grid';
import { useNow } from '../lib/timers';
import { CalendarDayButton } from './calendar-day-button';
import { CalendarDayDetail } from './calendar-day-detail';
import { CalendarLegend } from './calendar-legend';
import { MonthNavigation } from './month-navigation';
import { WeekdayHeader } from './weekday-header';

/**
 * The prayer calendar of the learning dashboard's Progress tab, from
 * GET /api/prayers/monthly; other features use it through this feature's public.ts.
 */
export function PrayerCalendar() {
  const { t, i18n } = useTranslation('prayer');
  const headingId = useId();
  const monthHeadingId = useId();
  const detailId = useId();
  const timeZone = useUserTimeZone();
  const [month, setMonth] = useState(() => monthOf(isoDateInZone(Date.now(), timeZone)));
  const [selected, setSelected] = useState<string | null>(null);
  const monthly = useMonthlyPrayers(month);
  const now = useNow(60_000);

  const today = monthly.data?.today ?? isoDateInZone(now, timeZone);
  const days = new Map<string, PrayerDay>((monthly.data?.days ?? []).map((day) => [day.date, day]));
  const cells = buildMonthGrid(month, today);

  const changeMonth = (next: string) => {
    setMonth(next);
    setSelected(null);
  };

  return (
    <Card data-testid="prayer-calendar" aria-labelledby={headingId} role="region">
      <CardHeader className="gap-4 p-3 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle id={headingId}>{t('calendar.title')}</CardTitle>
          {monthly.data ? (
            <Badge variant="gold" data-testid="calendar-streak">
              <Flame aria-hidden="true" />
              {t('calendar.streak', { days: monthly.data.currentStreak, locale: clockLocale(i18n.language) })}
            </Badge>
          ) : null}
        </div>
        <MonthNavigation
          month={month}
          onMonthChange={changeMonth}
          headingId={monthHeadingId}
          testIdPrefix="calendar"
          headingLevel="h3"
        />
        {monthly.isError ? (
          <PageLoadError variant="section" message={t('calendar.loadError')} queries={[monthly]} />
        ) : null}
      </CardHeader>
      <CardContent className="@container grid gap-4 p-3 pt-0 sm:p-6 sm:pt-0">
        <div>
          <WeekdayHeader className="mb-1" />
          <ol
            aria-labelledby={monthHeadingId}
            aria-busy={monthly.isPending}
            className="grid grid-cols-7 gap-1"
          >
            {cells.map((cell) => (
              <CalendarDayButton
                key={cell.date}
                cell={cell}
                day={days.get(cell.date)}
                selected={selected === cell.date}
                detailId={detailId}
                onSelect={() => setSelected(selected === cell.date ? null : cell.date)}
              />
            ))}
          </ol>
        </div>
        {selected ? (
          <CalendarDayDetail
            id={detailId}
            date={selected}
            day={days.get(selected)}
            today={today}
            onClose={() => setSelected(null)}
          />
        ) : null}
        <CalendarLegend />
      </CardContent>
    </Card>
  );
}
