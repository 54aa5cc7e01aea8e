import { cn } from '@/client/lib/utils';

/** A labelled progress bar; full at `max`, never past it. */
export function ProgressMeter({
  value,
  max,
  labelledBy,
  valueText,
  className,
}: {
  value: number;
  max: number;
  labelledBy: string;
  valueText: string;
  className?: string;
}) {
  const share = max > 0 ? Math.min(1, value / max) : 1;
  return (
    <div
      role="progressbar"
      aria-labelledby={labelledBy}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={Math.min(value, max)}
      aria-valuetext={valueText}
      className={cn('h-2.5 overflow-hidden rounded-full bg-muted', className)}
    >
      <div
        className="h-full rounded-full bg-primary transition-[width]"
        style={{ width: `${share * 100}%` }}
      />
    </div>
  );
}
