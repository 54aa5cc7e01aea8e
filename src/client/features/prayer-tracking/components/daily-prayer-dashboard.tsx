import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { PageLoadError } from '@/client/components/page-load-error';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Spinner } from '@/client/components/ui/spinner';
import { invalidateProgress } from '@/client/lib/progress';
import { useTodayPrayers } from '../api/get-today-prayers';
import { useUserStats } from '../api/get-user-stats';
import { prayerTrackingKeys } from '../api/keys';
import { isoDateInZone } from '../lib/dates';
import { useNow } from '../lib/timers';
import { PerfectDayCard } from './perfect-day-card';
import { PrayerSchedule } from './prayer-schedule';
import { QuickActions } from './quick-actions';
import { StatCards } from './stat-cards';
import { TodayProgress } from './today-progress';

const STATE_REFRESH_MS = 30_000;

/** The daily prayer dashboard, on /prayer-times. */
export function DailyPrayerDashboard({
  timeZone,
  onSetLocation,
}: {
  timeZone: string;
  /** Moves to the location form; the schedule asks for a location while the times are a sample. */
  onSetLocation: () => void;
}) {
  const { t } = useTranslation('prayer');
  const queryClient = useQueryClient();
  const stats = useUserStats();
  const today = useTodayPrayers();
  const now = useNow(STATE_REFRESH_MS);

  // Past midnight in the person's zone the schedule belongs to yesterday: ask for the new day once.
  const currentDate = isoDateInZone(now, timeZone);
  const refreshedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!today.data || today.data.date === currentDate || refreshedFor.current === currentDate) return;
    refreshedFor.current = currentDate;
    void queryClient.invalidateQueries({ queryKey: prayerTrackingKeys.times() });
    void invalidateProgress(queryClient);
  }, [today.data, currentDate, queryClient]);

  const completed = today.data?.prayers.filter((prayer) => prayer.completed).length ?? 0;

  return (
    <div className="grid gap-4" data-testid="daily-prayer-dashboard">
      {stats.isError ? (
        <PageLoadError variant="section" message={t('dashboard.statsLoadError')} queries={[stats]} />
      ) : stats.data ? (
        <StatCards stats={stats.data} />
      ) : (
        <Spinner label={t('dashboard.loading')} className="p-4" />
      )}

      {today.isError ? (
        <PageLoadError variant="section" message={t('dashboard.todayLoadError')} queries={[today]} />
      ) : today.data ? (
        <>
          {completed === today.data.prayers.length ? (
            <PerfectDayCard streak={stats.data?.currentStreak} />
          ) : null}
          <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
            <div className="grid content-start gap-4">
              <TodayProgress completed={completed} />
              <Card>
                <CardHeader>
                  <CardTitle as="h3">{t('dashboard.quickActions.title')}</CardTitle>
                  <CardDescription>{t('dashboard.quickActions.description')}</CardDescription>
                </CardHeader>
                <CardContent>
                  <QuickActions
                    todayDate={today.data.date}
                    timeZone={timeZone}
                    prayedToday={today.data.prayers
                      .filter((prayer) => prayer.completed)
                      .map((prayer) => prayer.prayerType)}
                  />
                </CardContent>
              </Card>
            </div>
            <Card>
              <CardHeader>
                <CardTitle as="h3">{t('dashboard.scheduleTitle')}</CardTitle>
                <CardDescription>{t('dashboard.scheduleDescription')}</CardDescription>
              </CardHeader>
              <CardContent className="grid gap-3">
                {today.data.approximate ? (
                  <div
                    className="flex flex-wrap items-center gap-3 rounded-lg border border-gold bg-accent p-3 text-sm text-accent-foreground"
                    data-testid="schedule-location-prompt"
                  >
                    <p className="min-w-48 flex-1">{t('dashboard.locationPrompt')}</p>
                    <Button size="sm" variant="outline" onClick={onSetLocation}>
                      {t('times.setLocation')}
                    </Button>
                  </div>
                ) : null}
                <PrayerSchedule today={today.data} now={now} timeZone={timeZone} />
              </CardContent>
            </Card>
          </div>
        </>
      ) : (
        <Spinner label={t('dashboard.loading')} className="p-4" />
      )}
    </div>
  );
}
