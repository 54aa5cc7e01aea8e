import { describe, expect, it } from 'vitest';
import {
  DEFAULT_STEP_DURATION_MS,
  initialPlayerState,
  playerReducer,
  stepDelayMs,
  stepProgress,
  stepTimeMs,
  type PlayerEvent,
  type PlayerState,
} from '@/client/features/prayer-learning/lib/lesson-player';

const run = (state: PlayerState, ...events: PlayerEvent[]) => events.reduce(playerReducer, state);

describe('the lesson player', () => {
  it('begins at step 1, not playing, at 1x with sound', () => {
    expect(initialPlayerState(5)).toEqual({
      stepIndex: 0,
      stepCount: 5,
      playing: false,
      speed: 1,
      muted: false,
      finished: false,
    });
  });

  it('each step lasts its duration divided by the speed; 3000 ms when it has none', () => {
    expect(stepDelayMs(12_000, 1)).toBe(12_000);
    expect(stepDelayMs(12_000, 2)).toBe(6000);
    expect(stepDelayMs(12_000, 0.5)).toBe(24_000);
    expect(stepDelayMs(9000, 1.5)).toBe(6000);
    expect(stepDelayMs(undefined, 1)).toBe(DEFAULT_STEP_DURATION_MS);
    expect(stepDelayMs(0, 2)).toBe(1500);
  });

  it('Play starts auto-advance: an elapsed step moves to the next one and keeps playing', () => {
    const state = run(initialPlayerState(3), { type: 'play' }, { type: 'tick' });
    expect(state).toMatchObject({ stepIndex: 1, playing: true });
  });

  it('on the last step playing stops, the lesson stays there and is finished', () => {
    const state = run(
      initialPlayerState(3),
      { type: 'play' },
      { type: 'tick' },
      { type: 'tick' },
      { type: 'tick' },
    );
    expect(state).toMatchObject({ stepIndex: 2, playing: false, finished: true });
    expect(run(state, { type: 'tick' })).toMatchObject({ stepIndex: 2, playing: false, finished: true });
  });

  it('Finish lesson finishes only on the last step; review, restart, a jump or Play leave the finished state', () => {
    expect(run(initialPlayerState(3), { type: 'finish' }).finished).toBe(false);
    const finished = run(
      initialPlayerState(3),
      { type: 'jump', stepIndex: 2 },
      { type: 'play' },
      { type: 'finish' },
    );
    expect(finished).toMatchObject({ stepIndex: 2, playing: false, finished: true });
    expect(run(finished, { type: 'review' })).toMatchObject({ stepIndex: 2, finished: false });
    expect(run(finished, { type: 'restart' })).toMatchObject({ stepIndex: 0, finished: false });
    expect(run(finished, { type: 'jump', stepIndex: 1 })).toMatchObject({ stepIndex: 1, finished: false });
    expect(run(finished, { type: 'play' })).toMatchObject({ playing: true, finished: false });
  });

  it('a tick while paused does nothing', () => {
    const state = run(initialPlayerState(3), { type: 'tick' });
    expect(state).toMatchObject({ stepIndex: 0, playing: false });
  });

  it('Pause stops playback where it is', () => {
    const state = run(initialPlayerState(4), { type: 'play' }, { type: 'tick' }, { type: 'pause' });
    expect(state).toMatchObject({ stepIndex: 1, playing: false });
    expect(run(state, { type: 'tick' }).stepIndex).toBe(1);
  });

  it('Restart returns to step 1 and stops', () => {
    const state = run(
      initialPlayerState(4),
      { type: 'play' },
      { type: 'tick' },
      { type: 'tick' },
      { type: 'restart' },
    );
    expect(state).toMatchObject({ stepIndex: 0, playing: false });
  });

  it('a numbered step button jumps to that step, playing or not', () => {
    expect(run(initialPlayerState(5), { type: 'jump', stepIndex: 3 })).toMatchObject({
      stepIndex: 3,
      playing: false,
    });
    expect(run(initialPlayerState(5), { type: 'play' }, { type: 'jump', stepIndex: 4 })).toMatchObject({
      stepIndex: 4,
      playing: true,
    });
  });

  it('a jump outside the lesson is ignored', () => {
    const start = initialPlayerState(5);
    expect(run(start, { type: 'jump', stepIndex: 5 })).toBe(start);
    expect(run(start, { type: 'jump', stepIndex: -1 })).toBe(start);
  });

  it('offers the speeds 0.5x, 1x, 1.5x and 2x only', () => {
    expect(run(initialPlayerState(2), { type: 'setSpeed', speed: 2 }).speed).toBe(2);
    expect(run(initialPlayerState(2), { type: 'setSpeed', speed: 0.5 }).speed).toBe(0.5);
    expect(run(initialPlayerState(2), { type: 'setSpeed', speed: 3 as 2 }).speed).toBe(1);
  });

  it('mutes and unmutes without touching playback', () => {
    const muted = run(initialPlayerState(2), { type: 'play' }, { type: 'toggleMute' });
    expect(muted).toMatchObject({ muted: true, playing: true });
    expect(run(muted, { type: 'toggleMute' }).muted).toBe(false);
  });

  it('an empty lesson cannot play', () => {
    expect(run(initialPlayerState(0), { type: 'play' }).playing).toBe(false);
  });

  it('shows steps before the current one as done and after it as upcoming', () => {
    expect([0, 1, 2].map((index) => stepProgress(index, 1))).toEqual(['done', 'current', 'upcoming']);
  });
});

