import { BookOpen, CalendarCheck, CheckCircle2, GraduationCap, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { WeeklyTargetKey } from '@/contracts/community/progress';
import { Card, CardContent } from '@/client/components/ui/card';
import { ProgressBar } from '@/client/components/ui/progress-bar';

const ICONS: Record<WeeklyTargetKey, LucideIcon> = {
  prayers: CalendarCheck,
  school: GraduationCap,
  learning: BookOpen,
};

/** One weekly target with this week's progress; `done` null when it is not counted. */
export function WeeklyGoalCard({
  goal,
  done,
  target,
  note,
}: {
  goal: WeeklyTargetKey;
  done: number | null;
  target: number;
  note: string;
}) {
  const { t } = useTranslation('goals');
  const labelId = useId();
  const Icon = ICONS[goal];
  const reached = done !== null && target > 0 && done >= target;
  const valueText = done === null ? '—' : t('progressValue', { done, target });
  return (
    <Card data-testid={`goal-${goal}`}>
      <CardContent className="grid gap-3 pt-6">
        <div className="flex items-center justify-between gap-2">
          <h2 id={labelId} className="flex items-center gap-2 font-semibold">
            <Icon className="size-5 text-primary" aria-hidden="true" />
            {t(`targets.${goal}`)}
          </h2>
          <span className="text-2xl font-bold tabular-nums" dir="ltr" data-testid={`goal-${goal}-value`}>
            {valueText}
          </span>
        </div>
        {done === null ? null : (
          <ProgressBar
            value={done}
            max={target}
            labelledBy={labelId}
            valueText={valueText}
            className="h-2.5"
          />
        )}
        {reached ? (
          <p className="flex items-center gap-1 text-sm font-medium text-primary">
            <CheckCircle2 className="size-4" aria-hidden="true" />
            {t('reached')}
          </p>
        ) : null}
        <p className="text-sm text-muted-foreground">{note}</p>
      </CardContent>
    </Card>
  );
}
