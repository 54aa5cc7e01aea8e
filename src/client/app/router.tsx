import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Switch } from 'wouter';
import { Spinner } from '@/client/components/ui/spinner';
import { useUser } from '@/client/lib/auth';
import { AppLayout } from './app-layout';
import { COMING_SOON_ROUTES } from './coming-soon-routes';
import { GuestOnlyRoute, ProtectedRoute } from './protected-route';

/** Every page is its own chunk, loaded when its route is first opened. */
function lazyPage<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const SignedOutHomePage = lazyPage(
  () => import('@/client/features/accounts/pages/signed-out-home-page'),
  'SignedOutHomePage',
);
const AuthPage = lazyPage(() => import('@/client/features/accounts/pages/auth-page'), 'AuthPage');
const RegisterPage = lazyPage(() => import('@/client/features/accounts/pages/register-page'), 'RegisterPage');
const HomePage = lazyPage(() => import('@/client/features/home/pages/home-page'), 'HomePage');
const ProfilePage = lazyPage(() => import('@/client/features/profile/pages/profile-page'), 'ProfilePage');
const SettingsPage = lazyPage(() => import('@/client/features/settings/pages/settings-page'), 'SettingsPage');
const AdminPage = lazyPage(() => import('@/client/features/admin/pages/admin-page'), 'AdminPage');
const TermsPage = lazyPage(() => import('@/client/features/legal/pages/terms-page'), 'TermsPage');
const PrivacyPage = lazyPage(() => import('@/client/features/legal/pages/privacy-page'), 'PrivacyPage');
const PrayerTrackerPage = lazyPage(
  () => import('@/client/features/prayer-tracking/pages/prayer-tracker-page'),
  'PrayerTrackerPage',
);
const PrayerTimesPage = lazyPage(
  () => import('@/client/features/prayer-tracking/pages/prayer-times-page'),
  'PrayerTimesPage',
);
const PrayerTeacherPage = lazyPage(
  () => import('@/client/features/prayer-learning/pages/prayer-teacher-page'),
  'PrayerTeacherPage',
);
const PrayerLearningPage = lazyPage(
  () => import('@/client/features/prayer-learning/pages/prayer-learning-page'),
  'PrayerLearningPage',
);
const ComingSoonPage = lazyPage(
  () => import('@/client/features/placeholder/pages/coming-soon-page'),
  'ComingSoonPage',
);
const NotFoundPage = lazyPage(
  () => import('@/client/features/placeholder/pages/not-found-page'),
  'NotFoundPage',
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

/** Who may open a route: everyone, signed-out people only (/auth, /login) or signed-in people only. */
type Access = 'public' | 'guest' | 'protected';

const ROUTES: readonly { path: string; access: Access; page: ReactNode }[] = [
  { path: '/', access: 'public', page: <HomeRoute /> },
  { path: '/auth', access: 'guest', page: <AuthPage /> },
  { path: '/login', access: 'guest', page: <AuthPage /> },
  { path: '/register', access: 'public', page: <RegisterPage /> },
  { path: '/terms', access: 'public', page: <TermsPage /> },
  { path: '/privacy', access: 'public', page: <PrivacyPage /> },
  { path: '/profile', access: 'protected', page: <ProfilePage /> },
  { path: '/settings', access: 'protected', page: <SettingsPage /> },
  { path: '/admin', access: 'protected', page: <AdminPage /> },
  { path: '/prayer-tracker', access: 'protected', page: <PrayerTrackerPage /> },
  { path: '/prayer-times', access: 'protected', page: <PrayerTimesPage /> },
  { path: '/prayer-teacher', access: 'protected', page: <PrayerTeacherPage /> },
  { path: '/prayer-learning', access: 'protected', page: <PrayerLearningPage /> },
  { path: '/learn', access: 'protected', page: <PrayerLearningPage /> },
  ...COMING_SOON_ROUTES.map(({ path, access, titleKey }) => ({
    path,
    access,
    page: <ComingSoonPage titleKey={titleKey} />,
  })),
];

function guarded(access: Access, page: ReactNode) {
  if (access === 'guest') return <GuestOnlyRoute>{page}</GuestOnlyRoute>;
  if (access === 'protected') return <ProtectedRoute>{page}</ProtectedRoute>;
  return page;
}

export function AppRouter() {
  return (
    <AppLayout>
      <Suspense fallback={<PageFallback />}>
        <Switch>
          {ROUTES.map(({ path, access, page }) => (
            <Route key={path} path={path}>
              {guarded(access, page)}
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
