import { CalendarCheck, Clock } from 'lucide-react';
import { lazyPage, type FeatureRoute } from '@/client/lib/routes';

const PrayerTrackerPage = lazyPage(() => import('./pages/prayer-tracker-page'), 'PrayerTrackerPage');
const PrayerTimesPage = lazyPage(() => import('./pages/prayer-times-page'), 'PrayerTimesPage');

export const prayerTrackingRoutes: readonly FeatureRoute[] = [
  {
    path: '/prayer-tracker',
    access: 'signed-in',
    page: PrayerTrackerPage,
    namespaces: ['prayer'],
    nav: [{ place: 'sidebar', order: 20, labelKey: 'prayerTracker', icon: CalendarCheck }],
  },
  {
    path: '/prayer-times',
    access: 'signed-in',
    page: PrayerTimesPage,
    namespaces: ['prayer'],
    nav: [{ place: 'bottom-bar', order: 30, labelKey: 'bottomBar.prayerTimes', icon: Clock }],
  },
];
