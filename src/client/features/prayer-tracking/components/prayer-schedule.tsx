import { useTranslation } from 'react-i18next';
import { RAKAHS, type TodayResponse } from '@/contracts/prayer-tracking';
import { Button } from '@/client/components/ui/button';
import { useCompletePrayer } from '../api/complete-prayer';
import { clockLocale, formatTime } from '../lib/format';
import { canCompleteState, windowState } from '../lib/window-state';
import { PrayerStateBadge } from './prayer-state-badge';

/**
 * The Prayer Schedule. States follow the page's clock (`now`,
 * refreshed every 30 seconds) with the same window rules as the server; Complete Prayer shows only
 * while a prayer's window is open and it is not done, and with real times not before the time (decision 009).
 */
export function PrayerSchedule({
  today,
  now,
  timeZone,
}: {
  today: TodayResponse;
  now: number;
  timeZone: string;
}) {
  const { t, i18n } = useTranslation('prayer');
  const completePrayer = useCompletePrayer();
  // The rakahs and points in the digits of the card's clock time (decision 024).
  const locale = clockLocale(i18n.language);
  return (
    <ol className="grid gap-2" data-testid="prayer-schedule">
      {today.prayers.map((entry) => {
        const state = windowState(now, entry.time);
        const name = t(`prayers.${entry.prayerType}`);
        const pendingThis = completePrayer.isPending && completePrayer.variables === entry.prayerType;
        return (
          <li
            key={entry.prayerType}
            data-testid={`schedule-${entry.prayerType}`}
            className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border bg-card p-3"
          >
            <div className="grid min-w-28 flex-1 gap-0.5">
              <span className="font-semibold">{name}</span>
              <span className="text-sm text-muted-foreground">
                <time dateTime={entry.time} className="tabular-nums">
                  {formatTime(entry.time, i18n.language, timeZone)}
                </time>
                <span className="ms-2">{t('dashboard.rakahs', { rakahs: RAKAHS[entry.prayerType], locale })}</span>
              </span>
            </div>
            {/* Sample times say nothing about what a person missed: no 'Missed' before a location. */}
            {today.approximate && !entry.completed && state === 'missed' ? null : (
              <PrayerStateBadge
                state={entry.completed ? 'completed' : state}
                aboutToBegin={!today.approximate && state === 'early'}
              />
            )}
            {entry.completed ? (
              <span className="text-sm font-semibold text-primary" data-testid="schedule-points">
                {t('dashboard.earnedPoints', { points: entry.pointsEarned, locale })}
              </span>
            ) : canCompleteState(state, today.approximate) ? (
              <Button
                size="sm"
                onClick={() => completePrayer.mutate(entry.prayerType)}
                busy={completePrayer.isPending}
                data-testid={`complete-${entry.prayerType}`}
                aria-label={t('dashboard.completePrayerNamed', { prayer: name })}
              >
                {pendingThis ? t('dashboard.completing') : t('dashboard.completePrayer')}
              </Button>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
