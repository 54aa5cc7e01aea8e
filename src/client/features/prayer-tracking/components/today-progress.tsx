import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MAIN_PRAYERS } from '@/contracts/prayer-tracking';

/** Today's Progress: n/5 with a bar (spec 2 section 2.7). */
export function TodayProgress({ completed }: { completed: number }) {
  const { t } = useTranslation('prayer');
  const labelId = useId();
  const total = MAIN_PRAYERS.length;
  return (
    <div className="grid gap-2 rounded-xl border bg-card p-4 shadow-sm" data-testid="today-progress">
      <div className="flex items-baseline justify-between gap-2">
        <h3 id={labelId} className="font-semibold">
          {t('dashboard.todayProgress')}
        </h3>
        <span className="text-2xl font-bold" data-testid="today-progress-value">
          {t('dashboard.progressValue', { completed, total })}
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={completed}
        aria-valuetext={t('dashboard.progressValue', { completed, total })}
        className="h-3 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width]"
          style={{ width: `${(completed / total) * 100}%` }}
        />
      </div>
    </div>
  );
}
