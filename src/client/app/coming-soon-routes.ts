/**
 * Screens the route table names that later issues build. Until then each shows the shared
 * "being prepared" page; `titleKey` is its title in the `placeholder` namespace.
 */
export type ComingSoonRoute = { path: string; titleKey: string; access: 'public' | 'protected' };

export const COMING_SOON_ROUTES: readonly ComingSoonRoute[] = [
  { path: '/landing', titleKey: 'titles.landing', access: 'public' },
  { path: '/blog', titleKey: 'titles.blog', access: 'public' },
  { path: '/blog/:slug', titleKey: 'titles.blog', access: 'public' },
  { path: '/pricing', titleKey: 'titles.pricing', access: 'protected' },
  { path: '/subscription', titleKey: 'titles.subscription', access: 'protected' },
  { path: '/checkout', titleKey: 'titles.checkout', access: 'protected' },
  { path: '/success', titleKey: 'titles.success', access: 'protected' },
  { path: '/visitor-analytics', titleKey: 'titles.visitorAnalytics', access: 'protected' },
  { path: '/gamification', titleKey: 'titles.gamification', access: 'protected' },
  { path: '/prayer-dashboard', titleKey: 'titles.prayerDashboard', access: 'protected' },
  { path: '/groups', titleKey: 'titles.groups', access: 'protected' },
  { path: '/sunday-school', titleKey: 'titles.sundaySchool', access: 'protected' },
  { path: '/quran-teacher', titleKey: 'titles.quranTeacher', access: 'protected' },
  { path: '/analytics', titleKey: 'titles.analytics', access: 'protected' },
  { path: '/goals', titleKey: 'titles.goals', access: 'protected' },
  { path: '/chat', titleKey: 'titles.chat', access: 'protected' },
  { path: '/duas', titleKey: 'titles.duas', access: 'protected' },
];
