import { useEffect, useEffectEvent, useReducer, useRef } from 'react';
import type { LessonLanguage, PrayerTeachingStep } from '@/contracts/prayer-lessons';
import { stepSound, stepSpeech } from '../lib/audio-source';
import { initialPlayerState, playerReducer, remainingStepDelayMs, stepTimeMs } from '../lib/lesson-player';
import { hasArabicVoice, playAudio, speakText, withFallback, type Playback } from '@/client/lib/speech';

/** The sound of one step: its recording when it has a usable one, else (or when that fails) speech. */
function playStep(step: PrayerTeachingStep, lessonLanguage: LessonLanguage, rate: number): Playback {
  const speech = () => {
    const plan = stepSpeech(step, { hasArabicVoice: hasArabicVoice(), lessonLanguage });
    return plan
      ? speakText(plan.text, { lang: plan.lang, rate })
      : { done: Promise.resolve(), cancel: () => {} };
  };
  const sound = stepSound(step);
  return sound.kind === 'file' ? withFallback(playAudio(sound.url, { rate }), speech) : speech();
}

/** How much of the step on screen has played, in content milliseconds (time at 1x). */
type StepClock = { step: PrayerTeachingStep; elapsedMs: number };

/**
 * The lesson player: the pure `playerReducer` plus its two effects, the
 * auto-advance timer (the step's time / speed, `stepTimeMs`) and the current step's sound while
 * playing and not muted. The sound never moves the lesson on: without a speech voice it plays the same.
 */
export function useLessonPlayer(steps: readonly PrayerTeachingStep[], lessonLanguage: LessonLanguage) {
  const [state, dispatch] = useReducer(playerReducer, steps.length, initialPlayerState);
  const step = steps[state.stepIndex];
  const clock = useRef<StepClock | null>(null);

  // A speed change reschedules the advance but keeps the content time the step has played, so the
  // step does not start over. A new step, Pause, Restart or a jump start the clock again.
  useEffect(() => {
    if (!state.playing || !step) {
      clock.current = null;
      return;
    }
    if (clock.current?.step !== step) clock.current = { step, elapsedMs: 0 };
    const run = clock.current;
    const speed = state.speed;
    const startedAt = Date.now();
    const timer = setTimeout(
      () => dispatch({ type: 'tick' }),
      remainingStepDelayMs(stepTimeMs(step), speed, run.elapsedMs),
    );
    return () => {
      clearTimeout(timer);
      run.elapsedMs += (Date.now() - startedAt) * speed;
    };
  }, [state.playing, state.speed, step]);

  // The speed is read when a step's sound starts, not followed: a change applies from the next
  // sound on instead of replaying this one from the beginning.
  const speedNow = useEffectEvent(() => state.speed);
  useEffect(() => {
    if (!state.playing || state.muted || !step) return;
    const sound = playStep(step, lessonLanguage, speedNow());
    sound.done.catch(() => {});
    return () => sound.cancel();
  }, [state.playing, state.muted, step, lessonLanguage]);

  return { state, step, dispatch };
}
