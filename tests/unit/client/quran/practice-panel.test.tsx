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
