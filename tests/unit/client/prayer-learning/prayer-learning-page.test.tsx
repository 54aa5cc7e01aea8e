import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { messageBody } from '@/contracts/catalogue';
import { prayerLearningMessages } from '@/contracts/messages/prayer-learning';
import { PLANS } from '@/contracts/plans';
import type { PrayerTeachingResponse, PrayerTeachingStep } from '@/contracts/prayer-lessons';
import { PrayerLearningPage } from '@/client/features/prayer-learning/pages/prayer-learning-page';
import { applyLanguage } from '@/client/lib/i18n';
import { member } from '../fixtures';
import { eachTestInEnglish, renderWithProviders } from '../render';

const step = (
  name: string,
  title: string,
  posture: PrayerTeachingStep['posture'],
  duration: number,
): PrayerTeachingStep => ({
  step: name,
  title,
  instruction: `Do the ${name}.`,
  arabicText: name === 'takbir' ? 'اللَّهُ أَكْبَرُ' : '',
  transliteration: name === 'takbir' ? 'Allahu akbar' : '',
  translation: name === 'takbir' ? 'Allah is the Greatest.' : '',
  audioUrl: '',
  duration,
  posture,
  rakah: 1,
  reference: name === 'takbir' ? 'Sahih al-Bukhari 757' : '',
  optional: false,
});

const lesson: PrayerTeachingResponse = {
  prayerType: 'fajr',
  tradition: 'sunni',
  level: 1,
  language: 'en',
  sources: ['Sahih al-Bukhari'],
  prayerSteps: [
    step('takbir', 'Opening takbir', 'standing', 4000),
    step('ruku', 'Bowing', 'ruku', 6000),
    step('sujud', 'Prostration', 'sujud', 6000),
  ],
};

