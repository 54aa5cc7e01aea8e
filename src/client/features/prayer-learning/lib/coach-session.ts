/**
 * The voice session of the prayer coach as a pure state machine. The
 * hook that drives the microphone, recognition and speech asks it what happens next, so the turn
 * rules are tested without a browser.
 *
 *   idle --start--> listening --heard--> thinking --replied/replyFailed--> speaking --spoken--> listening
 *   any --stop--> stopped;  thinking --needsUpgrade--> stopped;  stopped --start--> listening
 *   thinking --outOfMessages--> speaking (the coach says so; next, back and repeat still work, decision 015)
 *
 * A typed message is a turn too, with or without a voice session (no microphone, no recognition):
 *   idle/stopped/listening/speaking --typed--> thinking -> speaking --spoken--> listening (voice on) or idle
 */

export type SessionStatus = 'idle' | 'listening' | 'thinking' | 'speaking' | 'stopped';
export type MicPermission = 'unknown' | 'granted' | 'denied';

export type CoachSessionState = {
  status: SessionStatus;
  permission: MicPermission;
  /** The latest thing the person said ('You said'). */
  transcript: string;
  /** The coach's latest reply, shown as well as spoken. */
  reply: string;
  /** Who wrote the reply: the AI provider, or the built-in guide from the lesson (said on screen). */
  replySource: 'ai' | 'offline' | null;
  /** Whether the microphone session is on (Start Prayer until Stop): after a reply it listens again. */
  voice: boolean;
  /** 0-based step the coach is on; the step list highlights it. */
  currentStep: number;
  /**
   * Set when the plan stands in the way: the translated server message and what the offered plans
   * must include (the lesson itself, or more AI messages).
   */
  upgrade: { message: string; grant: 'allPrayerLessons' | 'unlimitedMessages' } | null;
};

export type CoachSessionEvent =
  | { type: 'micGranted' }
  | { type: 'micDenied' }
  | { type: 'heard'; transcript: string }
  /** A message typed in the coach's text box. */
  | { type: 'typed'; text: string }
  | { type: 'replied'; text: string; currentStep: number; source?: 'ai' | 'offline' }
  | { type: 'replyFailed'; text: string }
  | { type: 'needsUpgrade'; message: string }
  | { type: 'outOfMessages'; message: string; spoken: string }
  | { type: 'spoken' }
  | { type: 'recognitionError'; error: string }
  | { type: 'stop' }
  | { type: 'resetSteps' };

export const initialCoachSession: CoachSessionState = {
  status: 'idle',
  permission: 'unknown',
  voice: false,
  transcript: '',
  reply: '',
  replySource: null,
  currentStep: 0,
  upgrade: null,
};

/** Recognition errors after which it is not restarted: the person refused, or we stopped it. */
export const NO_RESTART_ERRORS: readonly string[] = ['not-allowed', 'aborted'];

export function isSessionActive(state: CoachSessionState): boolean {
  return state.status === 'listening' || state.status === 'thinking' || state.status === 'speaking';
}

export function coachSessionReducer(state: CoachSessionState, event: CoachSessionEvent): CoachSessionState {
  switch (event.type) {
    case 'micGranted':
      if (isSessionActive(state)) return state;
      return { ...state, status: 'listening', permission: 'granted', voice: true, upgrade: null };
    case 'micDenied':
      return {
        ...state,
        status: isSessionActive(state) ? 'stopped' : state.status,
        permission: 'denied',
        voice: false,
      };
    case 'heard': {
      const transcript = event.transcript.trim();
      // Empty transcripts are ignored; so is speech heard outside the listening turn.
      if (!transcript || state.status !== 'listening') return state;
      return { ...state, status: 'thinking', transcript };
    }
    case 'typed': {
      const transcript = event.text.trim();
      // One question at a time: a typed message waits for the answer being written, not for the voice.
      if (!transcript || state.status === 'thinking') return state;
      return { ...state, status: 'thinking', transcript };
    }
    case 'replied':
      if (state.status !== 'thinking') return state;
      return {
        ...state,
        status: 'speaking',
        reply: event.text,
        replySource: event.source ?? null,
        currentStep: Math.max(0, event.currentStep),
      };
    case 'replyFailed':
      if (state.status !== 'thinking') return state;
      return { ...state, status: 'speaking', reply: event.text, replySource: null };
    case 'needsUpgrade':
      if (!isSessionActive(state)) return state;
      return {
        ...state,
        status: 'stopped',
        voice: false,
        upgrade: { message: event.message, grant: 'allPrayerLessons' },
      };
    case 'outOfMessages':
      // Only provider answers are counted (decision 015): the session goes on for the free commands.
      if (state.status !== 'thinking') return state;
      return {
        ...state,
        status: 'speaking',
        reply: event.spoken,
        replySource: null,
        upgrade: { message: event.message, grant: 'unlimitedMessages' },
      };
    case 'spoken':
      if (state.status !== 'speaking') return state;
      return { ...state, status: state.voice ? 'listening' : 'idle' };
    case 'recognitionError':
      if (event.error === 'not-allowed' || event.error === 'service-not-allowed') {
        return {
          ...state,
          status: isSessionActive(state) ? 'stopped' : state.status,
          permission: 'denied',
          voice: false,
        };
      }
      return state;
    case 'stop':
      return isSessionActive(state) ? { ...state, status: 'stopped', voice: false } : state;
    case 'resetSteps':
      return { ...state, currentStep: 0 };
  }
}

/**
 * Whether recognition starts again (after RECOGNITION_RESTART_MS) once it has ended, `lastError`
 * being the error it ended with, if any: only while the session is waiting for the person to speak,
 * never while the AI is thinking or speaking, and never after 'not-allowed' or 'aborted'.
 */
export function shouldRestartRecognition(state: CoachSessionState, lastError?: string | null): boolean {
  if (lastError && NO_RESTART_ERRORS.includes(lastError)) return false;
  return state.status === 'listening';
}
