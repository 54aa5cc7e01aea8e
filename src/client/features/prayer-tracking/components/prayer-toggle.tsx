import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { MainPrayer } from '@/contracts/prayer-tracking';
import { useBusy } from '@/client/components/ui/button';
import { cn } from '@/client/lib/utils';

/**
 * One prayer of one tracker day. In the wide calendar it is a small circle (its name in the
 * tooltip and accessible name); in the narrow list it also shows the name.
 */
export function PrayerToggle({
  prayer,
  dateLabel,
  date,
  completed,
  busy,
  disabled,
  onToggle,
}: {
  prayer: MainPrayer;
  dateLabel: string;
  date: string;
  completed: boolean;
  /** A record is loading or saving: the toggle keeps the keyboard focus (a `disabled` one drops it). */
  busy: boolean;
  disabled: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation('prayer');
  const name = t(`prayers.${prayer}`);
  const busyState = useBusy({ busy, onClick: onToggle });
  return (
    <button
      type="button"
      aria-pressed={completed}
      aria-label={t('tracker.toggleLabel', {
        prayer: name,
        date: dateLabel,
        status: t(completed ? 'tracker.status.completed' : 'tracker.status.pending'),
      })}
      title={name}
      disabled={disabled}
      {...busyState}
      data-testid={`tracker-toggle-${date}-${prayer}`}
      className={cn(
        'inline-flex min-h-9 min-w-0 items-center justify-center gap-1 rounded-full border px-0.5 text-xs font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-50 aria-busy:cursor-wait aria-disabled:opacity-50',
        '@3xl:aspect-square @3xl:h-auto @3xl:min-h-0 @3xl:w-full @3xl:max-w-5 @3xl:p-0',
        completed
          ? 'border-primary bg-primary text-primary-foreground hover:bg-primary-hover'
          : 'border-input bg-card text-foreground hover:bg-muted',
      )}
    >
      {completed ? <Check aria-hidden="true" className="hidden size-3 shrink-0 @3xl:block" /> : null}
      <span className="truncate @3xl:sr-only">{name}</span>
    </button>
  );
}
