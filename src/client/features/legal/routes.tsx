import { lazyPage, type FeatureRoute } from '@/client/lib/routes';

const TermsPage = lazyPage(() => import('./pages/terms-page'), 'TermsPage');
const PrivacyPage = lazyPage(() => import('./pages/privacy-page'), 'PrivacyPage');

export const legalRoutes: readonly FeatureRoute[] = [
  { path: '/terms', access: 'public', page: TermsPage, namespaces: ['legal'] },
  { path: '/privacy', access: 'public', page: PrivacyPage, namespaces: ['legal'] },
];
