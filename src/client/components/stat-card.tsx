import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A figure with its label and icon, as the dashboards' stat cards show it; `children` go below. */
export function StatCard({
  icon: Icon,
  label,
  value,
  hint,
  testId,
  children,
}: {
  icon: LucideIcon;
  label: string;
  value: string;
  hint?: string;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <div className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm" data-testid={testId}>
      <div className="flex items-center gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <dl className="flex flex-col-reverse">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="text-2xl font-bold">{value}</dd>
          </dl>
          {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
        </div>
      </div>
      {children}
    </div>
  );
}
