import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '@/client/components/document-title';
import { useSaveBrowserTimeZoneOnce } from '../api/update-prayer-settings';
import { PrayerTracker } from '../components/prayer-tracker';

/**
 * /prayer-tracker: the month tracker. The prayer calendar is the
 * learning dashboard's (Progress tab), lent through this feature's public.ts.
 */
export function PrayerTrackerPage() {
  const { t } = useTranslation('prayer');
  useSaveBrowserTimeZoneOnce();
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <DocumentTitle page={t('tracker.title')} />
      <header>
        <h1 className="text-3xl font-bold">{t('tracker.title')}</h1>
        <p className="mt-1 text-muted-foreground">{t('tracker.description')}</p>
      </header>
      <PrayerTracker />
    </div>
  );
}
