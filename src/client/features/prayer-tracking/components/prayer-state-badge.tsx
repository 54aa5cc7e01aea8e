import { AlarmClock, Check, CircleDashed, Clock, Hourglass, X, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PrayerWindowState } from '@/contracts/prayer-tracking';
import { cn } from '@/client/lib/utils';

const STYLES: Record<PrayerWindowState | 'completed', { icon: LucideIcon; className: string }> = {
  upcoming: { icon: CircleDashed, className: 'border-border bg-muted text-muted-foreground' },
  early: { icon: Clock, className: 'border-sky-700 bg-sky-50 text-sky-900' },
  ontime: { icon: AlarmClock, className: 'border-green-700 bg-green-50 text-green-900' },
  late: { icon: Hourglass, className: 'border-amber-700 bg-amber-50 text-amber-950' },
  missed: { icon: X, className: 'border-red-700 bg-red-50 text-red-900' },
  completed: { icon: Check, className: 'border-primary bg-primary text-primary-foreground' },
};

/** Upcoming, Early, On time, Late, Missed, or Completed; icon and word, not colour alone. */
export function PrayerStateBadge({
  state,
  aboutToBegin = false,
}: {
  state: PrayerWindowState | 'completed';
  /** With real times the early window announces the prayer rather than offering it. */
  aboutToBegin?: boolean;
}) {
  const { t } = useTranslation('prayer');
  const { icon: Icon, className } = STYLES[state];
  return (
    <span
      data-testid="prayer-state"
      data-state={state}
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {aboutToBegin ? t('dashboard.states.aboutToBegin') : t(`dashboard.states.${state}`)}
    </span>
  );
}
