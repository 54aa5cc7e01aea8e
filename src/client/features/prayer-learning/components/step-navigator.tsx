import { Check, ChevronLeft, ChevronRight } from 'lucide-react';
import type { LessonLanguage, PrayerTeachingStep } from '@/contracts/prayer-lessons';
import { Button } from '@/client/components/ui/button';
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

/**
 * Previous and Next: one step back or on, beside the step list near the top of the lesson, so a phone
 * user moves through the steps without scrolling down to them. At either end the button stays
 * focusable (a keyboard user pressing Next does not lose the focus on the last step).
 */
export function PreviousNextButtons({
  current,
  total,
  onPrevious,
  onNext,
  language,
}: {
  current: number;
  total: number;
  onPrevious: () => void;
  onNext: () => void;
  language: LessonLanguage;
}) {
  const { t } = useLessonTranslation(language);
  return (
    <div className="flex flex-wrap gap-3" data-testid="lesson-previous-next">
      <Button
        variant="outline"
        size="lg"
        onClick={onPrevious}
        disabled={current <= 0}
        focusableWhenDisabled
        data-testid="lesson-step-previous"
      >
        <ChevronLeft aria-hidden="true" className="rtl:rotate-180" />
        {t('previous')}
      </Button>
      <Button
        variant="outline"
        size="lg"
        onClick={onNext}
        disabled={current >= total - 1}
        focusableWhenDisabled
        data-testid="lesson-step-next"
      >
        {t('next')}
        <ChevronRight aria-hidden="true" className="rtl:rotate-180" />
      </Button>
    </div>
  );
}
