import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuranVerse } from '@/contracts/quran';
import { PracticePanel } from '@/client/features/quran/components/practice-panel';
import { eachTestInEnglish, renderWithProviders } from '../render';

const verse: QuranVerse = {
  id: 1,
  surahNumber: 1,
  surahName: 'Al-Fatiha',
  surahNameArabic: 'الفاتحة',
  verseNumber: 1,
  difficulty: 'beginner',
  arabicText: 'بِسْمِ اللَّهِ الرَّحْمَٰنِ الرَّحِيمِ',
  pronunciation: null,
  englishTranslation: 'In the name of Allah',
  translation: 'In the name of Allah',
  context: null,
  source: null,
  free: true,
};

const UNSUPPORTED =
  'This browser cannot record, so pronunciation practice is not available here. Try a recent Chrome, Edge, Safari or Firefox. You can still listen to each verse and ask the teacher.';
const NO_MICROPHONE =
  'No microphone was found. Connect one to practice pronunciation; you can still listen to each verse and ask the teacher.';

/**
 * A browser with a microphone API and a recorder; `devices` is what it lists without a permission.
 * Returns the list's answer, to wait for it.
 */
function browserThatRecords(devices: MediaDeviceKind[], getUserMedia = vi.fn()) {
  vi.stubGlobal('MediaRecorder', class {});
  const listed = Promise.resolve(devices.map((kind) => ({ kind, deviceId: '', label: '', groupId: '' })));
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: {
      getUserMedia,
      enumerateDevices: () => listed,
      addEventListener: () => {},
      removeEventListener: () => {},
    },
  });
  return listed;
}

eachTestInEnglish();

beforeEach(() => {
  // Signed out: the providers ask who is signed in; nothing else is fetched.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{"message":"You must be signed in"}', { status: 401 })),
  );
  return () => {
    Reflect.deleteProperty(navigator, 'mediaDevices');
  };
});

const renderPanel = () =>
  renderWithProviders(
    <PracticePanel verse={verse} feedback={undefined} recordingUrl={null} onFeedback={() => {}} />,
  );

describe('Quran practice when the browser cannot record', () => {
  it('says so before anything is pressed, and Practice cannot be used (a browser without recording)', async () => {
    renderPanel();
    const notice = await screen.findByTestId('recording-unavailable');
    expect(notice.textContent).toBe(UNSUPPORTED);
    const practice = screen.getByRole('button', { name: 'Practice' });
    expect((practice as HTMLButtonElement).disabled).toBe(true);
    expect(practice.getAttribute('aria-describedby')).toBe(notice.id);
  });

  it('says up front that no microphone was found, from the device list alone', async () => {
    const getUserMedia = vi.fn();
    browserThatRecords(['audiooutput'], getUserMedia);
    renderPanel();
    expect((await screen.findByTestId('recording-unavailable')).textContent).toBe(NO_MICROPHONE);
    // Found without asking for the microphone.
    expect(getUserMedia).not.toHaveBeenCalled();
  });

  it('with a microphone shows no warning; a refusal is still said after Practice', async () => {
    const getUserMedia = vi.fn(async () => {
      throw new DOMException('Permission denied', 'NotAllowedError');
    });
    const listed = browserThatRecords(['audioinput', 'audiooutput'], getUserMedia);
    renderPanel();
    const practice = screen.getByRole('button', { name: 'Practice' });
    // The list has been read and its answer rendered.
    await act(() => listed);
    expect(screen.queryByTestId('recording-unavailable')).toBeNull();
    expect(getUserMedia).not.toHaveBeenCalled();

    fireEvent.click(practice);
    const toast = await screen.findByTestId('toast');
    expect(within(toast).getByText('Microphone access denied')).toBeTruthy();
    expect(within(toast).getByText('Please allow microphone access to practice pronunciation')).toBeTruthy();
  });

  it('says that no microphone was found when the one listed cannot be opened, not that access was denied', async () => {
    const getUserMedia = vi.fn(async () => {
      throw new DOMException('Requested device not found', 'NotFoundError');
    });
    browserThatRecords(['audioinput'], getUserMedia);
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Practice' }));
    const toast = (await screen.findByText('No microphone found')).closest('[data-testid="toast"]')!;
    expect(within(toast as HTMLElement).getByText(NO_MICROPHONE)).toBeTruthy();
    expect(within(toast as HTMLElement).queryByText('Microphone access denied')).toBeNull();
  });
});

