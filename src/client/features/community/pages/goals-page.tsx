import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '@/client/components/document-title';
import { PageLoadError } from '@/client/components/page-load-error';
import { Spinner } from '@/client/components/ui/spinner';
import { useGoals } from '../api/get-goals';
import { AchievementBadges } from '../components/achievement-badges';
import { WeeklyGoalCard } from '../components/weekly-goal-card';
import { WeeklyGoalsForm } from '../components/weekly-goals-form';
import { formatDayRange } from '../lib/format';

/**
 * /goals: the weekly targets of the learning dashboard, editable, with this week's progress,
 * and the achievement badges the targets lead to (decision 021).
 */
export function GoalsPage() {
  const { t, i18n } = useTranslation('goals');
  const goals = useGoals();
  const { data, isPending, isError } = goals;

  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <DocumentTitle page={t('title')} />
      <header>
        <h1 className="text-3xl font-bold">{t('title')}</h1>
        <p className="mt-1 text-muted-foreground">{t('description')}</p>
      </header>
      {isPending ? (
        <div className="flex justify-center py-12">
          <Spinner label={t('loading')} />
        </div>
      ) : isError ? (
        <PageLoadError variant="section" message={t('loadError')} queries={[goals]} />
      ) : (
        <>
          <p className="font-medium" data-testid="goals-week">
            {t('week', { range: formatDayRange(data.weekStart, data.weekEnd, i18n.language) })}
          </p>
          <div className="grid gap-4 md:grid-cols-3">
            <WeeklyGoalCard
              goal="prayers"
              done={data.progress.prayers}
              target={data.targets.prayers}
              note={t('notes.prayers')}
            />
            <WeeklyGoalCard
              goal="school"
              done={data.schoolSubscribed ? data.progress.school : null}
              target={data.targets.school}
              note={data.schoolSubscribed ? t('notes.schoolCounted') : t('notes.schoolNotSubscribed')}
            />
            <WeeklyGoalCard
              goal="learning"
              done={data.progress.learning}
              target={data.targets.learning}
              note={t('notes.learning', { today: data.learningToday, points: data.learningPoints })}
            />
          </div>
          <WeeklyGoalsForm targets={data.targets} />
        </>
      )}
      <AchievementBadges />
    </div>
  );
}
