import { Loader2, Mic, MicOff, Square, Volume2, VolumeX } from 'lucide-react';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PronunciationFeedback, QuranVerse } from '@/contracts/quran';
import { recitedPrefix } from '@/contracts/quran-scoring';
import { Button } from '@/client/components/ui/button';
import { toast } from '@/client/components/ui/use-toast';
import { ApiError } from '@/client/lib/api';
import { describeError } from '@/client/lib/errors';
import { playAudio, speakText, SPEECH_TAGS, withFallback, type Playback } from '@/client/lib/speech';
import { analyzeRecitation } from '../api/analyze-recitation';
import { getReferenceAudio } from '../api/get-reference-audio';
import { useRecitationRecorder, useRecordingCapability } from '../hooks/use-recitation-recorder';
import { feedbackLines } from '../lib/feedback-lines';
import { arabicVoiceAvailable } from '../lib/arabic-voice';
import { verseLabel } from '../lib/verse-label';
import { AccuracyBadge } from './accuracy-badge';
import { UpgradeNotice } from '@/client/components/upgrade-notice';
import { VerseWords } from './verse-words';

/**
 * The selected verse: Play (a master reciter, else the browser's Arabic voice), Practice / Stop
 * Recording / Analyzing, the verse coloured word by word after analysis, and memorisation mode.
 */
