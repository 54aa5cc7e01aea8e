import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { loggedActivity, QUICK_ACTIONS, type QuickActionId } from '@/contracts/prayer-tracking';
import { toast } from '@/client/components/ui/use-toast';
import { apiJson } from '@/client/lib/api';
import { describeError } from '@/client/lib/errors';
import { invalidateProgress } from '@/client/lib/progress';

export const ACTIVITIES_URL = '/api/activities';

/**
 * POST /api/activities for a quick action of the daily dashboard; one naming a prayer is recorded by
 * the server through the tracker (decision 007).
 */
export function useLogActivity() {
  const { t } = useTranslation(['prayer', 'messages', 'errors']);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: QuickActionId) => {
      const { activityType, activitySubtype } = QUICK_ACTIONS[id];
      return loggedActivity.parse(await apiJson('POST', ACTIVITIES_URL, { activityType, activitySubtype }));
    },
    onSuccess: () => {
      toast({ title: t('dashboard.quickActions.loggedTitle') });
      return invalidateProgress(queryClient);
    },
    onError: (error) => {
      toast({
        title: t('dashboard.quickActions.notLoggedTitle'),
        description: describeError(t, error, t('dashboard.quickActions.errorDescription')),
        variant: 'destructive',
      });
      return invalidateProgress(queryClient);
    },
  });
}
