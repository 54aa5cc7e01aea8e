import { Award, BookOpen, GraduationCap, Moon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardResponse } from '@/contracts/dashboard';
import { POINTS_PER_LEVEL } from '@/contracts/level';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { ProgressBar } from '@/client/components/ui/progress-bar';
import { PrayerCalendar } from '@/client/features/prayer-tracking/public';
import { DashboardFigureRow } from './dashboard-figure-row';

/** Progress: this week against the weekly targets, Level Progress, the prayer calendar. */
export function DashboardProgressTab({ dashboard }: { dashboard: DashboardResponse }) {
  const { t } = useTranslation('dashboard');
  const levelId = useId();
  const { prayers, islamicSchool, learning } = dashboard.weekly;
  const points = t('fraction', { done: dashboard.pointsIntoLevel, target: POINTS_PER_LEVEL });
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>{t('progress.weeklyTitle')}</CardTitle>
            <CardDescription>{t('progress.weeklyDescription')}</CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-5">
              <DashboardFigureRow
                icon={Moon}
                label={t('progress.prayers')}
                figure={prayers}
                testId="weekly-prayers"
              />
              {islamicSchool ? (
                <DashboardFigureRow
                  icon={GraduationCap}
                  label={t('progress.islamicSchool')}
                  hint={t('today.islamicSchoolHint')}
                  figure={islamicSchool}
                  testId="weekly-islamic-school"
                />
              ) : null}
              <DashboardFigureRow
                icon={BookOpen}
                label={t('progress.learning')}
                figure={learning}
                testId="weekly-learning"
              />
            </ul>
          </CardContent>
        </Card>
        <Card data-testid="level-progress">
          <CardHeader>
            <CardTitle>{t('progress.levelTitle')}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-3">
            <div className="flex items-center gap-3">
              <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
                <Award aria-hidden="true" className="size-6" />
              </span>
              <div className="min-w-0 flex-1">
                <p id={levelId} className="text-xl font-bold" data-testid="level-progress-level">
                  {t('badges.level', { level: dashboard.level })}
                </p>
                <p className="text-sm text-muted-foreground">{t('progress.levelPoints', { points })}</p>
              </div>
            </div>
            <ProgressBar
              labelledBy={levelId}
              value={dashboard.pointsIntoLevel}
              max={POINTS_PER_LEVEL}
              valueText={points}
            />
            <p className="text-sm">
              {t('stats.toNextLevel', { points: dashboard.pointsToNextLevel, level: dashboard.level + 1 })}
            </p>
          </CardContent>
        </Card>
      </div>
      <PrayerCalendar />
    </div>
  );
}
