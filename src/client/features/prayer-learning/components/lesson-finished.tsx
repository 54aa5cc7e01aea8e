import { ArrowLeft, ArrowRight, CheckCircle2, ListOrdered, Mic, RotateCcw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import type { PrayerTeachingResponse } from '@/contracts/prayer-lessons';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent } from '@/client/components/ui/card';
import type { LessonChoice } from '../api/get-prayer-teaching';
import { nextLessonAfter } from '../lib/choices';
import { formatNumber } from '../lib/format';
import { useLessonTranslation } from '../hooks/use-lesson-translation';

/** The recitations a lesson teaches, once each, in the order they are first met (their step titles). */
export function learnedRecitations(lesson: PrayerTeachingResponse): string[] {
  const titles = lesson.prayerSteps.filter((step) => step.arabicText).map((step) => step.title);
  return [...new Set(titles)];
}

/**
 * The finished state of a lesson: what was learned, what comes next, and the ways on
 * (the next lesson, the lesson again, its steps, the voice coach, the setup). Written in the lesson's
 * language; focus moves to its heading so that a keyboard or screen-reader user is told the lesson ended.
 */
export function LessonFinished({
  lesson,
  choice,
  onNext,
  onRestart,
  onReview,
  onBack,
}: {
  lesson: PrayerTeachingResponse;
  choice: LessonChoice;
  onNext: (next: LessonChoice) => void;
  onRestart: () => void;
  onReview: () => void;
  onBack: () => void;
}) {
  const { language } = choice;
  const { t } = useLessonTranslation(language);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const prayer = (type: LessonChoice['prayerType']) => t(`prayers.${type}`);
  const next = nextLessonAfter(choice);
  const learned = learnedRecitations(lesson);
  let whatNext: string;
  if (!next) whatNext = t('finished.allDone');
  else if (next.prayerType === choice.prayerType)
    whatNext = t('finished.nextLevel', { prayer: prayer(next.prayerType), level: t(`levels.${next.level}`) });
  else whatNext = t('finished.nextPrayer', { prayer: prayer(next.prayerType) });

  return (
    <Card data-testid="lesson-finished">
      <CardContent className="grid gap-6 pt-6">
        <div className="grid justify-items-center gap-2 text-center">
          <CheckCircle2 aria-hidden="true" className="size-12 text-primary" />
          <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
            {t('finished.title')}
          </h2>
          <p className="max-w-prose text-muted-foreground" data-testid="lesson-finished-summary">
            {t('finished.summary', {
              steps: formatNumber(lesson.prayerSteps.length, language),
              prayer: prayer(choice.prayerType),
              tradition: t(`traditions.${choice.tradition}`),
              level: t(`levels.${choice.level}`),
            })}
          </p>
        </div>

        <section aria-labelledby="lesson-learned-heading" className="grid gap-2">
          <h3 id="lesson-learned-heading" className="text-lg font-semibold">
            {t('finished.learnedHeading')}
          </h3>
          <p>{t('finished.learnedText')}</p>
          <ul className="flex flex-wrap gap-2" data-testid="lesson-learned">
            {learned.map((title) => (
              <li
                key={title}
                className="rounded-full bg-secondary px-3 py-1 text-sm text-secondary-foreground"
              >
                {title}
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="lesson-next-heading" className="grid gap-2">
          <h3 id="lesson-next-heading" className="text-lg font-semibold">
            {t('finished.nextHeading')}
          </h3>
          <p data-testid="lesson-next-text">{whatNext}</p>
          <p>{t('finished.coach')}</p>
        </section>

        <div className="grid gap-3 sm:flex sm:flex-wrap [&>*]:whitespace-normal">
          {next ? (
            <Button size="lg" onClick={() => onNext(next)} data-testid="lesson-next">
              {t('finished.nextLesson', {
                prayer: prayer(next.prayerType),
                level: t(`levels.${next.level}`),
              })}
              <ArrowRight aria-hidden="true" className="rtl:rotate-180" />
            </Button>
          ) : null}
          <Button size="lg" variant="outline" onClick={onRestart} data-testid="lesson-again">
            <RotateCcw aria-hidden="true" />
            {t('finished.again')}
          </Button>
          <Button size="lg" variant="outline" onClick={onReview} data-testid="lesson-review">
            <ListOrdered aria-hidden="true" />
            {t('finished.review')}
          </Button>
          <Button size="lg" variant="outline" asChild>
            <Link href="/prayer-teacher" data-testid="lesson-coach">
              <Mic aria-hidden="true" />
              {t('finished.coachLink')}
            </Link>
          </Button>
          <Button size="lg" variant="ghost" onClick={onBack} data-testid="lesson-finished-back">
            <ArrowLeft aria-hidden="true" className="rtl:rotate-180" />
            {t('back')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
