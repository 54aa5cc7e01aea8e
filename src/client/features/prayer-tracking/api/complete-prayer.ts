import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { completePrayerResponse, type MainPrayer } from '@/contracts/prayer-tracking';
import { toast } from '@/client/components/ui/use-toast';
import { apiJson } from '@/client/lib/api';
import { describeError } from '@/client/lib/errors';
import { invalidateProgress } from '@/client/lib/progress';

export const COMPLETE_PRAYER_URL = '/api/prayers/complete';

/** POST /api/prayers/complete: the server decides whether it is on time and the points (decision 007). */
export function useCompletePrayer() {
  const { t } = useTranslation(['prayer', 'messages', 'errors']);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (prayerType: MainPrayer) =>
      completePrayerResponse.parse(await apiJson('POST', COMPLETE_PRAYER_URL, { prayerType })),
    onSuccess: (result, prayerType) => {
      toast({
        title: t('dashboard.toast.recordedTitle'),
        description: t('dashboard.toast.recordedDescription', {
          points: result.pointsEarned,
          prayer: t(`prayers.${prayerType}`),
        }),
      });
      return invalidateProgress(queryClient);
    },
    onError: (error) => {
      toast({
        title: t('dashboard.toast.errorTitle'),
        description: describeError(t, error, t('dashboard.toast.errorDescription')),
        variant: 'destructive',
      });
      // A 409 means the page's picture is out of date: fetch the server's.
      return invalidateProgress(queryClient);
    },
  });
}
