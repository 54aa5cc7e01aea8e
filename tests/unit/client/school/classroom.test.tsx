import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/client/components/ui/use-toast';
import { SchoolPage } from '@/client/features/school/pages/school-page';
import { applyLanguage } from '@/client/lib/i18n';
import { renderWithProviders } from '../render';
import {
  GREETING,
  STILL_THERE,
  STORY_DONE,
  requestsTo,
  serveSchool,
  teacherSays,
  type Call,
} from './school-fixtures';

/**
 * The browser's recognition as a browser runs it: start() twice throws, stop() and abort() end it a
 * moment later; `say` delivers a final transcript, as a child answering.
 */
class ScriptedRecognition {
  static instances: ScriptedRecognition[] = [];
  lang = '';
  continuous = false;
  interimResults = true;
  maxAlternatives = 0;
  running = false;
  onresult: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onend: (() => void) | null = null;
  start = vi.fn(() => {
    if (this.running) throw new DOMException('already started', 'InvalidStateError');
    this.running = true;
  });
  stop = vi.fn(() => this.finish());
  abort = vi.fn(() => this.finish());
  constructor() {
    ScriptedRecognition.instances.push(this);
  }
  private finish() {
    if (!this.running) return;
    this.running = false;
    queueMicrotask(() => this.onend?.());
  }
  say(transcript: string) {
    const result = { isFinal: true, length: 1, 0: { transcript } };
    this.onresult?.({ resultIndex: 0, results: { length: 1, 0: result } });
  }
}

class FakeUtterance {
  lang = '';
  volume = 1;
  rate = 1;
  voice: unknown = null;
  onend: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(public text: string) {}
}

/** Speech synthesis whose voice finishes at once. */
const synthesis = {
  speak: vi.fn((utterance: FakeUtterance) => utterance.onend?.()),
  cancel: vi.fn(),
  getVoices: () => [],
};
const spoken = () => synthesis.speak.mock.calls.map(([utterance]) => utterance.text);
const recognition = () => ScriptedRecognition.instances.at(-1)!;
const wait = async (ms: number) => {
  act(() => vi.advanceTimersByTime(ms));
  await settle();
};
/**
 * Lets the answers of the fake server and what they start run to their end, without moving the clock
 * (Testing Library's waiting helpers wait on the faked setTimeout, so the tests settle this way).
 */
const settle = () =>
  act(async () => {
    for (let round = 0; round < 20; round += 1) await new Promise((resolve) => setImmediate(resolve));
  });
const conversation = (calls: Call[]) =>
  requestsTo(calls, '/api/sunday-school/conversation') as { message: string; noResponseCount: number }[];

function microphone(granted: boolean) {
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: {
      getUserMedia: vi.fn(async () => {
        if (!granted) throw new DOMException('Permission denied', 'NotAllowedError');
        return { getTracks: () => [] };
      }),
    },
  });
}

/** Opens /sunday-school, names the child, opens the class of age group `ageGroup` and starts it. */
async function startClass(ageGroup = '5-7') {
  renderWithProviders(<SchoolPage />);
  await screen.findByTestId('school-subscribed');
  fireEvent.change(screen.getByLabelText("Child's Name"), { target: { value: 'Yusuf' } });
  fireEvent.change(screen.getByLabelText('Age Group'), { target: { value: ageGroup } });
  fireEvent.change(screen.getByLabelText('Islamic Tradition'), { target: { value: 'sunni' } });
  await screen.findByText('The Five Pillars of Islam');
  fireEvent.click(screen.getAllByRole('button', { name: 'Start 120-Min Class' })[0]!);
  await screen.findByTestId('classroom');
  // From here the page's clock moves only when the test moves it.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  fireEvent.click(screen.getByRole('button', { name: 'Start Class' }));
  await settle();
  screen.getByText(GREETING);
}

const indicator = () => screen.getByTestId('classroom-indicator');

/**
 * The toast layer is loaded with the first toast, and React shows a newly loaded part after a pause
 * on the (here stopped) clock: it is loaded once, on the running clock, before the tests.
 */
