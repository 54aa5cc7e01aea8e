import { BookOpenText } from 'lucide-react';
import { lazyPage, type FeatureRoute } from '@/client/lib/routes';

const QuranTeacherPage = lazyPage(() => import('./pages/quran-teacher-page'), 'QuranTeacherPage');

export const quranRoutes: readonly FeatureRoute[] = [
  {
    path: '/quran-teacher',
    access: 'signed-in',
    page: QuranTeacherPage,
    namespaces: ['quran'],
    nav: [{ place: 'sidebar', order: 50, labelKey: 'quranTeacher', icon: BookOpenText }],
  },
];
