import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { MainPrayer } from '@/contracts/prayer-tracking';
import { formatCountdown, formatTime, isoDuration } from '../lib/format';
import { useNow } from '../lib/timers';

/** A second of grace, so a clock slightly ahead of the server's does not ask for the same prayer again. */
const REFRESH_GRACE_MS = 1000;

/**
 * The next prayer and a live countdown, ticking every second on the page's own clock. When it
 * runs out, `onReached` is called once for that prayer so the page fetches the new schedule.
 */
export function NextPrayerCountdown({
  prayer,
  time,
  timeZone,
  onReached,
}: {
  prayer: MainPrayer;
  time: string;
  timeZone: string;
  onReached: () => void;
}) {
  const { t, i18n } = useTranslation('prayer');
  const now = useNow(1000);
  const remaining = Date.parse(time) - now;
  const reachedFor = useRef<string | null>(null);

  useEffect(() => {
    if (remaining > -REFRESH_GRACE_MS || reachedFor.current === time) return;
    reachedFor.current = time;
    onReached();
  }, [remaining, time, onReached]);

  const name = t(`prayers.${prayer}`);
  return (
    <div className="grid gap-1 rounded-xl bg-primary p-4 text-primary-foreground" data-testid="next-prayer">
      {/* Announced once, politely, when the next prayer changes or its time comes. */}
      <div aria-live="polite" aria-atomic="true" data-testid="next-prayer-announcement">
        <p className="text-sm opacity-90">
          {t('times.nextPrayer', { prayer: name, time: formatTime(time, i18n.language, timeZone) })}
        </p>
        {remaining > 0 ? null : <p className="text-2xl font-bold">{t('times.itIsTime', { prayer: name })}</p>}
      </div>
      {remaining > 0 ? (
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="sr-only">{t('times.timeRemaining')}</span>
          {/* The seconds tick silently: a timer is never read out on its own (aria-live off). */}
          <time
            role="timer"
            aria-live="off"
            dateTime={isoDuration(remaining)}
            className="text-4xl font-bold tabular-nums"
            data-testid="next-prayer-countdown"
          >
            {formatCountdown(remaining, i18n.language)}
          </time>
          <span aria-hidden="true" className="text-sm opacity-90">
            {t('times.timeRemaining')}
          </span>
        </p>
      ) : null}
    </div>
  );
}
