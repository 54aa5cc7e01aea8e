import { Sunrise } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MAIN_PRAYERS, type PrayerTimesResponse } from '@/contracts/prayer-tracking';
import { Badge } from '@/client/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { cn } from '@/client/lib/utils';
import { formatTime, timeZoneName } from '../lib/format';
import { NextPrayerCountdown } from './next-prayer-countdown';

const ROWS = ['fajr', 'sunrise', 'dhuhr', 'asr', 'maghrib', 'isha'] as const;

/** Today's five times and sunrise in the person's time zone, with the next prayer counting down. */
export function PrayerTimesCard({
  times,
  onNextReached,
}: {
  times: PrayerTimesResponse;
  onNextReached: () => void;
}) {
  const { t, i18n } = useTranslation('prayer');
  const place = times.location?.placeName;
  return (
    <Card data-testid="prayer-times-card">
      <CardHeader>
        <CardTitle>{t('times.todayTitle')}</CardTitle>
        <CardDescription>
          {place
            ? t('times.forPlace', { place, timeZone: timeZoneName(times.timeZone, i18n.language) })
            : t('times.inTimeZone', { timeZone: timeZoneName(times.timeZone, i18n.language) })}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <NextPrayerCountdown
          prayer={times.next.prayer}
          time={times.next.time}
          timeZone={times.timeZone}
          onReached={onNextReached}
        />
        <ol className="grid gap-1" data-testid="prayer-times-list">
          {ROWS.map((row) => {
            const instant = times.times[row];
            const isNext = row === times.next.prayer && instant === times.next.time;
            const isPrayer = (MAIN_PRAYERS as readonly string[]).includes(row);
            return (
              <li
                key={row}
                data-testid={`prayer-time-${row}`}
                className={cn(
                  'flex items-center justify-between gap-3 rounded-lg px-3 py-2',
                  isNext ? 'bg-secondary font-semibold ring-1 ring-primary' : 'odd:bg-muted/60',
                  !isPrayer && 'text-muted-foreground',
                )}
              >
                <span className="flex items-center gap-2">
                  {row === 'sunrise' ? <Sunrise aria-hidden="true" className="size-4" /> : null}
                  {t(`prayers.${row}`)}
                  {isNext ? <Badge>{t('times.next')}</Badge> : null}
                </span>
                {instant ? (
                  <time dateTime={instant} className="tabular-nums">
                    {formatTime(instant, i18n.language, times.timeZone)}
                  </time>
                ) : (
                  <span>{t('times.noTime')}</span>
                )}
              </li>
            );
          })}
        </ol>
      </CardContent>
    </Card>
  );
}
