import { Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Switch, useLocation } from 'wouter';
import { Spinner } from '@/client/components/ui/spinner';
import { NotFoundPage } from '@/client/features/placeholder/routes';
import { useUser } from '@/client/lib/auth';
import { useViewFocus } from '@/client/lib/view-focus';
import type { Access, FeatureRoute } from '@/client/lib/routes';
import { AppLayout } from './app-layout';
import { FEATURE_ROUTES } from './features';
import { GuestOnlyRoute, ProtectedRoute } from './protected-route';

function PageFallback() {
  const { t } = useTranslation('common');
  return <Spinner label={t('loadingPage')} className="min-h-[50vh]" />;
}

function Guarded({ access, page: Page }: { access: Access; page: ComponentType }) {
  if (access === 'guest') {
    return (
      <GuestOnlyRoute>
        <Page />
      </GuestOnlyRoute>
    );
  }
  if (access === 'signed-in' || access === 'admin') {
    return (
      <ProtectedRoute>
        <Page />
      </ProtectedRoute>
    );
  }
  return <Page />;
}

/** A path two features share (`/`): the guest's page for visitors, the signed-in page for members. */
function ByAccess({ routes }: { routes: readonly FeatureRoute[] }) {
  const { data: user } = useUser();
  const route = routes.find((candidate) => (candidate.access === 'guest') === !user) ?? routes[0];
  if (!route) return null;
  const Page = route.page;
  return <Page />;
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
                  <Guarded access={routes[0].access} page={routes[0].page} />
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
