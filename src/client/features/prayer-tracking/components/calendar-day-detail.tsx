import { Check, Clock, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MAIN_PRAYERS, type PrayerDay } from '@/contracts/prayer-tracking';
import { Button } from '@/client/components/ui/button';
import { clockLocale, formatFullDate } from '../lib/format';

/**
 * The card under the calendar for the chosen day: its full date, each prayer Completed or Missed,
 * and Points Earned. Prayers of today or later that are not done yet read Pending, not Missed.
 */
export function CalendarDayDetail({
  id,
  date,
  day,
  today,
  onClose,
}: {
  id: string;
  date: string;
  day: PrayerDay | undefined;
  today: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('prayer');
  const headingId = `${id}-heading`;
  const stillOpen = date >= today;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      data-testid="calendar-day-detail"
      className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm"
    >
      <div className="flex items-start justify-between gap-2">
        <h4 id={headingId} className="font-semibold">
          {formatFullDate(date, i18n.language)}
        </h4>
        <Button variant="ghost" size="icon" aria-label={t('calendar.closeDetail')} onClick={onClose}>
          <X aria-hidden="true" />
        </Button>
      </div>
      <ul className="grid gap-1.5 sm:grid-cols-2">
        {MAIN_PRAYERS.map((prayer) => {
          const done = Boolean(day?.prayers[prayer]);
          const status = done ? 'completed' : stillOpen ? 'pending' : 'missed';
          const Icon = done ? Check : stillOpen ? Clock : X;
          return (
            <li
              key={prayer}
              className="flex items-center justify-between gap-2 rounded-md bg-muted px-3 py-1.5"
            >
              <span className="font-medium">{t(`prayers.${prayer}`)}</span>
              <span
                className={
                  done
                    ? 'flex items-center gap-1 text-primary'
                    : 'flex items-center gap-1 text-muted-foreground'
                }
              >
                <Icon aria-hidden="true" className="size-4" />
                {t(`calendar.status.${status}`)}
              </span>
            </li>
          );
        })}
      </ul>
      <p>
        <span className="text-muted-foreground">{t('calendar.pointsEarned')}</span>{' '}
        <span className="font-semibold">
          {t('number', { value: day?.totalPoints ?? 0, locale: clockLocale(i18n.language) })}
        </span>
      </p>
    </section>
  );
}
