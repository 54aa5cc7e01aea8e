import { GraduationCap, Mic } from 'lucide-react';
import { lazyPage, type FeatureRoute } from '@/client/lib/routes';

const PrayerTeacherPage = lazyPage(() => import('./pages/prayer-teacher-page'), 'PrayerTeacherPage');
const PrayerLearningPage = lazyPage(() => import('./pages/prayer-learning-page'), 'PrayerLearningPage');

export const prayerLearningRoutes: readonly FeatureRoute[] = [
  {
    path: '/prayer-teacher',
    access: 'signed-in',
    page: PrayerTeacherPage,
    namespaces: ['learning'],
    nav: [{ place: 'sidebar', order: 10, labelKey: 'prayerTeacher', icon: Mic }],
  },
  {
    path: '/prayer-learning',
    access: 'signed-in',
    page: PrayerLearningPage,
    namespaces: ['learning', 'lesson'],
    nav: [{ place: 'bottom-bar', order: 20, labelKey: 'bottomBar.learnPrayer', icon: GraduationCap }],
  },
  { path: '/learn', access: 'signed-in', page: PrayerLearningPage, namespaces: ['learning', 'lesson'] },
];
