import {
  Award,
  BookOpen,
  CalendarCheck,
  Clock,
  Flame,
  GraduationCap,
  Lock,
  Moon,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DashboardAchievementId, DashboardResponse } from '@/contracts/dashboard';
import { Badge } from '@/client/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { cn } from '@/client/lib/utils';

const ICONS: Record<DashboardAchievementId, LucideIcon> = {
  firstPrayer: Moon,
  weekWarrior: Flame,
  knowledgeSeeker: BookOpen,
  perfectWeek: CalendarCheck,
  teachersPet: GraduationCap,
  consistencyMaster: Award,
  onTimeChampion: Clock,
};

/** The seven achievements, each Earned or Locked, computed by the server. */
export function DashboardAchievementsTab({ dashboard }: { dashboard: DashboardResponse }) {
  const { t } = useTranslation('dashboard');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('achievements.title')}</CardTitle>
        <CardDescription data-testid="achievements-count">
          {t('achievements.count', {
            earned: dashboard.achievementsEarned,
            total: dashboard.achievements.length,
          })}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {dashboard.achievements.map(({ id, earned }) => {
            const Icon = earned ? ICONS[id] : Lock;
            return (
              <li
                key={id}
                data-testid={`achievement-${id}`}
                data-earned={earned}
                className={cn(
                  'flex items-start gap-3 rounded-xl border p-4',
                  earned ? 'border-gold bg-accent/40' : 'bg-muted/40',
                )}
              >
                <span
                  className={cn(
                    'flex size-10 shrink-0 items-center justify-center rounded-full',
                    earned ? 'bg-primary text-primary-foreground' : 'bg-muted text-muted-foreground',
                  )}
                >
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <div className="grid min-w-0 flex-1 gap-1">
                  <h3 className="font-semibold">{t(`achievements.items.${id}.title`)}</h3>
                  <p className="text-sm text-muted-foreground">{t(`achievements.items.${id}.description`)}</p>
                  <Badge variant={earned ? 'gold' : 'outline'} className="justify-self-start">
                    {earned ? t('achievements.earned') : t('achievements.locked')}
                  </Badge>
                </div>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
