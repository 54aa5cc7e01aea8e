import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messageBody } from '@/contracts/catalogue';
import { platformMessages } from '@/contracts/messages/platform';
import { prayerLearningMessages } from '@/contracts/messages/prayer-learning';
import { PLANS } from '@/contracts/plans';
import type { CoachResponse } from '@/contracts/prayer-coach';
import { PrayerTeacherPage } from '@/client/features/prayer-learning/pages/prayer-teacher-page';
import { applyLanguage } from '@/client/lib/i18n';
import { member } from '../fixtures';
import { renderWithProviders } from '../render';

const reply: CoachResponse = {
  response: 'Step 2 of 25: Opening takbir. Raise both hands and say Allahu akbar.',
  currentStep: 1,
  stepTitle: 'Opening takbir',
  source: 'offline',
  lesson: 'Fajr, Sunni, level 2',
  reference: 'Sahih al-Bukhari 757',
  language: 'en',
  speechToken: 'speech-token-of-step-2',
};

/** The browser's recognition, driven by the test: `say` delivers one final transcript. */
class FakeRecognition {
  static instances: FakeRecognition[] = [];
  lang = '';
  continuous = false;
  interimResults = false;
  maxAlternatives = 1;
  onresult: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onend: (() => void) | null = null;
  start = vi.fn();
  stop = vi.fn();
  abort = vi.fn();
  constructor() {
    FakeRecognition.instances.push(this);
  }
  say(transcript: string) {
    const result = { isFinal: true, length: 1, 0: { transcript } };
    this.onresult?.({ resultIndex: 0, results: { length: 1, 0: result } });
  }
}

