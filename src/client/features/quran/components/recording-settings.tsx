import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KEPT_RECORDINGS, RECORDINGS_ALLOWANCE_BYTES } from '@/contracts/quran';
import { useBusy } from '@/client/components/ui/button';
import { toast } from '@/client/components/ui/use-toast';
import { describeError } from '@/client/lib/errors';
import { useRecordingSettings, useSaveRecordingSettings } from '../api/recording-settings';

/** The opt-in to keep recordings: off until the person turns it on; off again deletes them. */
export function RecordingSettings() {
  const { t } = useTranslation('quran');
  const id = useId();
  const { data } = useRecordingSettings();
  const save = useSaveRecordingSettings();
  // Busy, not disabled, while the choice is saved: it keeps the keyboard focus (decision 006).
  const busyState = useBusy({ busy: save.isPending });
  const format = new Intl.NumberFormat(undefined);

  // The box shows the person's choice at once (set in the click's own render), while it is saved.
  const [choice, setChoice] = useState<boolean | null>(null);
  const change = (keep: boolean) => {
    setChoice(keep);
    save.mutate(keep, {
      onSuccess: (settings) => {
        if (!keep && (data?.savedRecordings ?? 0) > 0 && settings.savedRecordings === 0)
          toast({ title: t('recordings.deleted') });
      },
      onError: (error) => toast({ title: describeError(t, error), variant: 'destructive' }),
      onSettled: () => setChoice(null),
    });
  };

  return (
    <section
      className="grid gap-2 rounded-xl border border-border bg-card p-4"
      data-testid="recording-settings"
    >
      <label htmlFor={id} className="flex items-center gap-2 font-medium">
        <input
          id={id}
          type="checkbox"
          className="size-4 accent-primary"
          checked={choice ?? data?.keepRecordings ?? false}
          disabled={!data}
          {...busyState}
          aria-describedby={`${id}-description`}
          onChange={(event) => {
            if (!save.isPending) change(event.target.checked);
          }}
        />
        {t('recordings.title')}
      </label>
      <p id={`${id}-description`} className="text-sm text-muted-foreground">
        {t('recordings.description', {
          limit: format.format(KEPT_RECORDINGS),
          megabytes: format.format(RECORDINGS_ALLOWANCE_BYTES / (1024 * 1024)),
        })}
      </p>
      {data && (data.keepRecordings || data.savedRecordings > 0) && (
        <p className="text-sm" data-testid="saved-recordings">
          {t('recordings.saved', { count: format.format(data.savedRecordings) })}
        </p>
      )}
    </section>
  );
}
