import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '@/client/components/document-title';
import { PageLoadError } from '@/client/components/page-load-error';
import { Spinner } from '@/client/components/ui/spinner';
import { usePrayerSettings } from '../api/get-prayer-settings';
import { prayerTimesQueryOptions, usePrayerTimes } from '../api/get-prayer-times';
import { todayPrayersQueryOptions } from '../api/get-today-prayers';
import { useSaveBrowserTimeZoneOnce } from '../api/update-prayer-settings';
import { ApproximateNotice } from '../components/approximate-notice';
import { CalculationSettingsForm } from '../components/calculation-settings-form';
import { DailyPrayerDashboard } from '../components/daily-prayer-dashboard';
import { LocationPanel } from '../components/location-panel';
import { PrayerTimesCard } from '../components/prayer-times-card';
import { QiblaCard } from '../components/qibla-card';
import { TodayDateLine } from '../components/today-date-line';
import { browserTimeZone } from '../lib/dates';

/**
 * /prayer-times (decision 007): today's times with the next prayer counting down, the Hijri date, the
 * Qibla, the daily prayer dashboard, and the location and calculation settings.
 */
export function PrayerTimesPage() {
  const { t } = useTranslation('prayer');
  const queryClient = useQueryClient();
  const settings = usePrayerSettings();
  const times = usePrayerTimes();
  const locationHeading = useRef<HTMLHeadingElement>(null);
  useSaveBrowserTimeZoneOnce();

  const timeZone = times.data?.timeZone ?? settings.data?.timeZone ?? browserTimeZone();

  const refreshSchedule = useCallback(() => {
    void queryClient.refetchQueries({ queryKey: prayerTimesQueryOptions().queryKey });
    void queryClient.refetchQueries({ queryKey: todayPrayersQueryOptions().queryKey });
  }, [queryClient]);

  const goToLocation = () => {
    const heading = locationHeading.current;
    if (!heading) return;
    heading.scrollIntoView({ behavior: 'smooth', block: 'start' });
    heading.focus({ preventScroll: true });
  };

  return (
    <div className="mx-auto grid max-w-6xl gap-8">
      <DocumentTitle page={t('times.title')} />
      <header>
        <h1 className="text-3xl font-bold">{t('times.title')}</h1>
        <TodayDateLine timeZone={timeZone} />
      </header>

      {times.data?.approximate ? <ApproximateNotice onSetLocation={goToLocation} /> : null}

      {times.isError ? (
        <PageLoadError variant="section" message={t('times.loadError')} queries={[times]} />
      ) : times.data ? (
        <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <PrayerTimesCard times={times.data} onNextReached={refreshSchedule} />
          <QiblaCard qibla={times.data.qibla} />
        </div>
      ) : (
        <Spinner label={t('times.loading')} />
      )}

      <section aria-labelledby="daily-dashboard-heading" className="grid gap-4">
        <h2 id="daily-dashboard-heading" className="text-2xl font-semibold">
          {t('dashboard.title')}
        </h2>
        <DailyPrayerDashboard timeZone={timeZone} onSetLocation={goToLocation} />
      </section>

      <section aria-labelledby="prayer-settings-heading" className="grid gap-4">
        <h2 id="prayer-settings-heading" className="text-2xl font-semibold">
          {t('settingsSection.title')}
        </h2>
        {settings.isError ? (
          <PageLoadError variant="section" message={t('settingsSection.loadError')} queries={[settings]} />
        ) : settings.data ? (
          <div className="grid items-start gap-4 lg:grid-cols-2">
            <LocationPanel settings={settings.data} headingRef={locationHeading} />
            <CalculationSettingsForm settings={settings.data} times={times.data} />
          </div>
        ) : (
          <Spinner label={t('settingsSection.loading')} />
        )}
      </section>
    </div>
  );
}
