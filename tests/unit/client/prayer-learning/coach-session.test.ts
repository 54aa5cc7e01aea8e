import { describe, expect, it } from 'vitest';
import {
  coachSessionReducer,
  initialCoachSession,
  shouldRestartRecognition,
  type CoachSessionEvent,
  type CoachSessionState,
} from '@/client/features/prayer-learning/lib/coach-session';

const run = (state: CoachSessionState, ...events: CoachSessionEvent[]) =>
  events.reduce(coachSessionReducer, state);
const listening = run(initialCoachSession, { type: 'micGranted' });
const speaking = run(
  listening,
  { type: 'heard', transcript: 'next' },
  { type: 'replied', text: 'Step 2 of 25', currentStep: 1 },
);

describe('the voice session', () => {
  it('starts idle with the microphone permission unknown', () => {
    expect(initialCoachSession).toMatchObject({ status: 'idle', permission: 'unknown', currentStep: 0 });
  });

  it('listens once the microphone is allowed', () => {
    expect(listening).toMatchObject({ status: 'listening', permission: 'granted' });
  });

  it('a refused microphone leaves the session idle and says so', () => {
    expect(run(initialCoachSession, { type: 'micDenied' })).toMatchObject({
      status: 'idle',
      permission: 'denied',
    });
  });

  it('a final transcript is a turn: the person is heard and the coach thinks', () => {
    expect(run(listening, { type: 'heard', transcript: '  next  ' })).toMatchObject({
      status: 'thinking',
      transcript: 'next',
    });
  });

  it('empty transcripts are ignored', () => {
    expect(run(listening, { type: 'heard', transcript: '   ' })).toBe(listening);
  });

  it('the reply is spoken, and the highlighted step follows the coach', () => {
    expect(speaking).toMatchObject({
      status: 'speaking',
      reply: 'Step 2 of 25',
      currentStep: 1,
      transcript: 'next',
    });
  });

  it('after the reply is spoken the coach listens again', () => {
    expect(run(speaking, { type: 'spoken' }).status).toBe('listening');
  });

  it('when the coach call fails the fallback line is spoken and the step stays', () => {
    const state = run(
      listening,
      { type: 'heard', transcript: 'hello' },
      { type: 'replyFailed', text: "I'm sorry, I didn't catch that. Could you please repeat?" },
    );
    expect(state).toMatchObject({ status: 'speaking', currentStep: 0 });
    expect(state.reply).toBe("I'm sorry, I didn't catch that. Could you please repeat?");
    expect(run(state, { type: 'spoken' }).status).toBe('listening');
  });

  it('a lesson outside the plan ends the session with the upgrade offer for the lesson', () => {
    const state = run(
      listening,
      { type: 'heard', transcript: 'next' },
      { type: 'needsUpgrade', message: 'This prayer lesson is part of Premium.' },
    );
    expect(state).toMatchObject({
      status: 'stopped',
      upgrade: { message: 'This prayer lesson is part of Premium.', grant: 'allPrayerLessons' },
    });
    expect(run(state, { type: 'micGranted' })).toMatchObject({ status: 'listening', upgrade: null });
  });

  it('out of messages, the coach says so with the offer and keeps listening for next, back and repeat', () => {
    const message = 'You have used your 5 free messages this month.';
    const state = run(
      listening,
      { type: 'heard', transcript: 'why do we bow' },
      { type: 'outOfMessages', message, spoken: `${message} You can still say next.` },
    );
    expect(state).toMatchObject({
      status: 'speaking',
      reply: `${message} You can still say next.`,
      upgrade: { message, grant: 'unlimitedMessages' },
    });
    const next = run(state, { type: 'spoken' });
    expect(next).toMatchObject({ status: 'listening', upgrade: { grant: 'unlimitedMessages' } });
    // Only an answer being waited for can run out.
    expect(run(next, { type: 'outOfMessages', message, spoken: message })).toBe(next);
  });

  it('Stop Prayer ends the session from any active state, and a late answer is dropped', () => {
    for (const state of [listening, run(listening, { type: 'heard', transcript: 'next' }), speaking]) {
      expect(run(state, { type: 'stop' }).status).toBe('stopped');
    }
    const stopped = run(listening, { type: 'heard', transcript: 'next' }, { type: 'stop' });
    expect(run(stopped, { type: 'replied', text: 'late', currentStep: 4 })).toBe(stopped);
  });

  it('speech heard while the coach is thinking or speaking is not a new turn', () => {
    expect(run(speaking, { type: 'heard', transcript: 'again' })).toBe(speaking);
  });

  it("recognition's 'not-allowed' error stops the session as a refused microphone", () => {
    expect(run(listening, { type: 'recognitionError', error: 'not-allowed' })).toMatchObject({
      status: 'stopped',
      permission: 'denied',
    });
    expect(run(listening, { type: 'recognitionError', error: 'no-speech' })).toBe(listening);
  });

  it('a new prayer or tradition starts the steps from the beginning', () => {
    expect(run(speaking, { type: 'resetSteps' }).currentStep).toBe(0);
  });
});

