import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MAIN_PRAYERS } from '@/contracts/prayer-tracking';
import { ProgressBar } from '@/client/components/ui/progress-bar';

/** Today's Progress: n/5 with a bar. */
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
      <ProgressBar
        labelledBy={labelId}
        value={completed}
        max={total}
        valueText={t('dashboard.progressValue', { completed, total })}
      />
    </div>
  );
}
