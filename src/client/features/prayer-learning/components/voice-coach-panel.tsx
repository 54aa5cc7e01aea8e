import { Bot, Lightbulb, Mic, Square } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { CoachLanguage } from '@/contracts/prayer-coach';
import type { PrayerType, Tradition } from '@/contracts/prayer-lessons';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Spinner } from '@/client/components/ui/spinner';
import { ApiError } from '@/client/lib/api';
import { describeError } from '@/client/lib/errors';
import { usePrayerInstructions } from '../api/get-prayer-instructions';
import { stepsLanguageOf } from '../lib/choices';
import { isSessionActive } from '../lib/coach-session';
import { useVoiceCoach } from '../hooks/use-voice-coach';
import { CoachStatus } from './coach-status';
import { CoachStepList } from './coach-step-list';
import { CoachTextBox } from './coach-text-box';
import { CoachUnavailable } from './coach-unavailable';
import { UpgradeNotice } from '@/client/components/upgrade-notice';

type Props = { prayerType: PrayerType; tradition: Tradition; language: CoachLanguage };

/** The steps of the chosen prayer; a failure to load them is only logged. */
function CoachSteps({ prayerType, tradition, language, currentStep }: Props & { currentStep: number }) {
  const { t } = useTranslation(['learning', 'messages', 'errors']);
  const steps = usePrayerInstructions({ prayerType, tradition, language });
  const { error } = steps;
  useEffect(() => {
    if (error && !(error instanceof ApiError && error.status === 402)) {
      console.warn('The prayer steps could not be loaded', error);
    }
  }, [error]);

  if (steps.isPending) return <Spinner label={t('coach.steps.loading')} className="p-4" />;
  if (error instanceof ApiError && error.status === 402)
    return <UpgradeNotice message={describeError(t, error)} grant="allPrayerLessons" />;
  if (!steps.data) return null;
  return (
    <CoachStepList
      steps={steps.data.prayerSteps}
      currentStep={currentStep}
      language={stepsLanguageOf(language)}
    />
  );
}

/**
 * The voice coach panel: speak (Start Prayer) or type. Without speech recognition the panel says the
 * voice coach is not available here, and the text box still takes every question.
 */
export function VoiceCoachPanel({ prayerType, tradition, language }: Props) {
  const { t } = useTranslation('learning');
  const { state, supported, start, stop, ask } = useVoiceCoach({ prayerType, tradition, language });
  const active = isSessionActive(state);

  return (
    <Card data-testid="voice-coach-panel">
      <CardHeader className="gap-3">
        <CardTitle className="flex items-center gap-2">
          <Bot aria-hidden="true" className="size-5 text-primary" />
          {t('coach.title')}
        </CardTitle>
        <dl className="flex flex-wrap gap-2 text-sm">
          {(
            [
              ['prayer', t(`choices.prayers.${prayerType}`)],
              ['tradition', t(`choices.traditions.${tradition}`)],
              ['language', t(`choices.languages.${language}`)],
            ] as const
          ).map(([key, value]) => (
            <div key={key} className="flex items-center gap-1">
              <dt className="text-muted-foreground">{t(`coach.details.${key}`)}</dt>
              <dd>
                <Badge variant="outline">{value}</Badge>
              </dd>
            </div>
          ))}
        </dl>
      </CardHeader>
      <CardContent className="grid gap-5">
        {supported ? null : <CoachUnavailable />}
        <div className="flex flex-wrap items-center gap-4">
          {!supported ? null : active ? (
            <Button size="lg" variant="destructive" onClick={stop} data-testid="coach-stop">
              <Square aria-hidden="true" />
              {t('coach.stop')}
            </Button>
          ) : (
            <Button size="lg" onClick={() => void start()} data-testid="coach-start">
              <Mic aria-hidden="true" />
              {t('coach.start')}
            </Button>
          )}
          <CoachStatus status={state.status} needsPlan={state.upgrade !== null} canListen={supported} />
        </div>

        {state.permission === 'denied' ? (
          <p
            role="alert"
            data-testid="mic-denied"
            className="rounded-lg border border-destructive bg-destructive/10 p-3 font-medium text-destructive"
          >
            {t('coach.micDenied')}
          </p>
        ) : null}

        <CoachTextBox onAsk={ask} busy={state.status === 'thinking'} language={language} />

        {state.upgrade ? <UpgradeNotice message={state.upgrade.message} grant={state.upgrade.grant} /> : null}

        {state.transcript ? (
          <p data-testid="coach-transcript" className="rounded-lg bg-muted p-3">
            <span className="font-semibold">{t('coach.youSaid')}</span> <q dir="auto">{state.transcript}</q>
          </p>
        ) : null}

        {state.reply ? (
          <div
            data-testid="coach-reply"
            className="grid gap-1 rounded-lg border border-primary/30 bg-secondary p-3"
          >
            <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-primary">
              {t('coach.coachSaid')}
              {state.replySource === 'offline' ? (
                <Badge variant="outline" data-testid="coach-built-in-guide">
                  {t('coach.builtInGuide')}
                </Badge>
              ) : null}
            </p>
            <p dir="auto" lang={language}>
              {state.reply}
            </p>
            {state.replySource === 'offline' ? (
              <p className="text-sm text-muted-foreground">{t('coach.builtInGuideNote')}</p>
            ) : null}
          </div>
        ) : null}

        <p className="flex items-start gap-2 text-sm text-muted-foreground">
          <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-strong" />
          <span>
            {t('coach.tip')} {t('coach.phrases')}
          </span>
        </p>

        <CoachSteps
          prayerType={prayerType}
          tradition={tradition}
          language={language}
          currentStep={state.currentStep}
        />
      </CardContent>
    </Card>
  );
}
