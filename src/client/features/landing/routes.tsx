import { Eye } from 'lucide-react';
import { lazyPage, type FeatureRoute } from '@/client/lib/routes';

const LandingPage = lazyPage(() => import('./pages/landing-page'), 'LandingPage');

export const landingRoutes: readonly FeatureRoute[] = [
  {
    path: '/landing',
    access: 'public',
    page: LandingPage,
    namespaces: ['landing'],
    // Spec 1 section 2: administrators see 'Preview Landing' in their part of the menu.
    nav: [{ place: 'admin', order: 30, labelKey: 'previewLanding', icon: Eye }],
  },
];
