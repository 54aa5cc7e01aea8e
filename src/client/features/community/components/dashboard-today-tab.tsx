import { BookOpen, GraduationCap, Moon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DashboardResponse } from '@/contracts/dashboard';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { DashboardFigureRow } from './dashboard-figure-row';

/**
 * Today's Activities (decision 022): prayers done today of 5, the school's classes for
 * school subscribers only, and learning sessions today against the day's share of the weekly goal.
 */
export function DashboardTodayTab({ dashboard }: { dashboard: DashboardResponse }) {
  const { t } = useTranslation('dashboard');
  const { prayers, islamicSchool, learning } = dashboard.todayActivities;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('today.title')}</CardTitle>
        <CardDescription>{t('today.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-5">
          <DashboardFigureRow
            icon={Moon}
            label={t('today.prayers')}
            figure={prayers}
            testId="today-prayers"
          />
          {islamicSchool ? (
            <DashboardFigureRow
              icon={GraduationCap}
              label={t('today.islamicSchool')}
              hint={t('today.islamicSchoolHint')}
              figure={islamicSchool}
              testId="today-islamic-school"
            />
          ) : null}
          <DashboardFigureRow
            icon={BookOpen}
            label={t('today.learning')}
            hint={t('today.learningHint', { weekly: dashboard.weekly.learning.target })}
            figure={learning}
            testId="today-learning"
          />
        </ul>
      </CardContent>
    </Card>
  );
}