describe("Practice with no verse chosen (the spec's toast)", () => {
  it("says 'Select a verse first', even in a browser that cannot record", async () => {
    renderWithProviders(
      <PracticePanel verse={null} feedback={undefined} recordingUrl={null} onFeedback={() => {}} />,
    );
    const practice = screen.getByRole('button', { name: 'Practice' });
    expect((practice as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(practice);
    const toast = await screen.findByTestId('toast');
    expect(within(toast).getByText('Select a verse first')).toBeTruthy();
    expect(within(toast).getByText('Please choose a verse to practice pronunciation')).toBeTruthy();
  });
});

const SPOKEN_INSTEAD =
  "The reference recitation could not be reached, so your browser's Arabic voice reads the verse instead.";
const NOT_PLAYABLE =
  'The reference recitation could not be reached and this device has no Arabic voice, so the verse cannot be played here. You can still read it and practise it.';

/** The browser's speech synthesis with these voices; returns what it was asked to say. */
function speechWithVoices(langs: string[]) {
  const spoken: { text: string; lang: string }[] = [];
  vi.stubGlobal(
    'SpeechSynthesisUtterance',
    class {
      lang = '';
      voice: unknown = null;
      volume = 1;
      rate = 1;
      onend: (() => void) | null = null;
      onerror: (() => void) | null = null;
      constructor(public text: string) {}
    },
  );
  Object.defineProperty(window, 'speechSynthesis', {
    configurable: true,
    value: {
      getVoices: () => langs.map((lang) => ({ lang, name: lang })),
      speak: (utterance: { text: string; lang: string }) =>
        spoken.push({ text: utterance.text, lang: utterance.lang }),
      cancel: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
    },
  });
  return spoken;
}

/** The server gives the recitation's address; the browser cannot load it (offline, blocked, gone). */
function recitationThatCannotLoad() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url === '/api/quran/audio/1'
        ? Response.json({ audioUrl: 'https://everyayah.example/Alafasy_128kbps/001001.mp3' })
        : new Response('{"message":"You must be signed in"}', { status: 401 }),
    ),
  );
  const loaded: string[] = [];
  vi.stubGlobal(
    'Audio',
    class {
      volume = 1;
      playbackRate = 1;
      onended: (() => void) | null = null;
      onerror: (() => void) | null = null;
      constructor(url: string) {
        loaded.push(url);
      }
      play() {
        return Promise.reject(
          new DOMException('Failed to load because no supported source was found.', 'NotSupportedError'),
        );
      }
      pause() {}
      removeAttribute() {}
    },
  );
  return loaded;
}

describe('a reference recitation that cannot be reached is never a silent failure', () => {
  beforeEach(() => () => {
    Reflect.deleteProperty(window, 'speechSynthesis');
  });

  it('says so, and the browser reads the verse in Arabic when it has an Arabic voice', async () => {
    const loaded = recitationThatCannotLoad();
    const spoken = speechWithVoices(['en-US', 'ar-SA']);
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect((await screen.findByTestId('reference-unreachable')).textContent).toBe(SPOKEN_INSTEAD);
    expect(loaded).toEqual(['https://everyayah.example/Alafasy_128kbps/001001.mp3']);
    expect(spoken).toEqual([{ text: verse.arabicText, lang: 'ar-SA' }]);
  });

  it('says the verse cannot be played here when there is no Arabic voice', async () => {
    recitationThatCannotLoad();
    const spoken = speechWithVoices(['en-US']);
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    const notice = await screen.findByTestId('reference-unreachable');
    expect(notice.textContent).toBe(NOT_PLAYABLE);
    expect(notice.getAttribute('role')).toBe('status');
    expect(spoken).toEqual([]);
  });

  it("says so too when the recitation's address cannot be had (the request fails)", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const spoken = speechWithVoices(['ar-EG']);
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect((await screen.findByTestId('reference-unreachable')).textContent).toBe(SPOKEN_INSTEAD);
    expect(spoken).toEqual([{ text: verse.arabicText, lang: 'ar-SA' }]);
  });
});