/** An audio element that starts playing (or refuses to) and records whether it was paused. */
class FakeAudio {
  static instances: FakeAudio[] = [];
  static refuse = false;
  volume = 1;
  playbackRate = 1;
  onended: (() => void) | null = null;
  onerror: (() => void) | null = null;
  play = vi.fn(() => (FakeAudio.refuse ? Promise.reject(new Error('NotAllowedError')) : Promise.resolve()));
  pause = vi.fn();
  removeAttribute = vi.fn();
  constructor(public src: string) {
    FakeAudio.instances.push(this);
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

const synthesis = { speak: vi.fn(), cancel: vi.fn(), getVoices: () => [] };

type Handler = (url: string) => Response | undefined;
function serve(handler: Handler = () => undefined) {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
    const handled = handler(url);
    if (handled) return handled;
    if (url === '/api/auth/user') return Response.json(member);
    if (url.startsWith('/api/prayer-instructions/')) return Response.json({ prayerSteps: [] });
    if (url === '/api/ai-prayer-coach') return Response.json(reply);
    if (url === '/api/generate-speech') {
      return new Response(new Blob(['ID3'], { type: 'audio/mpeg' }), {
        headers: { 'content-type': 'audio/mpeg' },
      });
    }
    return Response.json({ message: 'Not found' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const speechRequests = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls
    .filter(([url]) => url === '/api/generate-speech')
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

const recognition = () => FakeRecognition.instances.at(-1)!;
const audio = () => FakeAudio.instances.at(-1)!;

function choose(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** Opens the coach, starts a session and says `transcript`, as a person would. */
async function askTheCoach(transcript = 'next step') {
  const view = renderWithProviders(<PrayerTeacherPage />);
  choose('Prayer Type', 'fajr');
  choose('Islamic Tradition', 'sunni');
  fireEvent.click(screen.getByRole('button', { name: 'Start Voice Coaching' }));
  fireEvent.click(screen.getByTestId('coach-start'));
  await waitFor(() => expect(recognition().start).toHaveBeenCalled());
  act(() => recognition().say(transcript));
  return view;
}

/** Waits until the provider's audio of the reply is playing. */
async function providerAudioPlaying() {
  await waitFor(() => expect(FakeAudio.instances.at(-1)?.play).toHaveBeenCalled());
  return audio();
}

beforeEach(async () => {
  localStorage.clear();
  await applyLanguage('english', { persist: false });
  FakeRecognition.instances = [];
  FakeAudio.instances = [];
  FakeAudio.refuse = false;
  synthesis.speak.mockClear();
  synthesis.cancel.mockClear();
  vi.stubGlobal('SpeechRecognition', FakeRecognition);
  vi.stubGlobal('Audio', FakeAudio);
  vi.stubGlobal('speechSynthesis', synthesis);
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:coach-reply');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: vi.fn(async () => ({ getTracks: () => [] })) },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

describe('the coach page keeps the keyboard focus', () => {
  it('Start Voice Coaching and Back to Setup move the focus to the heading of the view that opens', async () => {
    serve();
    renderWithProviders(<PrayerTeacherPage />);
    choose('Prayer Type', 'fajr');
    choose('Islamic Tradition', 'sunni');
    const start = screen.getByRole('button', { name: 'Start Voice Coaching' });
    start.focus();
    fireEvent.click(start);
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'AI Prayer Coach' }));

    fireEvent.click(screen.getByRole('button', { name: 'Back to Setup' }));
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { level: 1, name: 'Setup Your AI Prayer Coach' }),
    );
  });
});

describe("the voice coach's spoken reply", () => {
  it("asks the provider to speak the reply with the reply's speech token, then listens again", async () => {
    const fetchMock = serve();
    await askTheCoach();
    const sound = await providerAudioPlaying();
    expect(speechRequests(fetchMock)).toEqual([
      { text: reply.response, language: 'en', speechToken: 'speech-token-of-step-2' },
    ]);
    expect(sound.src).toBe('blob:coach-reply');
    expect(screen.getByTestId('coach-reply').textContent).toContain(reply.response);
    expect(recognition().start).toHaveBeenCalledTimes(1);

    act(() => sound.onended?.());
    await waitFor(() => expect(recognition().start).toHaveBeenCalledTimes(2));
    expect(synthesis.speak).not.toHaveBeenCalled();
  });

  it("Stop Prayer stops the provider's spoken reply, and no browser voice takes over", async () => {
    serve();
    await askTheCoach();
    const sound = await providerAudioPlaying();

    fireEvent.click(screen.getByTestId('coach-stop'));
    expect(sound.pause).toHaveBeenCalled();
    expect(recognition().abort).toHaveBeenCalled();
    await act(async () => {});
    expect(synthesis.speak).not.toHaveBeenCalled();
    expect(screen.getByTestId('coach-start')).toBeTruthy();
  });

  it("Back to Setup stops the provider's spoken reply", async () => {
    serve();
    await askTheCoach();
    const sound = await providerAudioPlaying();

    fireEvent.click(screen.getByTestId('coach-back'));
    expect(sound.pause).toHaveBeenCalled();
    expect(screen.getByTestId('coach-setup')).toBeTruthy();
  });

  it("leaving the page stops the provider's spoken reply", async () => {
    serve();
    const view = await askTheCoach();
    const sound = await providerAudioPlaying();

    view.unmount();
    expect(sound.pause).toHaveBeenCalled();
  });

  it("when the provider's audio cannot play, the browser's voice says the reply, and Stop silences it", async () => {
    serve();
    FakeAudio.refuse = true;
    await askTheCoach();
    await waitFor(() => expect(synthesis.speak).toHaveBeenCalledTimes(1));
    const [utterance] = synthesis.speak.mock.calls[0] as [FakeUtterance];
    expect(utterance.text).toBe(reply.response);
    expect(utterance.lang).toBe('en-US');

    synthesis.cancel.mockClear();
    fireEvent.click(screen.getByTestId('coach-stop'));
    expect(synthesis.cancel).toHaveBeenCalled();
  });

  it('when no provider can speak, the browser says the reply', async () => {
    serve((url) => (url === '/api/generate-speech' ? Response.json({ fallback: 'browser' }) : undefined));
    await askTheCoach();
    await waitFor(() => expect(synthesis.speak).toHaveBeenCalledTimes(1));
    expect((synthesis.speak.mock.calls[0] as [FakeUtterance])[0].text).toBe(reply.response);
    expect(FakeAudio.instances).toHaveLength(0);
  });

  it("the client's own fallback line goes to the browser's voice, without asking the provider", async () => {
    const fetchMock = serve((url) =>
      url === '/api/ai-prayer-coach' ? Response.json({ message: 'down' }, { status: 503 }) : undefined,
    );
    await askTheCoach();
    await waitFor(() => expect(synthesis.speak).toHaveBeenCalledTimes(1));
    expect((synthesis.speak.mock.calls[0] as [FakeUtterance])[0].text).toBe(
      prayerLearningMessages.coachFallback.text,
    );
    expect(speechRequests(fetchMock)).toEqual([]);
  });
});

describe('out of AI messages (decision 015)', () => {
  it('says so with the plans that give more messages, and keeps listening for the free commands', async () => {
    serve((url) => {
      if (url === '/api/ai-prayer-coach')
        return Response.json(messageBody(platformMessages.quotaExceeded), { status: 402 });
      if (url === '/api/subscription/plans')
        return Response.json({
          plans: Object.values(PLANS),
          payments: { provider: 'demo', publishableKey: null },
        });
      return undefined;
    });
    await askTheCoach('why do we bow');
    await waitFor(() => expect(synthesis.speak).toHaveBeenCalledTimes(1));
    const said = (synthesis.speak.mock.calls[0] as [FakeUtterance])[0].text;
    expect(said).toBe(
      'You have used your 5 free messages this month. Upgrade to Premium for unlimited messages. ' +
        'You can still say next, back or repeat to go through the steps.',
    );
    const notice = screen.getByTestId('upgrade-notice');
    expect(notice.textContent).toContain('You have used your 5 free messages this month.');
    expect((await screen.findByTestId('upgrade-offer-premium')).textContent).toBe('Premium · $7/month');
    expect(screen.getByTestId('upgrade-offer-premium').getAttribute('href')).toBe('/pricing');
    expect(screen.getByTestId('upgrade-offer-everything').getAttribute('href')).toBe('/subscription');
    expect(screen.queryByText('The session has ended. Press Start Prayer to continue.')).toBeNull();

    // The session goes on: once the line is said, the coach listens again.
    act(() => (synthesis.speak.mock.calls[0] as [FakeUtterance])[0].onend?.());
    await waitFor(() => expect(recognition().start).toHaveBeenCalledTimes(2));
    expect(screen.getByTestId('coach-status').getAttribute('data-status')).toBe('listening');
    expect(screen.getByTestId('coach-stop')).toBeTruthy();
  });

  it('shows when the built-in guide answered', async () => {
    serve();
    await askTheCoach();
    await providerAudioPlaying();
    expect(screen.getByTestId('coach-built-in-guide').textContent).toBe('Built-in guide');
    expect(screen.getByTestId('coach-reply').textContent).toContain('no AI wrote this reply');
  });
});

/** Opens the coach for the Fajr lesson, as a person would, without starting a voice session. */
function openTheCoach() {
  const view = renderWithProviders(<PrayerTeacherPage />);
  choose('Prayer Type', 'fajr');
  choose('Islamic Tradition', 'sunni');
  fireEvent.click(screen.getByRole('button', { name: 'Start Voice Coaching' }));
  return view;
}

/** Types a message in the coach's text box and sends it. */
function type(message: string) {
  fireEvent.change(screen.getByRole('textbox', { name: 'Type your question or command' }), {
    target: { value: message },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
}

const coachRequests = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls
    .filter(([url]) => url === '/api/ai-prayer-coach')
    .map(([, init]) => JSON.parse(String(init?.body)) as { message: string; currentStep: number });

describe('type or speak: the text box', () => {
  it('without speech recognition or speech voices, a typed question gets the answer on screen', async () => {
    vi.stubGlobal('SpeechRecognition', undefined);
    vi.stubGlobal('speechSynthesis', undefined);
    const fetchMock = serve((url) =>
      url === '/api/generate-speech' ? Response.json({ fallback: 'browser' }) : undefined,
    );
    openTheCoach();
    expect(screen.getByRole('heading', { name: 'Voice Coach Not Available' })).toBeTruthy();
    expect(screen.queryByTestId('coach-start')).toBeNull();
    expect(screen.getByTestId('coach-status').textContent).toBe(
      'Type a question or a command to your coach.',
    );

    type('  ne söylemeliyim ');
    await waitFor(() => expect(screen.getByTestId('coach-reply').textContent).toContain(reply.response));
    expect(coachRequests(fetchMock)).toEqual([
      expect.objectContaining({ message: 'ne söylemeliyim', currentStep: 0 }),
    ]);
    expect(screen.getByTestId('coach-transcript').textContent).toBe('You said: ne söylemeliyim');
    expect(
      (screen.getByRole('textbox', { name: 'Type your question or command' }) as HTMLInputElement).value,
    ).toBe('');
    // Nothing to say it with: the turn ends at once, ready for the next question, and the step moved.
    await waitFor(() => expect(screen.getByTestId('coach-status').getAttribute('data-status')).toBe('idle'));

    type('next');
    await waitFor(() => expect(coachRequests(fetchMock)).toHaveLength(2));
    expect(coachRequests(fetchMock)[1]).toMatchObject({ message: 'next', currentStep: 1 });
  });

  it('when the microphone is refused, the text box still takes the question', async () => {
    const fetchMock = serve((url) =>
      url === '/api/generate-speech' ? Response.json({ fallback: 'browser' }) : undefined,
    );
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: vi.fn(async () => Promise.reject(new Error('NotAllowedError'))) },
    });
    openTheCoach();
    fireEvent.click(screen.getByTestId('coach-start'));
    expect((await screen.findByTestId('mic-denied')).textContent).toContain('Microphone access is required');
    expect(alert).toHaveBeenCalledTimes(1);

    type('what do I say?');
    await waitFor(() => expect(screen.getByTestId('coach-reply').textContent).toContain(reply.response));
    expect(coachRequests(fetchMock).map((body) => body.message)).toEqual(['what do I say?']);
    // No voice session: the spoken reply ends the turn without listening.
    act(() => (synthesis.speak.mock.calls[0] as [FakeUtterance])[0].onend?.());
    await waitFor(() => expect(screen.getByTestId('coach-status').getAttribute('data-status')).toBe('idle'));
    expect(FakeRecognition.instances).toHaveLength(0);
  });

  it('in a voice session, a typed question is one turn: recognition pauses, then listens again', async () => {
    const fetchMock = serve((url) =>
      url === '/api/generate-speech' ? Response.json({ fallback: 'browser' }) : undefined,
    );
    openTheCoach();
    fireEvent.click(screen.getByTestId('coach-start'));
    await waitFor(() => expect(recognition().start).toHaveBeenCalledTimes(1));

    type('tekrar et');
    expect(recognition().stop).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(synthesis.speak).toHaveBeenCalledTimes(1));
    expect(coachRequests(fetchMock).map((body) => body.message)).toEqual(['tekrar et']);
    act(() => (synthesis.speak.mock.calls[0] as [FakeUtterance])[0].onend?.());
    await waitFor(() => expect(recognition().start).toHaveBeenCalledTimes(2));
    expect(screen.getByTestId('coach-status').getAttribute('data-status')).toBe('listening');
  });

  it('Send waits for a message', () => {
    serve();
    openTheCoach();
    expect(screen.getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(true);
  });
});
