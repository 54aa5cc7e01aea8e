import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MainPrayer, PrayerRecord } from '@/contracts/prayer-tracking';
import { PageLoadError } from '@/client/components/page-load-error';
import { Card, CardContent, CardHeader } from '@/client/components/ui/card';
import { useCreatePrayerRecord } from '../api/create-prayer-record';
import { useDeletePrayerRecord } from '../api/delete-prayer-record';
import { useUserTimeZone } from '../api/get-prayer-settings';
import { usePrayerRecords } from '../api/get-prayer-records';
import { isoDateInZone, monthOf } from '../lib/dates';
import { clockLocale } from '../lib/format';
import { buildMonthGrid } from '../lib/month-grid';
import { useNow } from '../lib/timers';
import { MonthNavigation } from './month-navigation';
import { PrayerDayCell } from './prayer-day-cell';
import { TrackerLegend } from './tracker-legend';
import { WeekdayHeader } from './weekday-header';

const NO_RECORDS: PrayerRecord[] = [];

/** Records of one month keyed by date, then prayer. */
function indexRecords(records: PrayerRecord[]): Map<string, Map<MainPrayer, PrayerRecord>> {
  const byDate = new Map<string, Map<MainPrayer, PrayerRecord>>();
  for (const record of records) {
    if (record.prayerType === 'witr' || record.prayerType === 'tahajjud') continue;
    const day = byDate.get(record.prayerDate) ?? new Map<MainPrayer, PrayerRecord>();
    day.set(record.prayerType, record);
    byDate.set(record.prayerDate, day);
  }
  return byDate;
}

/**
 * The month calendar of the Prayer Tracker. Under 48rem of width the
 * weeks become a list of day cards, so the page never scrolls sideways.
 */
export function PrayerTracker() {
  const { t, i18n } = useTranslation('prayer');
  const headingId = useId();
  const timeZone = useUserTimeZone();
  const today = isoDateInZone(useNow(60_000), timeZone);
  const [month, setMonth] = useState(() => monthOf(today));
  const records = usePrayerRecords(month);
  const createRecord = useCreatePrayerRecord();
  const deleteRecord = useDeletePrayerRecord();

  // A failed fetch shows an empty month with a way to try again.
  const list = records.data ?? NO_RECORDS;
  const byDate = useMemo(() => indexRecords(list), [list]);
  const cells = buildMonthGrid(month, today);
  const busy = records.isPending || createRecord.isPending || deleteRecord.isPending;
  // Set at the click itself: a double click's second event comes before the render that shows `busy`,
  // and would post the same prayer twice (the second answered 409 "already recorded").
  const saving = useRef(false);

  // On a phone the month is a long list of days: it opens at today, once per visit (decision 009).
  // The scroll waits for the next frame: the shell scrolls a page it opens to the top in an effect
  // that runs after this one (a parent's effects come after its children's), which would undo it
  // whenever the month's records were already loaded.
  const dayList = useRef<HTMLOListElement>(null);
  const scrolledToToday = useRef(false);
  useEffect(() => {
    if (scrolledToToday.current || records.isPending) return;
    const frame = requestAnimationFrame(() => {
      if (scrolledToToday.current) return;
      scrolledToToday.current = true;
      const todayCell = dayList.current?.querySelector<HTMLElement>('[aria-current="date"]');
      if (todayCell && window.matchMedia('(max-width: 47.99rem)').matches)
        todayCell.scrollIntoView({ block: 'center' });
    });
    return () => cancelAnimationFrame(frame);
  }, [records.isPending]);

  const toggle = (prayerDate: string, prayerType: MainPrayer, record: PrayerRecord | undefined) => {
    if (busy || saving.current) return;
    saving.current = true;
    const settled = { onSettled: () => void (saving.current = false) };
    if (record) deleteRecord.mutate(record, settled);
    else createRecord.mutate({ prayerType, prayerDate }, settled);
  };

  return (
    <Card data-testid="prayer-tracker">
      <CardHeader className="gap-4 p-3 sm:p-6">
        <MonthNavigation
          month={month}
          onMonthChange={setMonth}
          headingId={headingId}
          testIdPrefix="tracker"
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <TrackerLegend />
          <p className="text-sm">
            <span className="text-muted-foreground">{t('tracker.totalRecords')}</span>{' '}
            <span className="font-semibold" data-testid="tracker-total-records">
              {t('number', { value: list.length, locale: clockLocale(i18n.language) })}
            </span>
          </p>
        </div>
        {records.isError ? (
          <PageLoadError
            variant="section"
            message={t('tracker.loadError')}
            queries={[records]}
            testId="tracker-load-error"
          />
        ) : null}
      </CardHeader>
      <CardContent className="@container p-3 pt-0 sm:p-6 sm:pt-0">
        <WeekdayHeader className="mb-1 hidden @3xl:grid" />
        <ol
          ref={dayList}
          aria-labelledby={headingId}
          aria-busy={records.isPending}
          className="grid grid-cols-1 gap-2 @md:grid-cols-2 @3xl:grid-cols-7 @3xl:gap-1"
        >
          {cells.map((cell) => (
            <PrayerDayCell
              key={cell.date}
              cell={cell}
              records={byDate.get(cell.date) ?? new Map()}
              busy={busy}
              onToggle={(prayer, record) => toggle(cell.date, prayer, record)}
            />
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
