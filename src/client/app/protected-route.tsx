import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect } from 'wouter';
import { Spinner } from '@/client/components/ui/spinner';
import { useUser } from '@/client/lib/auth';

/** Signed-in only: a spinner while the sign-in state loads, then /auth for visitors. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const { data: user, isPending } = useUser();
  if (isPending) return <Spinner label={t('checkingSignIn')} className="min-h-[50vh]" />;
  if (!user) return <Redirect to="/auth" replace />;
  return children;
}

/** Signed-out only: a signed-in person opening /auth or /login goes home. */
export function GuestOnlyRoute({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const { data: user, isPending } = useUser();
  if (isPending) return <Spinner label={t('checkingSignIn')} className="min-h-[50vh]" />;
  if (user) return <Redirect to="/" replace />;
  return children;
}