describe('when recognition restarts', () => {
  it('restarts after it ends or errors while the coach is listening', () => {
    expect(shouldRestartRecognition(listening)).toBe(true);
    expect(shouldRestartRecognition(listening, 'no-speech')).toBe(true);
    expect(shouldRestartRecognition(listening, 'network')).toBe(true);
  });

  it("never after 'not-allowed' or 'aborted'", () => {
    expect(shouldRestartRecognition(listening, 'not-allowed')).toBe(false);
    expect(shouldRestartRecognition(listening, 'aborted')).toBe(false);
  });

  it('never while the AI is speaking or thinking, nor once the session has stopped', () => {
    expect(shouldRestartRecognition(speaking)).toBe(false);
    expect(shouldRestartRecognition(run(listening, { type: 'heard', transcript: 'next' }))).toBe(false);
    expect(shouldRestartRecognition(run(listening, { type: 'stop' }))).toBe(false);
    expect(shouldRestartRecognition(initialCoachSession)).toBe(false);
  });
});

describe('a typed message (no microphone needed)', () => {
  const denied = run(initialCoachSession, { type: 'micDenied' });

  it('is a turn without a voice session, and the coach waits for the next one without listening', () => {
    const thinking = run(denied, { type: 'typed', text: '  ne söylemeliyim  ' });
    expect(thinking).toMatchObject({ status: 'thinking', transcript: 'ne söylemeliyim', voice: false });
    const answered = run(
      thinking,
      { type: 'replied', text: 'Recite: Allahu akbar', currentStep: 1 },
      { type: 'spoken' },
    );
    expect(answered).toMatchObject({ status: 'idle', reply: 'Recite: Allahu akbar', currentStep: 1 });
    expect(shouldRestartRecognition(answered)).toBe(false);
  });

  it('in a voice session, listening resumes after the reply', () => {
    const answered = run(
      listening,
      { type: 'typed', text: 'next' },
      { type: 'replied', text: 'Step 2 of 25', currentStep: 1 },
      { type: 'spoken' },
    );
    expect(answered).toMatchObject({ status: 'listening', voice: true });
  });

  it('may interrupt a reply being spoken, but not one being written', () => {
    expect(run(speaking, { type: 'typed', text: 'back' })).toMatchObject({
      status: 'thinking',
      transcript: 'back',
    });
    const thinking = run(listening, { type: 'heard', transcript: 'next' });
    expect(run(thinking, { type: 'typed', text: 'back' })).toBe(thinking);
    expect(run(denied, { type: 'typed', text: '   ' })).toBe(denied);
  });

  it('Stop ends the voice session: a later typed turn does not start listening', () => {
    const stopped = run(listening, { type: 'stop' });
    expect(stopped).toMatchObject({ status: 'stopped', voice: false });
    expect(
      run(
        stopped,
        { type: 'typed', text: 'next' },
        { type: 'replied', text: 'Step 2', currentStep: 1 },
        { type: 'spoken' },
      ).status,
    ).toBe('idle');
  });
});
