import { MapPin } from 'lucide-react';
import { lazyPage, type FeatureRoute } from '@/client/lib/routes';

const PlatformAnalyticsPage = lazyPage(
  () => import('./pages/platform-analytics-page'),
  'PlatformAnalyticsPage',
);
const VisitorLocationsPage = lazyPage(() => import('./pages/visitor-locations-page'), 'VisitorLocationsPage');

/** The analytics dashboards, for administrators (decision 031). */
export const analyticsRoutes: readonly FeatureRoute[] = [
  {
    path: '/visitor-analytics',
    access: 'admin',
    page: VisitorLocationsPage,
    namespaces: ['analytics'],
    nav: [{ place: 'admin', order: 20, labelKey: 'visitorLocations', icon: MapPin }],
  },
  { path: '/analytics', access: 'admin', page: PlatformAnalyticsPage, namespaces: ['analytics'] },
];
