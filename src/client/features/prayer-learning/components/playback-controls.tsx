import { Pause, Play, RotateCcw, Volume2, VolumeX } from 'lucide-react';
import { useId, type Dispatch } from 'react';
import type { LessonLanguage } from '@/contracts/prayer-lessons';
import { Button } from '@/client/components/ui/button';
import { cn } from '@/client/lib/utils';
import { PLAYBACK_SPEEDS, type PlayerEvent, type PlayerState } from '../lib/lesson-player';
import { formatNumber } from '../lib/format';
import { useLessonTranslation } from '../hooks/use-lesson-translation';

/** Play or Pause, Restart, mute/unmute and the speed choice of the lesson player. */
export function PlaybackControls({
  state,
  dispatch,
  language,
}: {
  state: PlayerState;
  dispatch: Dispatch<PlayerEvent>;
  language: LessonLanguage;
}) {
  const { t } = useLessonTranslation(language);
  const speedLabelId = useId();
  return (
    <div className="flex flex-wrap items-center gap-3" data-testid="lesson-controls">
      {state.playing ? (
        <Button size="lg" onClick={() => dispatch({ type: 'pause' })} data-testid="lesson-pause">
          <Pause aria-hidden="true" />
          {t('pause')}
        </Button>
      ) : (
        <Button size="lg" onClick={() => dispatch({ type: 'play' })} data-testid="lesson-play">
          <Play aria-hidden="true" />
          {t('play')}
        </Button>
      )}
      <Button
        size="lg"
        variant="outline"
        onClick={() => dispatch({ type: 'restart' })}
        data-testid="lesson-restart"
      >
        <RotateCcw aria-hidden="true" />
        {t('restart')}
      </Button>
      <Button
        size="lg"
        variant="outline"
        onClick={() => dispatch({ type: 'toggleMute' })}
        data-testid="lesson-mute"
        data-muted={state.muted}
      >
        {state.muted ? <VolumeX aria-hidden="true" /> : <Volume2 aria-hidden="true" />}
        {state.muted ? t('unmute') : t('mute')}
      </Button>
      <div role="group" aria-labelledby={speedLabelId} className="flex items-center gap-2">
        <span id={speedLabelId} className="text-sm font-semibold">
          {t('speed')}
        </span>
        <div className="inline-flex rounded-md border border-input bg-card p-0.5">
          {PLAYBACK_SPEEDS.map((speed) => (
            <button
              key={speed}
              type="button"
              aria-pressed={state.speed === speed}
              onClick={() => dispatch({ type: 'setSpeed', speed })}
              data-testid={`lesson-speed-${speed}`}
              className={cn(
                'min-h-9 min-w-12 rounded px-2 text-sm font-semibold',
                state.speed === speed
                  ? 'bg-primary text-primary-foreground'
                  : 'text-foreground hover:bg-muted',
              )}
            >
              <bdi dir="ltr">{t('speedValue', { value: formatNumber(speed, language) })}</bdi>
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
