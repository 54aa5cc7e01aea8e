import { AlertCircle, ArrowLeft, Flag, RefreshCw } from 'lucide-react';
import { useEffect, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import type { LessonLanguage, PrayerTeachingResponse } from '@/contracts/prayer-lessons';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent } from '@/client/components/ui/card';
import { Spinner } from '@/client/components/ui/spinner';
import { ApiError } from '@/client/lib/api';
import { describeError } from '@/client/lib/errors';
import { prayerTeachingUrl, usePrayerTeaching, type LessonChoice } from '../api/get-prayer-teaching';
import { useRecordLessonSession } from '../api/record-lesson-session';
import { directionOf } from '../lib/choices';
import { formatNumber } from '../lib/format';
import { onLastStep, type PlayerEvent, type PlayerState } from '../lib/lesson-player';
import { postureOfStep } from '../lib/posture';
import { useLessonPlayer } from '../hooks/use-lesson-player';
import { useLessonTranslation } from '../hooks/use-lesson-translation';
import { LessonFinished } from './lesson-finished';
import { LessonStepDetails } from './lesson-step-details';
import { PlaybackControls } from './playback-controls';
import { PostureFigure } from './posture-figure';
import { PreviousNextButtons, StepNavigator } from './step-navigator';
import { UpgradeNotice } from '@/client/components/upgrade-notice';

/** The step list and Previous/Next, which come before the step's long text, reachable on a phone. */
function StepControls({
  steps,
  state,
  dispatch,
  language,
}: {
  steps: PrayerTeachingResponse['prayerSteps'];
  state: PlayerState;
  dispatch: Dispatch<PlayerEvent>;
  language: LessonLanguage;
}) {
  return (
    <div className="grid gap-3">
      <StepNavigator
        steps={steps}
        current={state.stepIndex}
        onJump={(index) => dispatch({ type: 'jump', stepIndex: index })}
        language={language}
      />
      <PreviousNextButtons
        current={state.stepIndex}
        total={steps.length}
        onPrevious={() => dispatch({ type: 'previous' })}
        onNext={() => dispatch({ type: 'next' })}
        language={language}
      />
    </div>
  );
}