describe('the lesson offered after a finished one', () => {
  it('is the next level of the same prayer, then the next prayer at Advanced, and none after Isha at Advanced', async () => {
    const { nextLessonAfter } = await import('@/client/features/prayer-learning/lib/choices');
    const base = { tradition: 'shia', language: 'tr' } as const;
    expect(nextLessonAfter({ ...base, prayerType: 'fajr', level: 1 })).toEqual({
      ...base,
      prayerType: 'fajr',
      level: 2,
    });
    expect(nextLessonAfter({ ...base, prayerType: 'fajr', level: 3 })).toEqual({
      ...base,
      prayerType: 'dhuhr',
      level: 3,
    });
    expect(nextLessonAfter({ ...base, prayerType: 'maghrib', level: 3 })).toEqual({
      ...base,
      prayerType: 'isha',
      level: 3,
    });
    expect(nextLessonAfter({ ...base, prayerType: 'isha', level: 3 })).toBeNull();
  });
});

describe('Previous and Next, and the time a step takes', () => {
  it('move one step back or on within the lesson, playing or not, and leave the finished state', () => {
    const playing = run(initialPlayerState(3), { type: 'play' }, { type: 'next' });
    expect(playing).toMatchObject({ stepIndex: 1, playing: true });
    expect(run(playing, { type: 'next' }, { type: 'next' }).stepIndex).toBe(2);
    expect(run(playing, { type: 'previous' }, { type: 'previous' }).stepIndex).toBe(0);
    const finished = run(initialPlayerState(3), { type: 'jump', stepIndex: 2 }, { type: 'finish' });
    expect(run(finished, { type: 'previous' })).toMatchObject({ stepIndex: 1, finished: false });
  });

  it('a step takes its duration, or the time to read its instruction (60 ms a character) when longer', () => {
    expect(stepTimeMs({ duration: 9000, instruction: 'Say Allahu akbar.' })).toBe(9000);
    expect(stepTimeMs({ duration: 9000, instruction: 'x'.repeat(200) })).toBe(12_000);
    expect(stepTimeMs({ duration: 0, instruction: 'Bow.' })).toBe(DEFAULT_STEP_DURATION_MS);
    // Characters, not UTF-16 units: the Arabic and Urdu lessons read at the same pace.
    expect(stepTimeMs({ duration: 1000, instruction: 'ا'.repeat(100) })).toBe(6000);
  });
});
