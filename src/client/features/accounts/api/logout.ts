import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { toast } from '@/client/components/ui/use-toast';
import { apiRequest } from '@/client/lib/api';
import { clearSession } from '@/client/lib/auth';
import { describeError } from '@/client/lib/errors';

export const LOGOUT_URL = '/api/auth/logout';
/** The admin menu's "Test Logout" entry. */
export const TEST_LOGOUT_URL = '/api/logout';

/** POST /api/auth/logout (or /api/logout): forget the user, say so, and go home. */
export function useLogout(url: string = LOGOUT_URL) {
  const { t } = useTranslation(['nav', 'errors']);
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: () => apiRequest('POST', url),
    onSuccess: () => {
      clearSession(queryClient);
      toast({ title: t('nav:loggedOutTitle'), description: t('nav:loggedOutDescription') });
      navigate('/');
    },
    onError: (error) => {
      toast({ title: t('nav:logoutFailed'), description: describeError(t, error), variant: 'destructive' });
    },
  });
}