beforeAll(async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ message: 'Signed out' }, { status: 401 })),
  );
  renderWithProviders(<main />);
  const shown = toast({ title: 'The toast layer is loaded' });
  await screen.findByTestId('toast');
  shown.dismiss();
  await waitFor(() => expect(screen.queryByTestId('toast')).toBeNull());
  cleanup();
  vi.unstubAllGlobals();
});

beforeEach(async () => {
  localStorage.clear();
  await applyLanguage('english', { persist: false });
  ScriptedRecognition.instances = [];
  synthesis.speak.mockClear();
  synthesis.cancel.mockClear();
  vi.stubGlobal('SpeechRecognition', ScriptedRecognition);
  vi.stubGlobal('speechSynthesis', synthesis);
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  microphone(true);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

describe('the classroom', () => {
  it('Start Class: the greeting is spoken, listening starts after 2 s in en-US, not while the teacher speaks', async () => {
    const calls = serveSchool();
    await startClass();
    expect(requestsTo(calls, '/api/sunday-school/sessions')).toEqual([
      { classId: 11, studentName: 'Yusuf', ageGroup: '5-7' },
    ]);
    // The greeting goes to the provider's voice with its token; without a provider, the browser says it.
    expect(requestsTo(calls, '/api/generate-speech')).toEqual([
      { text: GREETING, language: 'en', speechToken: teacherSays(GREETING).speechToken },
    ]);
    expect(spoken()).toEqual([GREETING]);
    expect((synthesis.speak.mock.calls[0]![0] as FakeUtterance).lang).toBe('en-US');
    expect(screen.getByRole('heading', { name: 'Interactive Classroom' })).toBeTruthy();

    await wait(1999);
    expect(recognition().start).not.toHaveBeenCalled();
    expect(indicator().textContent).toBe('');
    await wait(1);
    expect(recognition().start).toHaveBeenCalledTimes(1);
    expect(recognition()).toMatchObject({
      lang: 'en-US',
      continuous: true,
      interimResults: false,
      maxAlternatives: 1,
    });
    expect(indicator().textContent).toBe('Listening...');
  });

  it('an answer: the activity completed with both toasts, the header and the side cards follow, listening resumes 1 s after the teacher', async () => {
    const calls = serveSchool({
      handler: (url) => (url === '/api/sunday-school/conversation' ? Response.json(STORY_DONE) : undefined),
    });
    await startClass();
    await wait(2000);
    act(() => recognition().say('I love playing football with my brother'));
    // Listening is suspended while the turn is answered and the teacher speaks.
    expect(recognition().stop).toHaveBeenCalledTimes(1);
    expect(screen.getByText('I love playing football with my brother')).toBeTruthy();
    await settle();
    expect(screen.getByText(STORY_DONE.response)).toBeTruthy();
    expect(conversation(calls)).toEqual([
      expect.objectContaining({
        sessionId: 41,
        message: 'I love playing football with my brother',
        noResponseCount: 0,
        studentName: 'Yusuf',
        studentAge: '5-7',
        lessonId: 11,
        activityType: 'general',
        conversationHistory: [{ type: 'teacher', content: GREETING }],
      }),
    ]);

    const toast = screen.getByTestId('toast');
    expect(toast.textContent).toContain('Activity Completed!');
    expect(toast.textContent).toContain('Great job! You earned 10 points!');
    expect(screen.getByTestId('classroom-points').textContent).toBe('10');
    expect(screen.getByTestId('classroom-badges').textContent).toBe('1');
    expect(screen.getByTestId('classroom-progress').textContent).toBe('20%');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('20');
    const activity = screen.getByTestId('classroom-activity-card');
    expect(within(activity).getByText('What holds up the house?')).toBeTruthy();
    expect(within(activity).getByText('Questions')).toBeTruthy();
    expect(within(screen.getByTestId('classroom-badges-card')).getByText('Story Listener')).toBeTruthy();
    const today = screen.getByTestId('classroom-today-card');
    expect(within(today).getByTestId('classroom-activitiesCompleted').textContent).toBe('1');
    expect(within(today).getByTestId('classroom-pointsEarned').textContent).toBe('10');
    expect(within(today).getByTestId('classroom-badgesEarned').textContent).toBe('1');

    expect(spoken()).toEqual([GREETING, STORY_DONE.response]);
    await wait(999);
    expect(recognition().start).toHaveBeenCalledTimes(1);
    await wait(1);
    expect(recognition().start).toHaveBeenCalledTimes(2);

    // One toast at a time: the badge's follows once the activity's has had its time.
    await wait(3999);
    expect(screen.queryByText('Badge Earned!')).toBeNull();
    await wait(1);
    const badge = screen.getByText('Badge Earned!');
    expect(badge.closest('[data-testid="toast"]')!.textContent).toContain('Story Listener');
  });

  it('a silent child of 5-7 gets a no-response prompt after 15 s, counted, and the count resets when they speak', async () => {
    const calls = serveSchool();
    await startClass();
    await wait(2000);
    expect(recognition().start).toHaveBeenCalledTimes(1);

    await wait(14_999);
    expect(conversation(calls)).toEqual([]);
    await wait(1);
    expect(conversation(calls)).toEqual([expect.objectContaining({ message: '', noResponseCount: 1 })]);
    expect(screen.getByText(STILL_THERE.response)).toBeTruthy();
    expect(spoken()).toContain(STILL_THERE.response);

    // 1 s after the prompt listening starts again, and the silence is counted from there.
    await wait(1000);
    await wait(15_000);
    expect(conversation(calls).map((call) => call.noResponseCount)).toEqual([1, 2]);
    expect(spoken().filter((text) => text === STILL_THERE.response)).toHaveLength(2);

    await wait(1000);
    act(() => recognition().say('five'));
    await settle();
    expect(conversation(calls)).toHaveLength(3);
    expect(conversation(calls)[2]).toMatchObject({ message: 'five', noResponseCount: 0 });
    expect(spoken().filter((text) => text === STILL_THERE.response)).toHaveLength(3);
    await wait(1000 + 14_999);
    expect(conversation(calls)).toHaveLength(3);
    await wait(1);
    expect(conversation(calls)[3]).toMatchObject({ message: '', noResponseCount: 1 });
  });

  it('waits 25 s for a child of 11-13', async () => {
    const calls = serveSchool();
    await startClass('11-13');
    await wait(2000 + 24_999);
    expect(conversation(calls)).toEqual([]);
    await wait(1);
    expect(conversation(calls)).toEqual([expect.objectContaining({ message: '', noResponseCount: 1 })]);
  });

  it('End Class stops listening, the voice and the timers, ends the class and returns to the class list', async () => {
    const calls = serveSchool();
    await startClass();
    await wait(2000);
    fireEvent.click(screen.getByRole('button', { name: 'End Class' }));
    expect(recognition().abort).toHaveBeenCalled();
    expect(synthesis.cancel).toHaveBeenCalled();
    await settle();
    expect(requestsTo(calls, '/api/sunday-school/sessions/41/end')).toHaveLength(1);
    expect(screen.queryByTestId('classroom')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Available Classes' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'AI Islamic School' }));

    // Nothing of the class goes on: no prompt after the silence, no listening.
    await wait(60_000);
    expect(conversation(calls)).toEqual([]);
    expect(recognition().start).toHaveBeenCalledTimes(1);
  });

  it('a typed answer takes the same turn, and a failed turn says the spec line', async () => {
    const calls = serveSchool({
      handler: (url) =>
        url === '/api/sunday-school/conversation'
          ? Response.json({ message: 'Busy' }, { status: 503 })
          : undefined,
    });
    await startClass();
    await wait(2000);
    const box = screen.getByLabelText('Type your answer');
    fireEvent.change(box, { target: { value: 'Five pillars' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await settle();
    expect(conversation(calls)).toHaveLength(1);
    expect(conversation(calls)[0]).toMatchObject({ message: 'Five pillars', noResponseCount: 0 });
    expect((box as HTMLInputElement).value).toBe('');
    const fallback = "I'm sorry, I didn't understand that. Can you try again?";
    expect(screen.getByText(fallback)).toBeTruthy();
    expect(spoken()).toContain(fallback);
    // The client's own line is not the provider's to speak.
    expect(requestsTo(calls, '/api/generate-speech')).toHaveLength(1);
  });

  it('shows the picture a reply asks for, and goes on without one that cannot be drawn', async () => {
    const scene = 'A friendly cartoon shelter held up by five colourful pillars';
    const story = teacherSays(
      'Once upon a time, a little girl called Maryam watched her grandfather build.',
      {
        activityType: 'story',
        shouldGenerateImage: true,
        imagePrompt: scene,
      },
    );
    let drawn = 0;
    const calls = serveSchool({
      handler: (url) => {
        if (url === '/api/sunday-school/conversation') return Response.json(story);
        if (url !== '/api/sunday-school/generate-image') return undefined;
        drawn += 1;
        return drawn === 1
          ? Response.json({ imageUrl: 'data:image/png;base64,iVBORw0KGgo=', description: scene })
          : Response.json({ message: 'The picture could not be drawn' }, { status: 503 });
      },
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await startClass();
    await wait(2000);
    act(() => recognition().say('I love playing football'));
    await settle();
    expect(requestsTo(calls, '/api/sunday-school/generate-image')).toEqual([
      {
        sessionId: 41,
        description: scene,
        ageGroup: '5-7',
        topic: 'pillars-of-islam',
        lessonTitle: 'The Five Pillars of Islam',
      },
    ]);
    const picture = screen.getByRole('img', { name: scene });
    expect(picture.getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=');

    await wait(1000);
    act(() => recognition().say('I liked it'));
    await settle();
    expect(requestsTo(calls, '/api/sunday-school/generate-image')).toHaveLength(2);
    expect(screen.getAllByRole('img', { name: scene })).toHaveLength(1);
    expect(screen.getAllByText(story.response)).toHaveLength(2);
    expect(warn).toHaveBeenCalled();
  });

  it("without speech recognition: 'Browser Not Supported', and the class is taken by typing", async () => {
    vi.stubGlobal('SpeechRecognition', undefined);
    const calls = serveSchool({
      handler: (url) => (url === '/api/sunday-school/conversation' ? Response.json(STORY_DONE) : undefined),
    });
    renderWithProviders(<SchoolPage />);
    await screen.findByTestId('school-subscribed');
    fireEvent.change(screen.getByLabelText("Child's Name"), { target: { value: 'Yusuf' } });
    fireEvent.change(screen.getByLabelText('Age Group'), { target: { value: '5-7' } });
    fireEvent.change(screen.getByLabelText('Islamic Tradition'), { target: { value: 'sunni' } });
    await screen.findByText('The Five Pillars of Islam');
    fireEvent.click(screen.getAllByRole('button', { name: 'Start 120-Min Class' })[0]!);
    const notice = await screen.findByTestId('classroom-unsupported');
    expect(notice.textContent).toContain('Browser Not Supported');
    expect(notice.textContent).toContain('Chrome, Firefox or Safari');

    fireEvent.click(screen.getByRole('button', { name: 'Start Class' }));
    await screen.findByText(GREETING);
    await waitFor(() => expect(spoken()).toEqual([GREETING]));
    fireEvent.change(screen.getByLabelText('Type your answer'), { target: { value: 'Playing football' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText(STORY_DONE.response);
    expect(conversation(calls)[0]).toMatchObject({ message: 'Playing football' });
  });

  it("a refused microphone: the destructive toast 'Microphone Access', and the class goes on", async () => {
    microphone(false);
    serveSchool();
    await startClass();
    await settle();
    const toast = screen.getByTestId('toast');
    expect(toast.textContent).toContain('Microphone Access');
    expect(toast.textContent).toContain('Please enable microphone access to talk with your teacher!');
    expect(toast.className).toContain('destructive');
    await wait(2000);
    expect(ScriptedRecognition.instances).toHaveLength(0);
    expect((screen.getByLabelText('Type your answer') as HTMLInputElement).disabled).toBe(false);
  });
});
