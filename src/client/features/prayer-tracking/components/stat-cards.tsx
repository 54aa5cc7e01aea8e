import { Award, Flame, Star, Trophy, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { UserStats } from '@/contracts/prayer-tracking';

function StatCard({
  icon: Icon,
  label,
  value,
  hint,
  testId,
}: {
  icon: LucideIcon;
  label: string;
  value: string;
  hint?: string;
  testId: string;
}) {
  return (
    <div className="flex items-center gap-3 rounded-xl border bg-card p-4 shadow-sm" data-testid={testId}>
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0">
        <dl className="flex flex-col-reverse">
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="text-2xl font-bold">{value}</dd>
        </dl>
        {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
      </div>
    </div>
  );
}

/** Total Points, Level, Day Streak, Best Streak (spec 2 section 2.7) from GET /api/user/stats. */
export function StatCards({ stats }: { stats: UserStats }) {
  const { t } = useTranslation('prayer');
  return (
    <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard
        icon={Star}
        label={t('dashboard.stats.totalPoints')}
        value={t('number', { value: stats.totalPoints })}
        testId="stat-total-points"
      />
      <StatCard
        icon={Award}
        label={t('dashboard.stats.level')}
        value={t('number', { value: stats.level })}
        hint={t('dashboard.stats.pointsToNextLevel', { points: stats.pointsToNextLevel })}
        testId="stat-level"
      />
      <StatCard
        icon={Flame}
        label={t('dashboard.stats.dayStreak')}
        value={t('number', { value: stats.currentStreak })}
        testId="stat-day-streak"
      />
      <StatCard
        icon={Trophy}
        label={t('dashboard.stats.bestStreak')}
        value={t('number', { value: stats.bestStreak })}
        testId="stat-best-streak"
      />
    </div>
  );
}
