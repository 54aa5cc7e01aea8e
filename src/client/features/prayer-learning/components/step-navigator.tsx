import { Check } from 'lucide-react';
import type { LessonLanguage, PrayerTeachingStep } from '@/contracts/prayer-lessons';
import { cn } from '@/client/lib/utils';
import { stepProgress } from '../lib/lesson-player';
import { formatNumber } from '../lib/format';
import { useLessonTranslation } from '../hooks/use-lesson-translation';

/** Numbered buttons that jump to a step, each shown as done, current or upcoming. */
export function StepNavigator({
  steps,
  current,
  onJump,
  language,
}: {
  steps: readonly PrayerTeachingStep[];
  current: number;
  onJump: (index: number) => void;
  language: LessonLanguage;
}) {
  const { t } = useLessonTranslation(language);
  return (
    <nav aria-label={t('stepsLabel')} data-testid="lesson-step-nav">
      <ol className="flex flex-wrap gap-2">
        {steps.map((step, index) => {
          const progress = stepProgress(index, current);
          const number = formatNumber(index + 1, language);
          return (
            <li key={index}>
              <button
                type="button"
                onClick={() => onJump(index)}
                aria-current={progress === 'current' ? 'step' : undefined}
                aria-label={t('stepButton', { number, title: step.title, state: t(`progress.${progress}`) })}
                title={step.title}
                data-testid={`lesson-step-button-${index + 1}`}
                data-progress={progress}
                className={cn(
                  'relative flex size-10 items-center justify-center rounded-full border text-sm font-bold transition-colors',
                  progress === 'current' &&
                    'border-primary bg-primary text-primary-foreground ring-2 ring-gold ring-offset-2',
                  progress === 'done' && 'border-primary/40 bg-secondary text-primary',
                  progress === 'upcoming' && 'border-input bg-card text-muted-foreground hover:bg-muted',
                )}
              >
                {number}
                {progress === 'done' ? (
                  <Check
                    aria-hidden="true"
                    className="absolute -end-1 -top-1 size-4 rounded-full bg-primary p-0.5 text-primary-foreground"
                  />
                ) : null}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
