import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PrayerTeachingStep } from '@/contracts/prayer-lessons';
import { useLessonPlayer } from '@/client/features/prayer-learning/hooks/use-lesson-player';
import { remainingStepDelayMs } from '@/client/features/prayer-learning/lib/lesson-player';

/** What the browser was asked to say. */
class FakeUtterance {
  lang = '';
  volume = 1;
  rate = 1;
  onend: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly text: string) {}
}

// Every step is spoken by the browser's voice (no audio address, no Arabic voice); the test counts
// what is spoken. The voice never reports an end: only the lesson's own clock moves it on.
const synthesis = { getVoices: () => [], speak: vi.fn<(utterance: FakeUtterance) => void>(), cancel: vi.fn() };

const step = (name: string, duration: number): PrayerTeachingStep => ({
  step: name,
  title: name,
  instruction: `Do the ${name}.`,
  arabicText: '',
  transliteration: '',
  translation: '',
  audioUrl: '',
  duration,
  posture: 'standing',
  rakah: 1,
  reference: '',
  optional: false,
});

const steps = [step('takbir', 3000), step('qiyam', 3000), step('ruku', 3000)];

function renderPlayer() {
  const view = renderHook(() => useLessonPlayer(steps, 'en'));
  const stepIndex = () => view.result.current.state.stepIndex;
  const playing = () => view.result.current.state.playing;
  const dispatch = (event: Parameters<typeof view.result.current.dispatch>[0]) =>
    act(() => view.result.current.dispatch(event));
  const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
  return { stepIndex, playing, dispatch, wait };
}

const spoken = () => synthesis.speak.mock.calls.map(([utterance]) => utterance);
const spokenTexts = () => spoken().map((utterance) => utterance.text);

beforeEach(() => {
  vi.useFakeTimers();
  synthesis.speak.mockClear();
  vi.stubGlobal('speechSynthesis', synthesis);
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a speed change in the middle of a step', () => {
  it('keeps the time already played: 1 s of a 3 s step at 1x, then 2x, advances 1 s later', () => {
    const player = renderPlayer();
    player.dispatch({ type: 'play' });
    player.wait(1000);
    player.dispatch({ type: 'setSpeed', speed: 2 });
    player.wait(999);
    expect(player.stepIndex()).toBe(0);
    player.wait(1);
    expect(player.stepIndex()).toBe(1);
  });

  it('slowing down stretches only the rest: 1 s at 2x, then 0.5x, advances 2 s later', () => {
    const player = renderPlayer();
    player.dispatch({ type: 'setSpeed', speed: 2 });
    player.dispatch({ type: 'play' });
    player.wait(1000);
    player.dispatch({ type: 'setSpeed', speed: 0.5 });
    player.wait(1999);
    expect(player.stepIndex()).toBe(0);
    player.wait(1);
    expect(player.stepIndex()).toBe(1);
  });

  it('does not replay the step: its speech starts once, and the next step is spoken at the new speed', () => {
    const player = renderPlayer();
    player.dispatch({ type: 'play' });
    player.wait(1000);
    player.dispatch({ type: 'setSpeed', speed: 2 });
    player.dispatch({ type: 'setSpeed', speed: 1.5 });
    expect(spokenTexts()).toEqual(['Do the takbir.']);

    player.wait(1334);
    expect(player.stepIndex()).toBe(1);
    expect(spokenTexts()).toEqual(['Do the takbir.', 'Do the qiyam.']);
    expect(spoken()[1]?.rate).toBe(1.5);
  });

  it('the next step runs its full duration at the new speed', () => {
    const player = renderPlayer();
    player.dispatch({ type: 'play' });
    player.wait(2000);
    player.dispatch({ type: 'setSpeed', speed: 2 });
    player.wait(500);
    expect(player.stepIndex()).toBe(1);
    player.wait(1499);
    expect(player.stepIndex()).toBe(1);
    player.wait(1);
    expect(player.stepIndex()).toBe(2);
  });

  it('Pause, then Play, starts the step again; a jump starts the new step from its beginning', () => {
    const player = renderPlayer();
    player.dispatch({ type: 'play' });
    player.wait(2000);
    player.dispatch({ type: 'pause' });
    player.wait(10_000);
    player.dispatch({ type: 'play' });
    player.wait(2999);
    expect(player.stepIndex()).toBe(0);
    player.wait(1);
    expect(player.stepIndex()).toBe(1);

    player.wait(2000);
    player.dispatch({ type: 'jump', stepIndex: 2 });
    player.wait(2999);
    expect(player.playing()).toBe(true);
    player.wait(1);
    expect(player.playing()).toBe(false);
    expect(player.stepIndex()).toBe(2);
    expect(spokenTexts()).toEqual(['Do the takbir.', 'Do the takbir.', 'Do the qiyam.', 'Do the ruku.']);
  });

  it('computes what is left of a step from the content time already played', () => {
    expect(remainingStepDelayMs(3000, 2, 1000)).toBe(1000);
    expect(remainingStepDelayMs(3000, 0.5, 2000)).toBe(2000);
    expect(remainingStepDelayMs(undefined, 1, 1000)).toBe(2000);
    expect(remainingStepDelayMs(3000, 1, 5000)).toBe(0);
  });
});
