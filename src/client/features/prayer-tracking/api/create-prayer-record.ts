import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  prayerRecord,
  TRACKER_POINTS,
  type MainPrayer,
  type PrayerRecord,
} from '@/contracts/prayer-tracking';
import { toast } from '@/client/components/ui/use-toast';
import { apiJson } from '@/client/lib/api';
import { describeError } from '@/client/lib/errors';
import { invalidateProgress } from '@/client/lib/progress';
import { monthOf } from '../lib/dates';
import { PRAYER_RECORDS_URL, prayerRecordsQueryOptions } from './get-prayer-records';
import { prayerTrackingKeys } from './keys';

/**
 * POST /api/prayer-records from the tracker. The body is the spec's (completed, on time, the
 * tracker's points); the server decides the points itself (decision 007).
 */
export function useCreatePrayerRecord() {
  const { t } = useTranslation(['prayer', 'messages', 'errors']);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ prayerType, prayerDate }: { prayerType: MainPrayer; prayerDate: string }) =>
      prayerRecord.parse(
        await apiJson('POST', PRAYER_RECORDS_URL, {
          prayerType,
          prayerDate,
          prayerTime: null,
          completed: true,
          onTime: true,
          pointsEarned: TRACKER_POINTS[prayerType],
        }),
      ),
    onSuccess: (created) => {
      // Shown at once, so a second click sees the record before the refetch answers.
      queryClient.setQueryData(
        prayerRecordsQueryOptions(monthOf(created.prayerDate)).queryKey,
        (old: PrayerRecord[] | undefined) => [...(old ?? []), created],
      );
      toast({ title: t('tracker.toast.recordedTitle'), description: t('tracker.toast.recordedDescription') });
      return invalidateProgress(queryClient);
    },
    onError: (error) => {
      toast({
        title: t('tracker.toast.errorTitle'),
        description: describeError(t, error, t('tracker.toast.recordError')),
        variant: 'destructive',
      });
      return queryClient.invalidateQueries({ queryKey: prayerTrackingKeys.records() });
    },
  });
}
