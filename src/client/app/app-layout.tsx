import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Spinner } from '@/client/components/ui/spinner';
import { useUser } from '@/client/lib/auth';
import { BackgroundPattern } from './layout/background-pattern';
import { PublicShell } from './layout/public-shell';
import { UnreachableNotice } from './unreachable-notice';

// The signed-in frame (sidebar, drawer, bottom bar) is its own chunk: a visitor never downloads it.
const AppShell = lazy(async () => ({ default: (await import('./layout/app-shell')).AppShell }));

/** Paths where the rotating background is left out (hidden on /auth). */
const PLAIN_BACKGROUND_PATHS = new Set(['/auth', '/login']);
/** Pages that draw their own header and footer: the marketing page, as visitors see it (also when previewed). */
const STANDALONE_PATHS = new Set(['/landing']);

/** Chooses the frame: the sidebar shell for signed-in people, the simple header for visitors. */
export function AppLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const { data: user, isPending, isError, isFetching, refetch } = useUser();
  const [location] = useLocation();

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [location]);

  const background = PLAIN_BACKGROUND_PATHS.has(location) ? null : <BackgroundPattern />;

  if (STANDALONE_PATHS.has(location)) return <>{children}</>;

  const checking = (
    <main className="grid min-h-screen place-items-center">
      <Spinner label={t('checkingSignIn')} />
    </main>
  );
  if (isPending) return checking;
  // Not a "signed out" answer (that is null): the check itself failed. Showing the pages under it would
  // mount new readers of the failed check, each asking again at once, in a loop that never ends.
  if (isError && user === undefined)
    return <UnreachableNotice onRetry={() => void refetch()} retrying={isFetching} />;

  return (
    <>
      {background}
      {user ? (
        <Suspense fallback={checking}>
          <AppShell user={user}>{children}</AppShell>
        </Suspense>
      ) : (
        <PublicShell>{children}</PublicShell>
      )}
    </>
  );
}
