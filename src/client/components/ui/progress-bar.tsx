import { cn } from '@/client/lib/utils';

/**
 * A labelled bar of `value` out of `max` (role progressbar). `valueText` is what assistive technology
 * reads, in the interface language ("3/5"). A value above `max` fills the bar.
 */
export function ProgressBar({
  value,
  max,
  valueText,
  labelledBy,
  label,
  className,
  testId,
}: {
  value: number;
  max: number;
  valueText: string;
  labelledBy?: string;
  label?: string;
  className?: string;
  testId?: string;
}) {
  const share = max > 0 ? Math.min(1, Math.max(0, value / max)) : 0;
  return (
    <div
      role="progressbar"
      aria-labelledby={labelledBy}
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={Math.min(value, max)}
      aria-valuetext={valueText}
      data-testid={testId}
      className={cn('h-3 overflow-hidden rounded-full bg-muted', className)}
    >
      <div
        className="h-full rounded-full bg-primary transition-[width]"
        style={{ width: `${share * 100}%` }}
      />
    </div>
  );
}
