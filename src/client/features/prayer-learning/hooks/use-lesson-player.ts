import { useEffect, useReducer } from 'react';
import type { LessonLanguage, PrayerTeachingStep } from '@/contracts/prayer-lessons';
import { stepSound, stepSpeech } from '../lib/audio-source';
import { initialPlayerState, playerReducer, stepDelayMs } from '../lib/lesson-player';
import { hasArabicVoice, playAudio, speakText, withFallback, type Playback } from '../lib/speech';

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

/**
 * The lesson player (spec 2 section 4.3): the pure `playerReducer` plus its two effects, the
 * auto-advance timer (duration / speed) and the current step's sound while playing and not muted.
 */
export function useLessonPlayer(steps: readonly PrayerTeachingStep[], lessonLanguage: LessonLanguage) {
  const [state, dispatch] = useReducer(playerReducer, steps.length, initialPlayerState);
  const step = steps[state.stepIndex];

  useEffect(() => {
    if (!state.playing || !step) return;
    const timer = setTimeout(() => dispatch({ type: 'tick' }), stepDelayMs(step.duration, state.speed));
    return () => clearTimeout(timer);
  }, [state.playing, state.speed, step]);

  useEffect(() => {
    if (!state.playing || state.muted || !step) return;
    const sound = playStep(step, lessonLanguage, state.speed);
    sound.done.catch(() => {});
    return () => sound.cancel();
  }, [state.playing, state.muted, state.speed, step, lessonLanguage]);

  return { state, step, dispatch };
}
