import type { LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProgressFigure } from '@/contracts/dashboard';
import { ProgressBar } from '@/client/components/ui/progress-bar';

/** One line of Today's Activities or of the weekly progress: a label, done/target and its bar. */
export function DashboardFigureRow({
  icon: Icon,
  label,
  hint,
  figure,
  testId,
}: {
  icon: LucideIcon;
  label: string;
  hint?: string;
  figure: ProgressFigure;
  testId: string;
}) {
  const { t } = useTranslation('dashboard');
  const labelId = useId();
  const value = t('fraction', { done: figure.done, target: figure.target });
  return (
    <li className="grid gap-2" data-testid={testId}>
      <div className="flex items-center gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <Icon aria-hidden="true" className="size-4" />
        </span>
        <div className="min-w-0 flex-1">
          <p id={labelId} className="font-semibold">
            {label}
          </p>
          {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
        </div>
        <span className="text-lg font-bold" data-testid={`${testId}-value`}>
          {value}
        </span>
      </div>
      <ProgressBar labelledBy={labelId} value={figure.done} max={figure.target} valueText={value} />
    </li>
  );
}
