import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForFile, newPage, pageErrors, registerViaApi } from './support/browser';
import { toast } from './support/page';
import { stubSpeechSynthesis, type Spoken } from './support/speech';

/**
 * The Quran teacher on the Hidaya the global setup starts, which has no AI key (decision 017): the
 * offline teacher answers each question asked from the data; Practice with no verse says so; a
 * reference recitation that cannot be reached is said so and read by the browser, or said unplayable.
 */
const browser = browserForFile();
const require = createRequire(import.meta.url);
const datasetVerse = (surah: number, ayah: number, language?: string) =>
  (
    require(`quran-json/dist/chapters/${language ? `${language}/` : ''}${surah}.json`) as {
      verses: { text: string; transliteration: string; translation?: string }[];
    }
  ).verses[ayah - 1]!;

/** A browser that cannot record: no microphone API and no MediaRecorder (an old or locked-down one). */
function browserWithoutRecording() {
  Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
  Object.defineProperty(window, 'MediaRecorder', { value: undefined, configurable: true });
}

/** Speech synthesis with one Arabic voice, finishing at once and remembering what it said. */
function speechWithArabicVoice() {
  const spoken: { text: string; lang: string }[] = [];
  (window as unknown as { __spoken: typeof spoken }).__spoken = spoken;
  // A voice that is a plain object cannot be set on the real utterance: utterances are plain too.
  class Utterance {
    lang = '';
    voice: unknown = null;
    volume = 1;
    rate = 1;
    onend: ((event: Event) => void) | null = null;
    onerror: ((event: Event) => void) | null = null;
    constructor(public text: string) {}
  }
  Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: Utterance, configurable: true });
  Object.defineProperty(window, 'speechSynthesis', {
    configurable: true,
    value: {
      getVoices: () => [
        { lang: 'ar-SA', name: 'Arabic', default: false, localService: true, voiceURI: 'ar' },
      ],
      speak(utterance: Utterance) {
        spoken.push({ text: utterance.text, lang: utterance.lang });
        setTimeout(() => utterance.onend?.(new Event('end')), 0);
      },
      cancel() {},
      addEventListener() {},
      removeEventListener() {},
    },
  });
}

async function openTeacher(init: (() => void)[] = [stubSpeechSynthesis]) {
  const opened = await newPage(browser());
  for (const script of init) await opened.context.addInitScript(script);
  // The reference recitations cannot be reached (a closed network, a blocked or missing mirror).
  await opened.context.route('**/*.mp3', (route) => route.abort('internetdisconnected'));
  await registerViaApi(opened.page);
  await opened.page.goto('/quran-teacher');
  await expect.poll(() => opened.page.getByRole('heading', { level: 1 }).textContent()).toBe('Quran Teacher');
  return opened;
}

const selectVerse = (page: Page, ref: string) =>
  page
    .locator(`[data-testid="verse-card"][data-verse="${ref}"]`)
    .getByRole('button', { name: /Select/ })
    .click();

async function askTeacher(page: Page, question: string): Promise<string> {
  const before = await page.getByTestId('chat-teacher').count();
  await page.getByPlaceholder('Ask your AI teacher anything...').fill(question);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect.poll(() => page.getByTestId('chat-teacher').count()).toBe(before + 1);
  return (await page.getByTestId('chat-teacher').last().textContent()) ?? '';
}

describe('the Quran teacher with no AI key', () => {
  it('two different questions about a verse get two different answers from the data', async () => {
    const { context, page } = await openTeacher();
    await selectVerse(page, '1:5');
    const translation = datasetVerse(1, 5, 'en').translation!;
    const transliteration = datasetVerse(1, 5).transliteration;

    const pronounce = await askTeacher(page, 'How do I pronounce it?');
    expect(pronounce).toContain(`Pronunciation guide (Tanzil's transliteration): ${transliteration}`);
    expect(pronounce).not.toContain(translation);

    const meaning = await askTeacher(page, 'What does this verse mean?');
    expect(meaning).toContain(`Meaning (Saheeh International): ${translation}`);
    expect(meaning).not.toContain(transliteration);

    const words = await askTeacher(page, 'Word by word, please');
    const arabic = datasetVerse(1, 5).text.split(' ');
    expect(words).toContain(`The verse word by word (${arabic.length} words), as written in the mushaf:`);
    expect(words).toContain(`1. ${arabic[0]} (${transliteration.split(' ')[0]})`);
    expect(new Set([pronounce, meaning, words]).size).toBe(3);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it("Practice with no verse chosen says 'Select a verse first', in a browser that records and one that cannot", async () => {
    for (const init of [[stubSpeechSynthesis], [stubSpeechSynthesis, browserWithoutRecording]]) {
      const { context, page } = await openTeacher(init);
      await page.getByRole('button', { name: 'Practice', exact: true }).click();
      await expect.poll(() => toast(page).textContent()).toContain('Select a verse first');
      expect(await toast(page).textContent()).toContain('Please choose a verse to practice pronunciation');
      expect(pageErrors(page)).toEqual([]);
      await context.close();
    }
  });

  it('a reference recitation that cannot be reached is said so: read by an Arabic voice, or unplayable without one', async () => {
    const voiced = await openTeacher([speechWithArabicVoice]);
    await selectVerse(voiced.page, '1:2');
    await voiced.page.getByRole('button', { name: 'Play', exact: true }).click();
    await expect
      .poll(() => voiced.page.getByTestId('reference-unreachable').textContent())
      .toBe(
        "The reference recitation could not be reached, so your browser's Arabic voice reads the verse instead.",
      );
    const spoken = await voiced.page.evaluate(
      () => (window as unknown as { __spoken: Pick<Spoken, 'text' | 'lang'>[] }).__spoken,
    );
    expect(spoken).toEqual([{ text: datasetVerse(1, 2).text, lang: 'ar-SA' }]);
    await voiced.context.close();

    // The shared stub has no voices at all.
    const silent = await openTeacher([stubSpeechSynthesis]);
    await selectVerse(silent.page, '1:2');
    await silent.page.getByRole('button', { name: 'Play', exact: true }).click();
    await expect
      .poll(() => silent.page.getByTestId('reference-unreachable').textContent())
      .toBe(
        'The reference recitation could not be reached and this device has no Arabic voice, so the verse cannot be played here. You can still read it and practise it.',
      );
    expect(await silent.page.evaluate(() => (window as unknown as { __spoken: Spoken[] }).__spoken)).toEqual(
      [],
    );
    await silent.context.close();
  });
});