function LessonView({
  lesson,
  choice,
  onNext,
  onBack,
}: {
  lesson: PrayerTeachingResponse;
  choice: LessonChoice;
  onNext: (next: LessonChoice) => void;
  onBack: () => void;
}) {
  const { language } = choice;
  const { t } = useLessonTranslation(language);
  const { state, step, dispatch } = useLessonPlayer(lesson.prayerSteps, language);
  // The lesson is finished (its last step played through, or 'Finish lesson' on it): a learning
  // session, which the server counts once a day per lesson (decision 021).
  const { mutate: recordSession } = useRecordLessonSession();
  const { prayerType, tradition, level } = lesson;
  useEffect(() => {
    if (state.finished) recordSession({ prayerType, tradition, level });
  }, [state.finished, recordSession, prayerType, tradition, level]);
  if (!step) return null;
  const posture = postureOfStep(step);
  const total = lesson.prayerSteps.length;

  if (state.finished) {
    return (
      <LessonFinished
        lesson={lesson}
        choice={choice}
        onNext={onNext}
        onRestart={() => dispatch({ type: 'restart' })}
        onReview={() => dispatch({ type: 'review' })}
        onBack={onBack}
      />
    );
  }

  return (
    <div className="grid gap-6" data-testid="lesson-player">
      <div className="grid gap-2">
        <p
          className="text-sm font-semibold text-muted-foreground"
          data-testid="lesson-step-indicator"
          data-step={state.stepIndex + 1}
        >
          {t('progress.label', {
            current: formatNumber(state.stepIndex + 1, language),
            total: formatNumber(total, language),
          })}
        </p>
        <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-muted">
          <div
            className="h-full rounded-full bg-primary transition-[width]"
            style={{ width: `${((state.stepIndex + 1) / total) * 100}%` }}
          />
        </div>
      </div>

      <PlaybackControls state={state} dispatch={dispatch} language={language} />

      <StepControls steps={lesson.prayerSteps} state={state} dispatch={dispatch} language={language} />

      <div className="grid items-start gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        {/* On a phone the step's text comes first, the posture figure under it. */}
        <Card className="order-last md:sticky md:top-4 md:order-none">
          <CardContent className="flex flex-col items-center gap-3 pt-6">
            <PostureFigure
              posture={posture}
              tradition={lesson.tradition}
              label={t('figure', { posture: t(`postures.${posture}`) })}
            />
            <p className="font-semibold text-primary" data-testid="lesson-posture">
              {t(`postures.${posture}`)}
            </p>
          </CardContent>
        </Card>
        <Card>
          <CardContent className="grid gap-4 pt-6">
            <LessonStepDetails step={step} language={language} reading={state.playing} />
            {onLastStep(state) ? (
              <Button
                size="lg"
                className="justify-self-start"
                onClick={() => dispatch({ type: 'finish' })}
                data-testid="lesson-finish"
              >
                <Flag aria-hidden="true" />
                {t('finish')}
              </Button>
            ) : null}
          </CardContent>
        </Card>
      </div>

      {lesson.sources.length > 0 ? (
        <details className="rounded-lg border bg-card p-4 text-sm">
          <summary className="cursor-pointer font-semibold">{t('sources')}</summary>
          <ul className="mt-2 grid list-disc gap-1 ps-5 text-muted-foreground" dir="ltr" lang="en">
            {lesson.sources.map((source) => (
              <li key={source}>{source}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}

/**
 * Step 2 of the lesson page: the lesson is fetched now, then played.
 * Its text is in the lesson's language and direction; the upgrade offer speaks the interface's.
 */
export function LessonPlayer({
  choice,
  onBack,
  onNext,
}: {
  choice: LessonChoice;
  onBack: () => void;
  /** Opens another lesson (the finished state's "Next lesson"). */
  onNext: (next: LessonChoice) => void;
}) {
  const { language } = choice;
  const { t } = useLessonTranslation(language);
  const { t: ui } = useTranslation(['learning', 'messages', 'errors']);
  const lesson = usePrayerTeaching(choice);
  const needsPlan = lesson.error instanceof ApiError && lesson.error.status === 402;

  return (
    <div className="grid gap-6">
      <div lang={language} dir={directionOf(language)} className="grid gap-6">
        <header className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <h1 className="text-3xl font-bold text-primary">
              {t('heading', { prayer: t(`prayers.${choice.prayerType}`) })}
            </h1>
            <p className="mt-2 text-muted-foreground">
              {t('subheading', {
                tradition: t(`traditions.${choice.tradition}`),
                level: t(`levels.${choice.level}`),
              })}
            </p>
          </div>
          <Button variant="outline" onClick={onBack} data-testid="lesson-back">
            <ArrowLeft aria-hidden="true" className="rtl:rotate-180" />
            {t('back')}
          </Button>
        </header>

        {lesson.isPending ? (
          <Card data-testid="lesson-loading">
            <CardContent className="grid justify-items-center gap-2 pt-6 text-center">
              <Spinner label={t('loading.title')} className="p-2" />
              <h2 className="text-xl font-semibold">{t('loading.title')}</h2>
              <p className="text-muted-foreground">{t('loading.text')}</p>
            </CardContent>
          </Card>
        ) : null}

        {lesson.isError && !needsPlan ? (
          <Card data-testid="lesson-error">
            <CardContent className="grid justify-items-center gap-3 pt-6 text-center">
              <AlertCircle aria-hidden="true" className="size-10 text-destructive" />
              <h2 className="text-xl font-semibold">{t('error.title')}</h2>
              <p className="text-muted-foreground">{t('error.text')}</p>
              <Button
                onClick={() => void lesson.refetch()}
                busy={lesson.isFetching}
                data-testid="lesson-retry"
              >
                <RefreshCw aria-hidden="true" />
                {t('error.retry')}
              </Button>
            </CardContent>
          </Card>
        ) : null}

        {lesson.data ? (
          <LessonView
            key={prayerTeachingUrl(choice)}
            lesson={lesson.data}
            choice={choice}
            onNext={onNext}
            onBack={onBack}
          />
        ) : null}
      </div>
      {needsPlan ? (
        <UpgradeNotice message={describeError(ui, lesson.error)} grant="allPrayerLessons" />
      ) : null}
    </div>
  );
}
