import { LayoutDashboard, Target, Users } from 'lucide-react';
import { lazyPage, type FeatureRoute } from '@/client/lib/routes';

const DashboardPage = lazyPage(() => import('./pages/dashboard-page'), 'DashboardPage');
const GoalsPage = lazyPage(() => import('./pages/goals-page'), 'GoalsPage');
const GroupsPage = lazyPage(() => import('./pages/groups-page'), 'GroupsPage');
const GamificationPage = lazyPage(() => import('./pages/gamification-page'), 'GamificationPage');

export const communityRoutes: readonly FeatureRoute[] = [
  {
    path: '/prayer-dashboard',
    access: 'signed-in',
    page: DashboardPage,
    // The progress tab draws the prayer tracker's calendar.
    namespaces: ['dashboard', 'prayer'],
    nav: [{ place: 'sidebar', order: 30, labelKey: 'learningDashboard', icon: LayoutDashboard }],
  },
  {
    path: '/goals',
    access: 'signed-in',
    page: GoalsPage,
    namespaces: ['goals', 'achievements'],
    nav: [{ place: 'bottom-bar', order: 50, labelKey: 'bottomBar.goals', icon: Target }],
  },
  {
    path: '/groups',
    access: 'signed-in',
    page: GroupsPage,
    namespaces: ['groups'],
    nav: [
      { place: 'sidebar', order: 70, labelKey: 'studyGroups', icon: Users },
      { place: 'bottom-bar', order: 40, labelKey: 'bottomBar.groups', icon: Users },
    ],
  },
  {
    path: '/gamification',
    access: 'signed-in',
    page: GamificationPage,
    namespaces: ['gamification', 'groups', 'achievements', 'prayer'],
  },
];
