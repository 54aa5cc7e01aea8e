import { useTranslation } from 'react-i18next';
import { formatHijri, formatTodayLong } from '../lib/format';
import { useNow } from '../lib/timers';

/** Today's Gregorian and Hijri (Umm al-Qura) dates in the person's time zone. */
export function TodayDateLine({ timeZone }: { timeZone: string }) {
  const { t, i18n } = useTranslation('prayer');
  const now = new Date(useNow(60_000));
  return (
    <p className="mt-1 text-lg text-balance text-muted-foreground" data-testid="today-dates">
      {t('times.dates', {
        gregorian: formatTodayLong(now, i18n.language, timeZone),
        hijri: formatHijri(now, i18n.language, timeZone),
      })}
    </p>
  );
}