export function PracticePanel({
  verse,
  feedback,
  recordingUrl,
  onFeedback,
}: {
  verse: QuranVerse | null;
  feedback: PronunciationFeedback | undefined;
  /** The person's own kept recording of their last attempt, when they keep recordings. */
  recordingUrl: string | null;
  onFeedback: (verseId: number, feedback: PronunciationFeedback, recordingUrl: string | null) => void;
}) {
  const { t } = useTranslation('quran');
  const [analyzing, setAnalyzing] = useState(false);
  const [memorise, setMemorise] = useState(false);
  const [heardPrefix, setHeardPrefix] = useState(0);
  const [upgrade, setUpgrade] = useState<string | null>(null);
  const [referenceNotice, setReferenceNotice] = useState<'unreachableSpoken' | 'unreachableNoVoice' | null>(
    null,
  );
  const playing = useRef<Playback | null>(null);
  const recorder = useRecitationRecorder({
    onHeard: (transcript) => {
      if (verse) setHeardPrefix((old) => Math.max(old, recitedPrefix(verse.arabicText, transcript)));
    },
  });
  const recording = recorder.state === 'recording';
  const capability = useRecordingCapability();
  const capabilityId = useId();

  const revealed = useMemo(() => {
    const positions = new Set<number>();
    for (let position = 1; position <= heardPrefix; position++) positions.add(position);
    for (const word of feedback?.words ?? []) if (word.result === 'correct') positions.add(word.position);
    return positions;
  }, [heardPrefix, feedback]);

  /**
   * Play: the master reciter's recitation (decision 017). When it cannot be reached (its address not
   * given, the audio not loading), that is said, and the verse is read by the browser's Arabic voice,
   * or, on a device without one, said to be unavailable here: never a silent failure.
   */
  const play = async () => {
    if (!verse) return;
    playing.current?.cancel();
    setReferenceNotice(null);
    let stopped = false;
    const unreachable = (): Playback => {
      const spoken = arabicVoiceAvailable().then((voice) => {
        if (stopped) return;
        if (!voice) {
          setReferenceNotice('unreachableNoVoice');
          return;
        }
        setReferenceNotice('unreachableSpoken');
        const speaking = speakText(verse.arabicText, { lang: SPEECH_TAGS.ar });
        playing.current = speaking;
        return speaking.done;
      });
      return {
        done: spoken,
        cancel: () => {
          stopped = true;
        },
      };
    };
    try {
      const url = await getReferenceAudio(verse.id);
      playing.current = withFallback(playAudio(url), unreachable);
    } catch {
      playing.current = unreachable();
    }
  };

  const practice = async () => {
    if (!verse) {
      toast({ title: t('toasts.selectVerse.title'), description: t('toasts.selectVerse.description') });
      return;
    }
    playing.current?.cancel();
    setUpgrade(null);
    setHeardPrefix(0);
    const started = await recorder.start();
    if (started === 'noMicrophone')
      toast({
        title: t('toasts.noMicrophone.title'),
        description: t('recordingUnavailable.noMicrophone'),
        variant: 'destructive',
      });
    else if (started === 'refused')
      toast({
        title: t('toasts.microphone.title'),
        description: t('toasts.microphone.description'),
        variant: 'destructive',
      });
  };

  const stop = async () => {
    if (!verse) return;
    const recitation = await recorder.stop();
    setAnalyzing(true);
    try {
      const answer = await analyzeRecitation({ verseId: verse.id, ...recitation });
      onFeedback(verse.id, answer.feedback, answer.recordingUrl);
    } catch (error) {
      if (error instanceof ApiError && error.status === 402) setUpgrade(describeError(t, error));
      else
        toast({
          title: t('toasts.analysisFailed.title'),
          description: describeError(t, error, t('toasts.analysisFailed.description')),
          variant: 'destructive',
        });
    } finally {
      setAnalyzing(false);
    }
  };

  const lines = feedback ? feedbackLines(t, feedback) : null;
  const total = verse ? verse.arabicText.split(' ').length : 0;

  return (
    <section
      aria-labelledby="practice-title"
      className="grid gap-4 rounded-xl border border-border bg-card p-5 shadow-sm"
      data-testid="practice-panel"
    >
      <h2 id="practice-title" tabIndex={-1} className="text-lg font-semibold focus:outline-none">
        {verse ? verseLabel(t, verse) : t('selected')}
      </h2>
      {verse ? (
        <>
          <VerseWords
            arabicText={verse.arabicText}
            feedback={feedback ?? null}
            hidden={memorise}
            revealed={revealed}
          />
          {memorise ? (
            <p className="text-sm text-muted-foreground" data-testid="memorisation-status">
              {t('memorisation.hint')} {t('memorisation.revealed', { count: revealed.size, total })}
            </p>
          ) : (
            <>
              {verse.pronunciation && (
                <p className="text-sm italic text-muted-foreground">
                  <span className="font-medium not-italic">{t('pronunciationGuide')}: </span>
                  {verse.pronunciation}
                </p>
              )}
              {verse.translation && (
                <p className="text-sm">
                  <span className="font-medium">{t('translation')}: </span>
                  {verse.translation}
                </p>
              )}
              {verse.context && (
                <p className="text-sm text-muted-foreground">
                  <span className="font-medium">{t('context')}: </span>
                  {verse.context} ({verse.source})
                </p>
              )}
            </>
          )}
        </>
      ) : (
        <p className="text-muted-foreground">{t('noneSelected')}</p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" onClick={play} disabled={!verse || recording}>
          <Volume2 aria-hidden="true" className="rtl:-scale-x-100" />
          {t('actions.play')}
        </Button>
        {analyzing ? (
          <Button disabled>
            <Loader2 aria-hidden="true" className="animate-spin" />
            {t('actions.analyzing')}
          </Button>
        ) : recording ? (
          <Button variant="destructive" onClick={stop}>
            <Square aria-hidden="true" />
            {t('actions.stop')}
          </Button>
        ) : (
          <Button
            onClick={practice}
            // Cannot be used at all in this browser (decision 006): disabled, and the notice says why.
            // With no verse chosen it stays enabled, to say 'Select a verse first'.
            disabled={verse !== null && capability === 'unsupported'}
            aria-describedby={capability === 'ready' ? undefined : capabilityId}
          >
            <Mic aria-hidden="true" />
            {t('actions.practice')}
          </Button>
        )}
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={memorise}
            onChange={(event) => {
              setMemorise(event.target.checked);
              setHeardPrefix(0);
            }}
          />
          {t('actions.memorise')}
        </label>
      </div>
      {referenceNotice && (
        <p
          role="status"
          className="flex items-start gap-2 rounded-lg border border-gold bg-accent p-3 text-sm text-accent-foreground"
          data-testid="reference-unreachable"
        >
          <VolumeX aria-hidden="true" className="mt-0.5 size-4 shrink-0 rtl:-scale-x-100" />
          {t(`referenceRecitation.${referenceNotice}`)}
        </p>
      )}
      {capability !== 'ready' && (
        <p
          id={capabilityId}
          // A status: a microphone unplugged while the page is open is said as it happens.
          role="status"
          className="flex items-start gap-2 rounded-lg border border-gold bg-accent p-3 text-sm text-accent-foreground"
          data-testid="recording-unavailable"
        >
          <MicOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t(`recordingUnavailable.${capability}`)}
        </p>
      )}
      {upgrade && <UpgradeNotice message={upgrade} grant="quranTeacher" />}
      {feedback && lines && (
        <div className="grid gap-2" data-testid="practice-feedback" aria-live="polite">
          <div className="flex flex-wrap items-center gap-3">
            <AccuracyBadge feedback={feedback} />
            <span className="text-sm">{lines.summary}</span>
          </div>
          {lines.suggestions.length > 0 && (
            <>
              <h3 className="text-sm font-medium">{t('feedback.suggestions')}</h3>
              <ul className="list-disc ps-5 text-sm" data-testid="suggestions">
                {lines.suggestions.map((line, index) => (
                  <li key={index}>{line}</li>
                ))}
              </ul>
            </>
          )}
          <p className="text-xs text-muted-foreground" lang="ar" dir="auto">
            {t('feedback.heardAs', { transcript: feedback.transcript })}
          </p>
          {recordingUrl && (
            <figure className="grid gap-1 text-sm">
              <figcaption id="kept-recording" className="font-medium">
                {t('recordings.yours')}
              </figcaption>
              <audio
                controls
                preload="none"
                src={recordingUrl}
                aria-labelledby="kept-recording"
                data-testid="kept-recording"
              />
            </figure>
          )}
        </div>
      )}
    </section>
  );
}
