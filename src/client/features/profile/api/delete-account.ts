import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { toast } from '@/client/components/ui/use-toast';
import type { DeleteAccountInput } from '@/contracts/auth';
import { ApiError, apiRequest } from '@/client/lib/api';
import { clearSession } from '@/client/lib/auth';
import { describeError } from '@/client/lib/errors';

export const DELETE_ACCOUNT_URL = '/api/user';

/**
 * DELETE /api/user with the password (decision 023): the account goes, the person is signed out, taken to / and
 * told so. Going home first keeps the protected profile page from sending them to /auth.
 */
export function useDeleteAccount() {
  const { t } = useTranslation(['profile', 'messages', 'errors']);
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: (input: DeleteAccountInput) => apiRequest('DELETE', DELETE_ACCOUNT_URL, input),
    onSuccess: () => {
      navigate('/');
      clearSession(queryClient);
      toast({ title: t('delete.successTitle'), description: t('messages:accountDeleted') });
    },
    onError: (error) => {
      // A wrong password is shown under the field of the dialog (delete-account-section).
      if (error instanceof ApiError && error.field === 'password') return;
      toast({ title: t('delete.errorTitle'), description: describeError(t, error), variant: 'destructive' });
    },
  });
}
