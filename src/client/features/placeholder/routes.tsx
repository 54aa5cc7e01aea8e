import { MapPin } from 'lucide-react';
import type { Access, FeatureRoute, NavEntry } from '@/client/lib/routes';
import type { NotBuiltYetPath } from '@/client/lib/not-built-yet';
import { lazyPage } from '@/client/lib/routes';

const ComingSoonPage = lazyPage(() => import('./pages/coming-soon-page'), 'ComingSoonPage');
export const NotFoundPage = lazyPage(() => import('./pages/not-found-page'), 'NotFoundPage');

/** A screen a later issue builds: the shared "being prepared" page, titled `placeholder:<titleKey>`. */
function comingSoon(
  path: NotBuiltYetPath,
  titleKey: string,
  access: Access,
  nav?: readonly NavEntry[],
): FeatureRoute {
  const page = Object.assign(() => <ComingSoonPage titleKey={titleKey} />, {
    preload: ComingSoonPage.preload,
  });
  const namespaces = ['placeholder'];
  return nav ? { path, access, page, namespaces, nav } : { path, access, page, namespaces };
}

/**
 * Screens the route table names that later issues build. Building one means removing its line here
 * and adding the route, with the same navigation entries, to the new feature's manifest.
 */
export const placeholderRoutes: readonly FeatureRoute[] = [
  comingSoon('/visitor-analytics', 'titles.visitorAnalytics', 'signed-in', [
    { place: 'admin', order: 20, labelKey: 'visitorLocations', icon: MapPin },
  ]),
  comingSoon('/analytics', 'titles.analytics', 'signed-in'),
];