type Handler = (url: string) => Response | undefined;
function serve(handler: Handler = () => undefined) {
  const fetchMock = vi.fn(async (url: string) => {
    const handled = handler(url);
    if (handled) return handled;
    if (url === '/api/auth/user') return Response.json(member);
    if (url.startsWith('/api/prayer-teaching?')) return Response.json(lesson);
    if (url === '/api/subscription/plans')
      return Response.json({
        plans: Object.values(PLANS),
        payments: { provider: 'demo', publishableKey: null },
      });
    return Response.json({ message: 'Not found' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPage() {
  renderWithProviders(<PrayerLearningPage />);
}

function choose(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function setUp(language?: string) {
  choose('Prayer Type', 'fajr');
  choose('Islamic Tradition', 'sunni');
  choose('Learning Level', '1');
  if (language) choose('Interface Language', language);
}

const indicator = () => screen.getByTestId('lesson-step-indicator');

eachTestInEnglish();

describe('the interactive prayer lesson', () => {
  it('starts only when prayer, tradition and level are chosen, and fetches only then', async () => {
    const fetchMock = serve();
    renderPage();
    const start = screen.getByRole('button', { name: 'Start Lesson' });
    expect(start.hasAttribute('disabled')).toBe(true);
    choose('Prayer Type', 'fajr');
    choose('Islamic Tradition', 'sunni');
    expect(start.hasAttribute('disabled')).toBe(true);
    choose('Learning Level', '1');
    expect(start.hasAttribute('disabled')).toBe(false);
    expect(fetchMock.mock.calls.some(([url]) => url.startsWith('/api/prayer-teaching'))).toBe(false);

    fireEvent.click(start);
    expect(await screen.findByText('Opening takbir')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain(
      '/api/prayer-teaching?prayerType=fajr&tradition=sunni&level=1&language=en',
    );
    expect(indicator().textContent).toBe('Step 1 of 3');
    expect(screen.getByText('اللَّهُ أَكْبَرُ').getAttribute('lang')).toBe('ar');
    expect(screen.getByText('Allahu akbar')).toBeTruthy();
    expect(screen.getByText('Sahih al-Bukhari 757')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Body posture: Standing (qiyam)' })).toBeTruthy();
  });

  it('plays step after step at duration / speed, ends in the finished state, and Play again goes back to step 1', async () => {
    serve();
    renderPage();
    setUp();
    fireEvent.click(screen.getByRole('button', { name: 'Start Lesson' }));
    await screen.findByText('Opening takbir');

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: '2x' }));
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    act(() => vi.advanceTimersByTime(1999));
    expect(indicator().textContent).toBe('Step 1 of 3');
    act(() => vi.advanceTimersByTime(1));
    expect(indicator().textContent).toBe('Step 2 of 3');
    expect(screen.getByRole('img', { name: 'Body posture: Bowing (ruku)' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(3000));
    expect(indicator().textContent).toBe('Step 3 of 3');
    act(() => vi.advanceTimersByTime(2999));
    expect(indicator().textContent).toBe('Step 3 of 3');
    act(() => vi.advanceTimersByTime(1));

    // The finished state: what was learned, what next, and the ways on; focus on its heading.
    const heading = screen.getByRole('heading', { name: 'Lesson complete' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByTestId('lesson-finished-summary').textContent).toBe(
      'You have gone through all 3 steps of the Fajr prayer lesson (Sunni · Beginner).',
    );
    expect(
      [...screen.getByTestId('lesson-learned').querySelectorAll('li')].map((li) => li.textContent),
    ).toEqual(['Opening takbir']);
    expect(screen.getByTestId('lesson-next-text').textContent).toBe(
      'Take the Fajr lesson again at the Intermediate level, with shorter reminders.',
    );
    expect(screen.getByRole('link', { name: 'Practise with the voice coach' }).getAttribute('href')).toBe(
      '/prayer-teacher',
    );
    expect(screen.queryByTestId('lesson-step-indicator')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Play again' }));
    expect(indicator().textContent).toBe('Step 1 of 3');
    expect(screen.getByTestId('lesson-step-button-1').getAttribute('aria-current')).toBe('step');
  });

  it('a numbered button jumps; Pause stops the advance', async () => {
    serve();
    renderPage();
    setUp();
    fireEvent.click(screen.getByRole('button', { name: 'Start Lesson' }));
    await screen.findByText('Opening takbir');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    fireEvent.click(screen.getByTestId('lesson-step-button-3'));
    expect(indicator().textContent).toBe('Step 3 of 3');
    expect(screen.getByTestId('lesson-step-button-1').getAttribute('data-progress')).toBe('done');
    fireEvent.click(screen.getByTestId('lesson-step-button-2'));
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    act(() => vi.advanceTimersByTime(60_000));
    expect(indicator().textContent).toBe('Step 2 of 3');
    expect(screen.getByTestId('lesson-step-button-3').getAttribute('data-progress')).toBe('upcoming');
  });

  it('Finish lesson on the last step, then Review the steps and Next lesson (the next level)', async () => {
    const fetchMock = serve();
    renderPage();
    setUp();
    fireEvent.click(screen.getByRole('button', { name: 'Start Lesson' }));
    await screen.findByText('Opening takbir');
    expect(screen.queryByRole('button', { name: 'Finish lesson' })).toBeNull();
    fireEvent.click(screen.getByTestId('lesson-step-button-3'));
    fireEvent.click(screen.getByRole('button', { name: 'Finish lesson' }));
    expect(screen.getByRole('heading', { name: 'Lesson complete' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Review the steps' }));
    expect(indicator().textContent).toBe('Step 3 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Finish lesson' }));

    fireEvent.click(screen.getByRole('button', { name: 'Next lesson: Fajr · Intermediate' }));
    expect(await screen.findByText('Opening takbir')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain(
      '/api/prayer-teaching?prayerType=fajr&tradition=sunni&level=2&language=en',
    );
    expect(indicator().textContent).toBe('Step 1 of 3');
  });

  it('the finished state speaks the lesson language (Turkish)', async () => {
    serve();
    renderPage();
    setUp('tr');
    fireEvent.click(screen.getByRole('button', { name: 'Start Lesson' }));
    await screen.findByText('Opening takbir');
    fireEvent.click(screen.getByTestId('lesson-step-button-3'));
    fireEvent.click(screen.getByRole('button', { name: 'Dersi bitir' }));
    expect(screen.getByRole('heading', { name: 'Ders tamamlandı' })).toBeTruthy();
    expect(screen.getByTestId('lesson-finished-summary').textContent).toBe(
      'Sabah namazı dersinin 3 adımının hepsini tamamladınız (Sünni · Başlangıç).',
    );
    expect(screen.getByRole('button', { name: 'Sonraki ders: Sabah · Orta' })).toBeTruthy();
  });

  it('in Arabic the next level is named as Arabic says it ("بمستوى متوسط", not "في المستوى متوسط")', async () => {
    serve();
    renderPage();
    setUp('ar');
    fireEvent.click(screen.getByRole('button', { name: 'Start Lesson' }));
    await screen.findByText('Opening takbir');
    fireEvent.click(screen.getByTestId('lesson-step-button-3'));
    fireEvent.click(screen.getByRole('button', { name: 'إنهاء الدرس' }));
    expect(screen.getByTestId('lesson-next-text').textContent).toBe(
      'أعد درس صلاة الفجر بمستوى متوسط، بتذكيرات أقصر.',
    );
  });

  it("the player's text is in the lesson language, Indonesian included", async () => {
    serve();
    renderPage();
    setUp('id');
    fireEvent.click(screen.getByRole('button', { name: 'Start Lesson' }));
    await screen.findByText('Opening takbir');
    expect(indicator().textContent).toBe('Langkah 1 dari 3');
    expect(screen.getByRole('button', { name: 'Putar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Kembali ke Pengaturan' })).toBeTruthy();
  });

  it('Back to Setup clears the three choices', async () => {
    serve();
    renderPage();
    setUp();
    fireEvent.click(screen.getByRole('button', { name: 'Start Lesson' }));
    await screen.findByText('Opening takbir');
    fireEvent.click(screen.getByRole('button', { name: 'Back to Setup' }));
    expect((screen.getByLabelText('Prayer Type') as HTMLSelectElement).value).toBe('');
    expect((screen.getByLabelText('Learning Level') as HTMLSelectElement).value).toBe('');
    expect(screen.getByRole('button', { name: 'Start Lesson' }).hasAttribute('disabled')).toBe(true);
  });

  it('Start Lesson and Back to Setup move the keyboard focus to the heading of the view that opens', async () => {
    serve();
    renderPage();
    setUp();
    const start = screen.getByRole('button', { name: 'Start Lesson' });
    start.focus();
    fireEvent.click(start);
    const lessonHeading = await screen.findByRole('heading', { level: 1, name: 'Fajr Prayer Lesson' });
    expect(document.activeElement).toBe(lessonHeading);

    fireEvent.click(screen.getByRole('button', { name: 'Back to Setup' }));
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { level: 1, name: 'Interactive Prayer Lesson' }),
    );
  });

  it('a failed load offers Try Again', async () => {
    let fail = true;
    serve((url) =>
      url.startsWith('/api/prayer-teaching') && fail ? new Response('down', { status: 503 }) : undefined,
    );
    renderPage();
    setUp();
    fireEvent.click(screen.getByRole('button', { name: 'Start Lesson' }));
    expect(await screen.findByText('Unable to Load Prayer Content')).toBeTruthy();
    expect(screen.getByText('Please check your connection and try again.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Opening takbir')).toBeTruthy();
  });

  it('a lesson outside the free plan shows the upgrade offer in the interface language', async () => {
    serve((url) =>
      url.startsWith('/api/prayer-teaching')
        ? Response.json(messageBody(prayerLearningMessages.lessonNeedsPlan), { status: 402 })
        : undefined,
    );
    await applyLanguage('french');
    renderPage();
    choose('Type de prière', 'dhuhr');
    choose('Tradition islamique', 'sunni');
    choose("Niveau d'apprentissage", '1');
    fireEvent.click(screen.getByRole('button', { name: 'Commencer la leçon' }));
    const notice = await screen.findByTestId('upgrade-notice');
    expect(notice.textContent).toContain('Cette leçon de prière fait partie de Premium.');
    // The offer is the server's catalogue: each plan with the lessons, its price, where it is bought.
    const premium = await screen.findByTestId('upgrade-offer-premium');
    expect(premium.textContent?.replace(/\s/gu, ' ')).toBe('Premium · 7 $US/mois');
    expect(premium.getAttribute('href')).toBe('/pricing');
    expect(screen.getByTestId('upgrade-offer-everything').getAttribute('href')).toBe('/subscription');
  });
});

describe('the lesson without a speech voice or a microphone', () => {
  /** A browser whose speech synthesis has no voice: it takes utterances and never says or ends them. */
  const voiceless = { speak: vi.fn(), cancel: vi.fn(), getVoices: () => [] };
  class Utterance {
    lang = '';
    volume = 1;
    rate = 1;
    voice: unknown = null;
    onend: (() => void) | null = null;
    onerror: (() => void) | null = null;
    constructor(public text: string) {}
  }
  const long = 'Raise both hands to the ears, palms facing forward, and say the takbir. '.repeat(3).trim();
  const longLesson: PrayerTeachingResponse = {
    ...lesson,
    prayerSteps: [
      { ...step('takbir', 'Opening takbir', 'standing', 4000), instruction: long },
      step('ruku', 'Bowing', 'ruku', 6000),
      step('sujud', 'Prostration', 'sujud', 6000),
    ],
  };

  async function openLesson(steps = longLesson) {
    voiceless.speak.mockClear();
    voiceless.cancel.mockClear();
    vi.stubGlobal('speechSynthesis', voiceless);
    vi.stubGlobal('SpeechSynthesisUtterance', Utterance);
    serve((url) => (url.startsWith('/api/prayer-teaching?') ? Response.json(steps) : undefined));
    renderPage();
    setUp();
    fireEvent.click(screen.getByRole('button', { name: 'Start Lesson' }));
    await screen.findByText('Opening takbir');
  }

  const instruction = () => screen.getByTestId('lesson-step-instruction');

  it('Play moves on by the time to read the text, highlighting it, though no speech ever ends', async () => {
    await openLesson();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    expect(instruction().getAttribute('data-reading')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(instruction().getAttribute('data-reading')).toBe('true');
    expect(instruction().textContent).toBe(long);
    expect(voiceless.speak).toHaveBeenCalledTimes(1);

    // 215 characters take 12,900 ms to read: longer than the step's 4,000 ms, so the text sets the pace.
    expect(long.length).toBe(215);
    act(() => vi.advanceTimersByTime(12_899));
    expect(indicator().textContent).toBe('Step 1 of 3');
    act(() => vi.advanceTimersByTime(1));
    expect(indicator().textContent).toBe('Step 2 of 3');
    expect(instruction().textContent).toBe('Do the ruku.');
    expect(instruction().getAttribute('data-reading')).toBe('true');
    expect(screen.getByTestId('lesson-step-button-2').getAttribute('aria-current')).toBe('step');
    // A short text keeps its curated duration.
    act(() => vi.advanceTimersByTime(6000));
    expect(indicator().textContent).toBe('Step 3 of 3');

    voiceless.cancel.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(voiceless.cancel).toHaveBeenCalled();
    expect(instruction().getAttribute('data-reading')).toBe('false');
    act(() => vi.advanceTimersByTime(60_000));
    expect(indicator().textContent).toBe('Step 3 of 3');
    expect(screen.queryByRole('heading', { name: 'Lesson complete' })).toBeNull();
  });

  it('plays the same where the browser has no speech synthesis at all', async () => {
    await openLesson();
    vi.stubGlobal('speechSynthesis', undefined);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    act(() => vi.advanceTimersByTime(12_900));
    expect(indicator().textContent).toBe('Step 2 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Restart' }));
    expect(indicator().textContent).toBe('Step 1 of 3');
    act(() => vi.advanceTimersByTime(60_000));
    expect(indicator().textContent).toBe('Step 1 of 3');
  });

  it('Previous and Next step through the lesson, before the step text, and keep the focus at the ends', async () => {
    await openLesson();
    const previous = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    // The step list and Previous/Next come before the step's long text, where a phone reaches them.
    const stepList = screen.getByRole('navigation', { name: 'Lesson steps' });
    for (const control of [stepList, previous, next]) {
      expect(control.compareDocumentPosition(instruction()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    expect(previous.getAttribute('aria-disabled')).toBe('true');

    next.focus();
    fireEvent.click(next);
    expect(indicator().textContent).toBe('Step 2 of 3');
    expect(screen.getByRole('heading', { level: 2, name: 'Bowing' })).toBeTruthy();
    fireEvent.click(next);
    expect(indicator().textContent).toBe('Step 3 of 3');
    expect(next.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(next);
    expect(indicator().textContent).toBe('Step 3 of 3');
    expect(document.activeElement).toBe(next);
    expect(screen.getByRole('button', { name: 'Finish lesson' })).toBeTruthy();

    fireEvent.click(previous);
    expect(indicator().textContent).toBe('Step 2 of 3');
    expect(screen.getByTestId('lesson-step-button-1').getAttribute('data-progress')).toBe('done');
    expect(next.getAttribute('aria-disabled')).not.toBe('true');
  });
});
