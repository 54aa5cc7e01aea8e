import { LayoutDashboard, Target } from 'lucide-react';
import { lazyPage, type FeatureRoute } from '@/client/lib/routes';

const DashboardPage = lazyPage(() => import('./pages/dashboard-page'), 'DashboardPage');
const GoalsPage = lazyPage(() => import('./pages/goals-page'), 'GoalsPage');

export const communityRoutes: readonly FeatureRoute[] = [
  {
    path: '/prayer-dashboard',
    access: 'signed-in',
    page: DashboardPage,
    nav: [{ place: 'sidebar', order: 30, labelKey: 'learningDashboard', icon: LayoutDashboard }],
  },
  {
    path: '/goals',
    access: 'signed-in',
    page: GoalsPage,
    nav: [{ place: 'bottom-bar', order: 50, labelKey: 'bottomBar.goals', icon: Target }],
  },
];
