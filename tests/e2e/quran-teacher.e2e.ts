import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai';
import {
  expectNoSeriousAxeViolations,
  launchBrowser,
  newPage,
  pageErrors,
  registerViaApi,
  type LanguageName,
} from './support/browser';
import { toast } from './support/page';
import { aiProviderEnv, ownPort, startServer, stopServer, waitForHealth } from './support/server';
import { installScriptedRecognition, stubSpeechSynthesis } from './support/speech';

/**
 * The Quran teacher in Chromium with its fake microphone fed from a generated WAV: once with a
 * configured provider (a second Hidaya whose AI_BASE_URL is the fake OpenAI server, which answers the
 * transcription with a scripted transcript) and once without (the browser's recognition, scripted).
 */
const PROVIDER_PORT = ownPort(40);
const require = createRequire(import.meta.url);
const datasetVerse = (surah: number, ayah: number, language?: string) =>
  (
    require(`quran-json/dist/chapters/${language ? `${language}/` : ''}${surah}.json`) as {
      verses: { text: string; translation?: string }[];
    }
  ).verses[ayah - 1]!;
/** The verse as a transcriber writes it: its own words without marks (derived from the dataset). */
const plain = (text: string) =>
  text.replace(/[\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g, '').replace(/\u0671/g, 'ا');

/** One second of a 440 Hz tone, 16 kHz mono PCM: what the fake microphone "hears". */
function toneWav(file: string) {
  const rate = 16000;
  const samples = rate;
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++)
    data.writeInt16LE(Math.round(Math.sin((2 * Math.PI * 440 * i) / rate) * 12000), i * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  writeFileSync(file, Buffer.concat([header, data]));
}

let browser: Browser;
let fake: FakeOpenAi;
let server: ReturnType<typeof startServer>;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'hidaya-quran-e2e-'));
  const wav = path.join(dataDir, 'recitation.wav');
  toneWav(wav);
  fake = await startFakeOpenAi();
  server = startServer(PROVIDER_PORT, path.join(dataDir, 'data'), aiProviderEnv(fake.baseUrl));
  await waitForHealth(server);
  browser = await launchBrowser([`--use-file-for-fake-audio-capture=${wav}`]);
});
afterAll(async () => {
  await browser?.close();
  await stopServer(server);
  await fake?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function openTeacher(options: {
  provider: boolean;
  phrases?: string[];
  language?: LanguageName;
  width?: number;
}) {
  const opened = await newPage(browser, {
    language: options.language ?? 'english',
    width: options.width ?? 1280,
    ...(options.provider ? { baseURL: server.baseURL } : {}),
  });
  await opened.context.addInitScript(stubSpeechSynthesis);
  await opened.context.addInitScript(installScriptedRecognition, options.phrases ?? []);
  await registerViaApi(opened.page);
  await opened.page.goto('/quran-teacher');
  return opened;
}

const verseCard = (page: Page, ref: string) =>
  page.locator(`[data-testid="verse-card"][data-verse="${ref}"]`);
const wordsShown = (page: Page) =>
  page.getByTestId('verse-words').locator('[data-testid="verse-word"]').allTextContents();
const results = (page: Page) =>
  page
    .getByTestId('verse-words')
    .locator('[data-testid="verse-word"]')
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-result')));

describe('the Quran teacher with a provider', () => {
  it('practise a verse with the microphone: the transcription is scored and every word is coloured', async () => {
    const { context, page } = await openTeacher({ provider: true });
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Quran Teacher');
    expect(await page.getByRole('heading', { name: 'AI Teacher Chat' }).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Practice', exact: true }).click();
    await expect.poll(() => toast(page).textContent()).toContain('Select a verse first');
    expect(await toast(page).textContent()).toContain('Please choose a verse to practice pronunciation');

    // Every verse of the list is the dataset's text.
    const cards = page.getByTestId('verse-card');
    expect(await cards.count()).toBeGreaterThanOrEqual(40);
    expect(await verseCard(page, '1:2').getByTestId('verse-arabic').textContent()).toBe(
      datasetVerse(1, 2).text,
    );
    // Verses are set in Amiri Quran, the mushaf face, and the browser has really loaded it.
    const arabic = verseCard(page, '1:2').getByTestId('verse-arabic');
    expect(await arabic.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^"Amiri Quran"/);
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.fonts].some(
            (face) => face.family.replaceAll('"', '') === 'Amiri Quran' && face.status === 'loaded',
          ),
        ),
      )
      .toBe(true);
    expect(await verseCard(page, '2:255').textContent()).toContain('Advanced');

    await verseCard(page, '1:2')
      .getByRole('button', { name: /Select/ })
      .click();
    expect(await wordsShown(page)).toEqual(datasetVerse(1, 2).text.split(' '));
    const words = plain(datasetVerse(1, 2).text).split(' ');
    fake.transcriptionQueue.push({ text: words.slice(0, 3).join(' ') });
    const before = fake.requests.length;

    await page.getByRole('button', { name: 'Practice', exact: true }).click();
    await page.getByRole('button', { name: 'Stop Recording' }).click();
    await expect.poll(() => page.getByTestId('practice-feedback').isVisible()).toBe(true);

    expect(await page.getByTestId('practice-feedback').getByTestId('accuracy-badge').textContent()).toBe(
      '75% · Good',
    );
    expect(await results(page)).toEqual(['correct', 'correct', 'correct', 'missed']);
    expect(await wordsShown(page)).toEqual(datasetVerse(1, 2).text.split(' '));
    expect(await page.getByTestId('suggestions').textContent()).toContain(
      `Word 4 was missed: repeat ${datasetVerse(1, 2).text.split(' ')[3]}`,
    );
    // The list shows the verse's accuracy badge too.
    expect(await verseCard(page, '1:2').getByTestId('accuracy-badge').textContent()).toBe('75% · Good');
    const call = fake.requests.slice(before).find((r) => r.path.endsWith('/audio/transcriptions'))!;
    expect(call.form?.language).toBe('ar');
    expect(call.form?.file).toMatch(/^recitation\.webm \([1-9]\d* bytes\)$/);
    // The progress panel counts the attempt.
    await expect.poll(() => page.getByTestId('progress-attempts').textContent()).toBe('1');

    // Memorisation: the words are hidden except those recited correctly; a full recitation reveals all.
    await page.getByLabel('Memorisation mode').check();
    expect(await page.getByTestId('hidden-word').count()).toBe(1);
    fake.transcriptionQueue.push({ text: words.join(' ') });
    await page.getByRole('button', { name: 'Practice', exact: true }).click();
    await page.getByRole('button', { name: 'Stop Recording' }).click();
    await expect.poll(() => page.getByTestId('hidden-word').count()).toBe(0);
    expect(await page.getByTestId('practice-feedback').getByTestId('accuracy-badge').textContent()).toBe(
      '100% · Excellent',
    );
    // Nothing was kept so far; once the person opts in, their next recitation can be played back.
    expect(await page.getByTestId('kept-recording').count()).toBe(0);
    // From the keyboard: the box keeps the focus while the choice is saved.
    const keep = page.getByLabel('Keep my recordings');
    await keep.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => page.getByTestId('saved-recordings').textContent()).toBe('Saved recordings: 0');
    expect(await keep.isChecked()).toBe(true);
    expect(await keep.evaluate((box) => box === document.activeElement)).toBe(true);
    fake.transcriptionQueue.push({ text: words.join(' ') });
    await page.getByRole('button', { name: 'Practice', exact: true }).click();
    await page.getByRole('button', { name: 'Stop Recording' }).click();
    await expect.poll(() => page.getByTestId('kept-recording').count()).toBe(1);
    await expect.poll(() => page.getByTestId('saved-recordings').textContent()).toBe('Saved recordings: 1');
    const kept = await page.getByTestId('kept-recording').evaluate((audio: HTMLAudioElement) =>
      fetch(audio.src).then(async (res) => ({
        status: res.status,
        type: res.headers.get('content-type'),
        size: (await res.arrayBuffer()).byteLength,
      })),
    );
    expect(kept).toMatchObject({ status: 200, type: expect.stringMatching(/^audio\//) });
    expect(kept.size).toBeGreaterThan(0);
    // Turning it off deletes what was kept, and says so.
    await page.getByLabel('Keep my recordings').uncheck();
    await expect.poll(() => toast(page).textContent()).toContain('Your saved recordings were deleted.');

    // The teacher chat answers with the provider.
    fake.chatQueue.push({ text: 'Al-hamdu means all praise. Stretch the vowel of al-AAalameen.' });
    const input = page.getByPlaceholder('Ask your AI teacher anything...');
    const send = page.getByRole('button', { name: 'Send' });
    expect(await send.isDisabled()).toBe(true);
    await input.fill('How do I say the last word?');
    await send.click();
    await expect
      .poll(() => page.getByTestId('chat-teacher').last().textContent())
      .toContain('Al-hamdu means all praise.');

    await expectNoSeriousAxeViolations(page);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });
});

describe('the Quran teacher without a provider', () => {
  it("memorise with the browser's Arabic recognition and ask the offline teacher", async () => {
    const recited = plain(datasetVerse(1, 5).text);
    const { context, page } = await openTeacher({ provider: false, phrases: [recited] });
    await verseCard(page, '1:5')
      .getByRole('button', { name: /Select/ })
      .click();
    await page.getByLabel('Memorisation mode').check();
    expect(await page.getByTestId('hidden-word').count()).toBe(datasetVerse(1, 5).text.split(' ').length);
    await page.getByRole('button', { name: 'Practice', exact: true }).click();
    // Each word appears as the recognition hears it.
    await expect.poll(() => page.getByTestId('hidden-word').count()).toBe(0);
    expect(await wordsShown(page)).toEqual(datasetVerse(1, 5).text.split(' '));
    await page.getByRole('button', { name: 'Stop Recording' }).click();
    await expect.poll(() => page.getByTestId('practice-feedback').isVisible()).toBe(true);
    expect(await page.getByTestId('practice-feedback').getByTestId('accuracy-badge').textContent()).toBe(
      '100% · Excellent',
    );

    await page.getByPlaceholder('Ask your AI teacher anything...').fill('What does it mean?');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => page.getByTestId('chat-teacher').count()).toBe(2);
    const answer = await page.getByTestId('chat-teacher').last().textContent();
    expect(answer).toContain(datasetVerse(1, 5, 'en').translation);
    expect(answer).toContain('please ask a qualified teacher');
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it('in Arabic at 375 px: right to left, no translation, nothing wider than the screen, axe-clean', async () => {
    const { context, page } = await openTeacher({ provider: false, language: 'arabic', width: 375 });
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('معلّم القرآن');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await verseCard(page, '1:1').getByTestId('verse-arabic').textContent()).toBe(
      datasetVerse(1, 1).text,
    );
    expect(await verseCard(page, '1:1').textContent()).not.toContain(datasetVerse(1, 1, 'en').translation);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoSeriousAxeViolations(page);
    await context.close();
  });
});
