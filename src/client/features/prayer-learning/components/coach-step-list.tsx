import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PrayerInstructionsResponse } from '@/contracts/prayer-lessons';
import { cn } from '@/client/lib/utils';
import { directionOf } from '../lib/choices';
import { formatNumber } from '../lib/format';

type Step = PrayerInstructionsResponse['prayerSteps'][number];

/** Scrolls the list (not the page) so that `item` is visible. */
function revealInList(list: HTMLElement, item: HTMLElement): void {
  const top = item.offsetTop;
  const bottom = top + item.offsetHeight;
  if (top >= list.scrollTop && bottom <= list.scrollTop + list.clientHeight) return;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  list.scrollTo({ top: Math.max(0, top - 8), behavior: reduced ? 'auto' : 'smooth' });
}

/**
 * The collapsible Prayer Steps list of the coach panel: number, title (or
 * 'Step N'), instruction, Arabic with transliteration. The step the coach is on is highlighted and
 * kept in view.
 */
export function CoachStepList({
  steps,
  currentStep,
  language,
}: {
  steps: readonly Step[];
  currentStep: number;
  /** The language the steps are written in. */
  language: string;
}) {
  const { t } = useTranslation('learning');
  const [open, setOpen] = useState(true);
  const listId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const items = useRef(new Map<number, HTMLLIElement>());

  useEffect(() => {
    const list = listRef.current;
    const item = items.current.get(currentStep);
    if (open && list && item) revealInList(list, item);
  }, [currentStep, open, steps]);

  return (
    <section className="grid gap-3" data-testid="coach-steps">
      <h3 className="text-base font-semibold">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((value) => !value)}
          className="flex w-full items-center justify-between gap-2 rounded-md py-1 text-start"
          data-testid="coach-steps-toggle"
        >
          <span>{t('coach.steps.heading', { total: steps.length })}</span>
          <ChevronDown
            aria-hidden="true"
            className={cn('size-5 shrink-0 transition-transform', open ? 'rotate-180' : '')}
          />
        </button>
      </h3>
      <ol
        id={listId}
        ref={listRef}
        hidden={!open}
        lang={language}
        dir={directionOf(language)}
        tabIndex={0}
        aria-label={t('coach.steps.listLabel')}
        className="relative grid max-h-96 gap-2 overflow-y-auto rounded-lg border bg-muted/40 p-2"
        data-testid="coach-step-list"
      >
        {steps.map((step, index) => {
          const current = index === currentStep;
          return (
            <li
              key={index}
              ref={(node) => {
                if (node) items.current.set(index, node);
                else items.current.delete(index);
              }}
              aria-current={current ? 'step' : undefined}
              data-testid={`coach-step-${index + 1}`}
              className={cn(
                'flex gap-3 rounded-md border p-3',
                current ? 'border-primary bg-secondary shadow-sm' : 'border-transparent bg-card',
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold',
                  current ? 'bg-primary text-primary-foreground' : 'bg-muted text-foreground',
                )}
              >
                {formatNumber(index + 1, language)}
              </span>
              <div className="grid min-w-0 flex-1 gap-1">
                <p className="font-semibold">
                  {step.step || t('coach.steps.untitled', { number: index + 1 })}
                </p>
                {step.instruction ? <p className="text-sm">{step.instruction}</p> : null}
                {step.arabic ? (
                  <p lang="ar" dir="rtl" className="font-arabic text-xl leading-loose">
                    {step.arabic}
                  </p>
                ) : null}
                {step.transliteration ? (
                  <p lang="ar-Latn" className="font-sans text-sm text-muted-foreground italic">
                    {step.transliteration}
                  </p>
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
