import { GraduationCap } from 'lucide-react';
import { lazyPage, type FeatureRoute } from '@/client/lib/routes';

const SchoolPage = lazyPage(() => import('./pages/school-page'), 'SchoolPage');
const TranscriptPage = lazyPage(() => import('./pages/transcript-page'), 'TranscriptPage');

export const schoolRoutes: readonly FeatureRoute[] = [
  {
    path: '/sunday-school',
    access: 'signed-in',
    page: SchoolPage,
    namespaces: ['school'],
    nav: [
      { place: 'sidebar', order: 40, labelKey: 'islamicSchool', icon: GraduationCap, matchSubpaths: true },
    ],
  },
  { path: '/sunday-school/classes/:id', access: 'signed-in', page: TranscriptPage, namespaces: ['school'] },
];
