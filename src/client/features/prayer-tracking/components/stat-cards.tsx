import { Award, Flame, Star, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { UserStats } from '@/contracts/prayer-tracking';
import { StatCard } from '@/client/components/stat-card';

/** Total Points, Level, Day Streak, Best Streak from GET /api/user/stats. */
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
