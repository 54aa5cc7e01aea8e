import { Suspense, use, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Switch, useLocation } from 'wouter';
import { Spinner } from '@/client/components/ui/spinner';
import { NotFoundPage } from '@/client/features/placeholder/routes';
import { useUser } from '@/client/lib/auth';
import { hasNamespaces, i18n, loadNamespaces, showNamespaces } from '@/client/lib/i18n';
import { useViewFocus } from '@/client/lib/view-focus';
import type { FeatureRoute } from '@/client/lib/routes';
import { AppLayout } from './app-layout';
import { FEATURE_ROUTES } from './features';
import { usePageViewReports } from './page-view-reports';
import { GuestOnlyRoute, ProtectedRoute } from './protected-route';

function PageFallback() {
  const { t } = useTranslation('common');
  return <Spinner label={t('loadingPage')} className="min-h-[50vh]" />;
}

/**
 * The route's page, shown once its namespaces of the interface language are in (the page suspends
 * until then, on navigation and on a change of language), so none of its keys is painted.
 */
function RoutePage({ route }: { route: FeatureRoute }) {
  useTranslation(); // re-render when the language changes
  const code = i18n.language;
  useLayoutEffect(() => showNamespaces(route.namespaces), [route.namespaces]);
  // The page's chunk downloads beside its namespaces; if it fails, it fails again when the page
  // renders, where that is handled (decision 006).
  if (!hasNamespaces(code, route.namespaces)) void route.page.preload().catch(() => undefined);
  use(loadNamespaces(code, route.namespaces));
  const Page = route.page;
  return <Page />;
}

function Guarded({ route }: { route: FeatureRoute }) {
  if (route.access === 'guest') {
    return (
      <GuestOnlyRoute>
        <RoutePage route={route} />
      </GuestOnlyRoute>
    );
  }
  if (route.access === 'signed-in' || route.access === 'admin') {
    return (
      <ProtectedRoute>
        <RoutePage route={route} />
      </ProtectedRoute>
    );
  }
  return <RoutePage route={route} />;
}

/** A path two features share (`/`): the guest's page for visitors, the signed-in page for members. */
function ByAccess({ routes }: { routes: readonly FeatureRoute[] }) {
  const { data: user } = useUser();
  const route = routes.find((candidate) => (candidate.access === 'guest') === !user) ?? routes[0];
  return route ? <RoutePage route={route} /> : null;
}

/** The manifest's routes by path, in the order the features list them. */
function routesByPath(routes: readonly FeatureRoute[]): [string, FeatureRoute[]][] {
  const byPath = new Map<string, FeatureRoute[]>();
  for (const route of routes) byPath.set(route.path, [...(byPath.get(route.path) ?? []), route]);
  return [...byPath];
}

const ROUTES = routesByPath(FEATURE_ROUTES);

export function AppRouter() {
  // A new page (a link, a redirect, Back; not the first load, not a tab's #hash or a ?query) gives
  // the keyboard focus to its h1, so a keyboard or screen-reader user learns the page changed.
  const [location] = useLocation();
  const root = useViewFocus<HTMLDivElement>(location);
  usePageViewReports();
  return (
    <div ref={root} className="contents">
      <AppLayout>
        <Suspense fallback={<PageFallback />}>
          <Switch>
            {ROUTES.map(([path, routes]) => (
              <Route key={path} path={path}>
                {routes.length > 1 ? (
                  <ByAccess routes={routes} />
                ) : routes[0] ? (
                  <Guarded route={routes[0]} />
                ) : null}
              </Route>
            ))}
            <Route>
              <NotFoundPage />
            </Route>
          </Switch>
        </Suspense>
      </AppLayout>
    </div>
  );
}
