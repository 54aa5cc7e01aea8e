import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Switch } from 'wouter';
import { Spinner } from '@/client/components/ui/spinner';
import { useUser } from '@/client/lib/auth';
import { AppLayout } from './app-layout';
import { COMING_SOON_ROUTES } from './coming-soon-routes';
import { GuestOnlyRoute, ProtectedRoute } from './protected-route';

// Every page is its own chunk, loaded when its route is first opened.
const SignedOutHomePage = lazy(() =>
  import('@/client/features/accounts/pages/signed-out-home-page').then((m) => ({
    default: m.SignedOutHomePage,
  })),
);
const AuthPage = lazy(() =>
  import('@/client/features/accounts/pages/auth-page').then((m) => ({ default: m.AuthPage })),
);
const RegisterPage = lazy(() =>
  import('@/client/features/accounts/pages/register-page').then((m) => ({ default: m.RegisterPage })),
);
const HomePage = lazy(() =>
  import('@/client/features/home/pages/home-page').then((m) => ({ default: m.HomePage })),
);
const ProfilePage = lazy(() =>
  import('@/client/features/profile/pages/profile-page').then((m) => ({ default: m.ProfilePage })),
);
const SettingsPage = lazy(() =>
  import('@/client/features/settings/pages/settings-page').then((m) => ({ default: m.SettingsPage })),
);
const AdminPage = lazy(() =>
  import('@/client/features/admin/pages/admin-page').then((m) => ({ default: m.AdminPage })),
);
const TermsPage = lazy(() =>
  import('@/client/features/legal/pages/terms-page').then((m) => ({ default: m.TermsPage })),
);
const PrivacyPage = lazy(() =>
  import('@/client/features/legal/pages/privacy-page').then((m) => ({ default: m.PrivacyPage })),
);
const ComingSoonPage = lazy(() =>
  import('@/client/features/placeholder/pages/coming-soon-page').then((m) => ({ default: m.ComingSoonPage })),
);
const NotFoundPage = lazy(() =>
  import('@/client/features/placeholder/pages/not-found-page').then((m) => ({ default: m.NotFoundPage })),
);

/** `/`: the sign-in landing for visitors, the personal home for signed-in people (D1). */
function HomeRoute() {
  const { data: user } = useUser();
  return user ? <HomePage user={user} /> : <SignedOutHomePage />;
}

function PageFallback() {
  const { t } = useTranslation('common');
  return <Spinner label={t('loadingPage')} className="min-h-[50vh]" />;
}

export function AppRouter() {
  return (
    <AppLayout>
      <Suspense fallback={<PageFallback />}>
        <Switch>
          <Route path="/">
            <HomeRoute />
          </Route>
          <Route path="/auth">
            <GuestOnlyRoute>
              <AuthPage />
            </GuestOnlyRoute>
          </Route>
          <Route path="/login">
            <GuestOnlyRoute>
              <AuthPage />
            </GuestOnlyRoute>
          </Route>
          <Route path="/register">
            <RegisterPage />
          </Route>
          <Route path="/terms">
            <TermsPage />
          </Route>
          <Route path="/privacy">
            <PrivacyPage />
          </Route>
          <Route path="/profile">
            <ProtectedRoute>
              <ProfilePage />
            </ProtectedRoute>
          </Route>
          <Route path="/settings">
            <ProtectedRoute>
              <SettingsPage />
            </ProtectedRoute>
          </Route>
          <Route path="/admin">
            <ProtectedRoute>
              <AdminPage />
            </ProtectedRoute>
          </Route>
          {COMING_SOON_ROUTES.map((route) => (
            <Route key={route.path} path={route.path}>
              {route.access === 'protected' ? (
                <ProtectedRoute>
                  <ComingSoonPage titleKey={route.titleKey} />
                </ProtectedRoute>
              ) : (
                <ComingSoonPage titleKey={route.titleKey} />
              )}
            </Route>
          ))}
          <Route>
            <NotFoundPage />
          </Route>
        </Switch>
      </Suspense>
    </AppLayout>
  );
}
