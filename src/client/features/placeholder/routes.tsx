import type { FeatureRoute } from '@/client/lib/routes';
import { lazyPage } from '@/client/lib/routes';

export const NotFoundPage = lazyPage(() => import('./pages/not-found-page'), 'NotFoundPage');

/**
 * Screens the route table names that later issues build, each shown as the shared "being prepared"
 * page (`pages/coming-soon-page.tsx`, titled `placeholder:<titleKey>`) with the navigation entries
 * the finished screen will have. Every screen of the route table is built now: none is listed.
 * Building one means removing its line here and adding the route, with the same navigation entries,
 * to the new feature's manifest.
 */
export const placeholderRoutes: readonly FeatureRoute[] = [];
