import { LayoutDashboard } from 'lucide-react';
import { lazyPage, type FeatureRoute } from '@/client/lib/routes';

const DashboardPage = lazyPage(() => import('./pages/dashboard-page'), 'DashboardPage');

export const communityRoutes: readonly FeatureRoute[] = [
  {
    path: '/prayer-dashboard',
    access: 'signed-in',
    page: DashboardPage,
    nav: [{ place: 'sidebar', order: 30, labelKey: 'learningDashboard', icon: LayoutDashboard }],
  },
];
