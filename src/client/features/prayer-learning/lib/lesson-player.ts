/**
 * The lesson player as a pure state machine. The page owns the timer and
 * the audio; this module only says where the lesson is and what a control or an elapsed step does.
 */

export const DEFAULT_STEP_DURATION_MS = 3000;
export const PLAYBACK_SPEEDS = [0.5, 1, 1.5, 2] as const;
export type PlaybackSpeed = (typeof PLAYBACK_SPEEDS)[number];

export type PlayerState = {
  /** 0-based index of the step on screen. */
  stepIndex: number;
  stepCount: number;
  playing: boolean;
  speed: PlaybackSpeed;
  muted: boolean;
  /**
   * The lesson has been played to its end (the last step's time ran out while playing) or the person
   * finished it on the last step: the page shows the finished state instead of the steps.
   */
  finished: boolean;
};

export type PlayerEvent =
  | { type: 'play' }
  | { type: 'pause' }
  | { type: 'restart' }
  | { type: 'jump'; stepIndex: number }
  /** The Previous and Next buttons: one step back or on, playing or not. */
  | { type: 'previous' }
  | { type: 'next' }
  /** The current step's time has run out while playing. */
  | { type: 'tick' }
  | { type: 'setSpeed'; speed: PlaybackSpeed }
  | { type: 'toggleMute' }
  /** "Finish lesson" on the last step. */
  | { type: 'finish' }
  /** Back from the finished state to the lesson's steps. */
  | { type: 'review' };

/** The lesson begins at step 1, not playing, at normal speed with sound. */
export function initialPlayerState(stepCount: number): PlayerState {
  return { stepIndex: 0, stepCount, playing: false, speed: 1, muted: false, finished: false };
}

/** Whether the step on screen is the lesson's last (where "Finish lesson" is offered). */
export function onLastStep(state: PlayerState): boolean {
  return state.stepCount > 0 && state.stepIndex === state.stepCount - 1;
}

export function playerReducer(state: PlayerState, event: PlayerEvent): PlayerState {
  switch (event.type) {
    case 'play':
      return state.stepCount > 0 ? { ...state, playing: true, finished: false } : state;
    case 'pause':
      return { ...state, playing: false };
    case 'restart':
      return { ...state, stepIndex: 0, playing: false, finished: false };
    case 'jump': {
      if (!Number.isInteger(event.stepIndex) || event.stepIndex < 0 || event.stepIndex >= state.stepCount) {
        return state;
      }
      return { ...state, stepIndex: event.stepIndex, finished: false };
    }
    case 'previous':
      return state.stepIndex > 0 ? { ...state, stepIndex: state.stepIndex - 1, finished: false } : state;
    case 'next':
      return state.stepIndex < state.stepCount - 1
        ? { ...state, stepIndex: state.stepIndex + 1, finished: false }
        : state;
    case 'tick': {
      if (!state.playing) return state;
      if (state.stepIndex >= state.stepCount - 1) return { ...state, playing: false, finished: true };
      return { ...state, stepIndex: state.stepIndex + 1 };
    }
    case 'setSpeed':
      return PLAYBACK_SPEEDS.includes(event.speed) ? { ...state, speed: event.speed } : state;
    case 'toggleMute':
      return { ...state, muted: !state.muted };
    case 'finish':
      return onLastStep(state) ? { ...state, playing: false, finished: true } : state;
    case 'review':
      return { ...state, finished: false };
  }
}

/** How long a step stays on screen while playing: its duration (default 3000 ms) divided by the speed. */
export function stepDelayMs(durationMs: number | undefined, speed: PlaybackSpeed): number {
  return remainingStepDelayMs(durationMs, speed, 0);
}

/**
 * The time to read a text: 60 ms a character (about 1,000 characters a minute, the pace of a speech
 * voice at 1x), so a step is never gone before its instruction can be read or said.
 */
export const READING_MS_PER_CHARACTER = 60;

/**
 * A step's time at 1x (decision 025): its curated duration (default 3000 ms) or the time to read its
 * instruction, whichever is longer. The page's timer, never the end of the step's speech, moves the
 * lesson on, so it plays the same in a browser without a speech voice.
 */
export function stepTimeMs(step: { duration?: number; instruction: string }): number {
  const duration = step.duration && step.duration > 0 ? step.duration : DEFAULT_STEP_DURATION_MS;
  return Math.max(duration, [...step.instruction.trim()].length * READING_MS_PER_CHARACTER);
}

/**
 * How long a step still stays on screen when `elapsedMs` of its content time (time at 1x) has
 * already played: a speed change mid-step keeps what has played and only changes the pace of the rest.
 */
export function remainingStepDelayMs(
  durationMs: number | undefined,
  speed: PlaybackSpeed,
  elapsedMs: number,
): number {
  const duration = durationMs && durationMs > 0 ? durationMs : DEFAULT_STEP_DURATION_MS;
  return Math.max(0, duration - elapsedMs) / speed;
}

export type StepProgress = 'done' | 'current' | 'upcoming';

export function stepProgress(stepIndex: number, currentIndex: number): StepProgress {
  if (stepIndex < currentIndex) return 'done';
  return stepIndex === currentIndex ? 'current' : 'upcoming';
}
