import { Award, Flame, Star, Users, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { UserStats } from '@/contracts/prayer-tracking';

function CommunityStatCard({
  icon: Icon,
  label,
  value,
  testId,
}: {
  icon: LucideIcon;
  label: string;
  value: number;
  testId: string;
}) {
  const { t } = useTranslation('gamification');
  return (
    <div className="flex items-center gap-3 rounded-xl border bg-card p-4 shadow-sm" data-testid={testId}>
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <dl className="flex min-w-0 flex-col-reverse">
        <dt className="text-sm text-muted-foreground">{label}</dt>
        <dd className="text-2xl font-bold">{t('number', { value })}</dd>
      </dl>
    </div>
  );
}

/** The Community overview's four figures: points, level, current streak and groups, all real. */
export function CommunityStatCards({ stats, groupCount }: { stats: UserStats; groupCount: number }) {
  const { t } = useTranslation('gamification');
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
      <CommunityStatCard
        icon={Star}
        label={t('stats.totalPoints')}
        value={stats.totalPoints}
        testId="community-total-points"
      />
      <CommunityStatCard icon={Award} label={t('stats.level')} value={stats.level} testId="community-level" />
      <CommunityStatCard
        icon={Flame}
        label={t('stats.currentStreak')}
        value={stats.currentStreak}
        testId="community-streak"
      />
      <CommunityStatCard
        icon={Users}
        label={t('stats.groups')}
        value={groupCount}
        testId="community-groups"
      />
    </div>
  );
}
