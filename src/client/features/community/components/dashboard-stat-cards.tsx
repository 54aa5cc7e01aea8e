import { CalendarDays, Flame, Star, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DashboardResponse } from '@/contracts/dashboard';
import { POINTS_PER_LEVEL } from '@/contracts/level';
import { StatCard } from '@/client/components/stat-card';
import { ProgressBar } from '@/client/components/ui/progress-bar';

/**
 * The four stat cards: Total Points (with the way to the next level), Current
 * Streak (with Best), Achievements x/7 and This Week's points.
 */
export function DashboardStatCards({ dashboard }: { dashboard: DashboardResponse }) {
  const { t } = useTranslation('dashboard');
  const nextLevel = dashboard.level + 1;
  return (
    <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard
        icon={Star}
        label={t('stats.totalPoints')}
        value={t('number', { value: dashboard.totalPoints })}
        hint={t('stats.toNextLevel', { points: dashboard.pointsToNextLevel, level: nextLevel })}
        testId="dashboard-total-points"
      >
        <ProgressBar
          value={dashboard.pointsIntoLevel}
          max={POINTS_PER_LEVEL}
          label={t('stats.levelProgressLabel', { level: nextLevel })}
          valueText={t('fraction', { done: dashboard.pointsIntoLevel, target: POINTS_PER_LEVEL })}
          className="h-2"
        />
      </StatCard>
      <StatCard
        icon={Flame}
        label={t('stats.currentStreak')}
        value={t('number', { value: dashboard.currentStreak })}
        hint={t('stats.best', { days: dashboard.bestStreak })}
        testId="dashboard-current-streak"
      />
      <StatCard
        icon={Trophy}
        label={t('stats.achievements')}
        value={t('fraction', { done: dashboard.achievementsEarned, target: dashboard.achievements.length })}
        testId="dashboard-achievements"
      />
      <StatCard
        icon={CalendarDays}
        label={t('stats.thisWeek')}
        value={t('number', { value: dashboard.weekPoints })}
        hint={t('stats.thisWeekHint')}
        testId="dashboard-week-points"
      />
    </div>
  );
}
