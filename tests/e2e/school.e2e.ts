import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectNoSeriousAxeViolations,
  launchBrowser,
  newPage,
  pageErrors,
  registerViaApi,
  type LanguageName,
} from './support/browser';
import { horizontalOverflow, toast, waitForPath } from './support/page';
import { ownPort, startServer, stopServer, waitForHealth, type StartedServer } from './support/server';
import { installScriptedRecognition, type RecognitionProbe, type Spoken } from './support/speech';

/**
 * The AI Islamic school end to end, on a Hidaya of its own with no Stripe key outside production (the
 * demo provider takes the subscription, decision 013) and no AI provider (the built-in teacher walks the plan):
 * subscribe, start a class for a named child, the greeting, answers by voice (a scripted
 * SpeechRecognition), an activity completed with its toasts, a no-response prompt at 15 s for 5-7 on a
 * paused page clock, End Class, then the parent reads the transcript.
 */
const PORT = ownPort(50);
const SECRET = 'e2e-secret-e2e-secret-e2e-secret-0123456789';
let browser: Browser;
let server: StartedServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'hidaya-school-e2e-'));
  server = startServer(PORT, dataDir, {
    NODE_ENV: 'development',
    APP_SECRET: SECRET,
    AUTH_RATE_LIMIT: '1000',
  });
  await waitForHealth(server, 120_000);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
});

/**
 * Speech synthesis that holds each utterance until the test releases it (`__releaseSpeech`), so the
 * test decides when the teacher has finished speaking; what was said is kept in `__spoken`.
 */
function holdSpeechSynthesis() {
  const spoken: Spoken[] = [];
  const held: SpeechSynthesisUtterance[] = [];
  Object.assign(window, {
    __spoken: spoken,
    __releaseSpeech: () => {
      const utterance = held.shift();
      utterance?.onend?.(new Event('end') as SpeechSynthesisEvent);
      return utterance !== undefined;
    },
  });
  const synthesis = {
    speaking: false,
    pending: false,
    paused: false,
    onvoiceschanged: null,
    getVoices: () => [],
    speak(utterance: SpeechSynthesisUtterance) {
      spoken.push({ text: utterance.text, lang: utterance.lang, volume: utterance.volume });
      held.push(utterance);
    },
    cancel() {
      held.length = 0;
    },
    pause() {},
    resume() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => true,
  };
  Object.defineProperty(window, 'speechSynthesis', { value: synthesis, configurable: true });
}

const spoken = (page: Page) => page.evaluate(() => (window as unknown as { __spoken: Spoken[] }).__spoken);
const releaseSpeech = (page: Page) =>
  page.evaluate(() => (window as unknown as { __releaseSpeech: () => boolean }).__releaseSpeech());
const recognitionStarts = async (page: Page) =>
  (await page.evaluate(() => (window as unknown as { __recognition: RecognitionProbe }).__recognition))
    .starts;
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const indicator = (page: Page) => page.getByTestId('classroom-indicator');
/** What the teacher said, message by message (without the speaker's name read to screen readers). */
const teacherLines = (page: Page) =>
  page.getByTestId('classroom-teacher').locator('span[lang]').allTextContents();

async function schoolPage(options: { phrases?: string[]; language?: LanguageName; width?: number } = {}) {
  const opened = await newPage(browser, {
    baseURL: server.baseURL,
    language: options.language ?? 'english',
    width: options.width ?? 1280,
  });
  await opened.context.addInitScript(holdSpeechSynthesis);
  await opened.context.addInitScript(installScriptedRecognition, options.phrases ?? []);
  await registerViaApi(opened.page);
  return opened;
}

/** Subscribes through the demo provider's checkout by its API, as its Pay button does. */
async function subscribeByApi(page: Page) {
  const subscribe = await page.request.post('/api/sunday-school/subscribe', { data: {} });
  expect(subscribe.status()).toBe(200);
  const { checkoutUrl } = (await subscribe.json()) as { checkoutUrl: string };
  const sessionId = new URL(checkoutUrl, server.baseURL).pathname.split('/').at(-1)!;
  const paid = await page.request.post(`/api/demo-checkout/${sessionId}`, { data: { outcome: 'pay' } });
  expect(paid.status()).toBe(200);
}

/** The class list for 5-7, Sunni, with the child's name given. */
async function chooseClass(page: Page, name: string) {
  await page.getByLabel("Child's Name").fill(name);
  await page.getByLabel('Age Group').selectOption('5-7');
  await page.getByLabel('Islamic Tradition').selectOption('sunni');
  const card = page.getByTestId('school-class-card').filter({ hasText: 'The Five Pillars of Islam' });
  await card.waitFor();
  return card;
}

describe('the AI Islamic school (/sunday-school)', () => {
  it('subscribe, a class by voice with its toasts and a no-response prompt at 15 s, End Class, then the transcript', async () => {
    const { context, page } = await schoolPage({
      phrases: ['I love playing football with my brother', 'I liked the story about the pillars'],
    });
    // The page's timers run on a clock the test can stop.
    await page.clock.install();
    await page.goto('/sunday-school');

    // Unsubscribed: the card of the spec.
    await expect.poll(() => heading(page).textContent()).toBe('AI Islamic School');
    const card = page.getByTestId('school-subscribe-card');
    await expect.poll(() => card.getByTestId('school-price').textContent()).toBe('$25/month');
    expect(await card.textContent()).toContain('Cancel anytime. First week free trial.');
    await expectNoSeriousAxeViolations(page);

    // Subscribe Now: the demo checkout, then back to the school, subscribed.
    await card.getByRole('button', { name: 'Subscribe Now' }).click();
    await expect.poll(() => page.url()).toMatch(/\/demo-checkout\//);
    await expect
      .poll(() => page.getByTestId('demo-banner').textContent())
      .toBe('Demo payment - no card is charged');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await waitForPath(page, '/sunday-school');
    await expect.poll(() => page.getByTestId('school-subscribed').textContent()).toBe('Subscribed');
    expect(await page.getByTestId('school-classes-used').textContent()).toBe(
      'Classes this billing period: 0 of 4',
    );

    // Start a class for a named child.
    const lesson = await chooseClass(page, 'Yusuf');
    await expectNoSeriousAxeViolations(page);
    await lesson.getByRole('button', { name: 'Start 120-Min Class' }).click();
    await expect.poll(() => heading(page).textContent()).toBe('The Five Pillars of Islam');
    expect(await page.getByTestId('classroom-welcome').textContent()).toBe('Welcome, Yusuf! - 5-7 years old');
    await page.getByRole('button', { name: 'Start Class' }).click();

    // The greeting, said in English while listening waits.
    await expect.poll(async () => (await teacherLines(page)).length, { timeout: 15_000 }).toBe(1);
    const [greeting] = await teacherLines(page);
    await expect.poll(async () => (await spoken(page)).map((s) => s.text)).toEqual([greeting]);
    expect((await spoken(page))[0]).toMatchObject({ lang: 'en-US' });
    expect(await indicator(page).textContent()).toBe('Teacher Speaking...');
    await expectNoSeriousAxeViolations(page);
    expect(await releaseSpeech(page)).toBe(true);

    // An answer: the child's words, the teacher's reply (the story), spoken in turn.
    const student = page.getByTestId('classroom-student');
    await expect
      .poll(() => student.first().textContent(), { timeout: 15_000 })
      .toContain('I love playing football with my brother');
    await expect.poll(async () => (await spoken(page)).length, { timeout: 15_000 }).toBe(2);
    expect(await releaseSpeech(page)).toBe(true);

    // The second answer completes the story: the activity's toast, points, progress and badge.
    await expect
      .poll(() => student.nth(1).textContent(), { timeout: 15_000 })
      .toContain('I liked the story about the pillars');
    await expect.poll(() => toast(page).textContent(), { timeout: 15_000 }).toContain('Activity Completed!');
    expect(await toast(page).textContent()).toMatch(/Great job! You earned \d+ points!/);
    expect(Number(await page.getByTestId('classroom-points').textContent())).toBeGreaterThan(0);
    expect(await page.getByTestId('classroom-progress').textContent()).toBe('20%');
    await expect.poll(async () => (await spoken(page)).length).toBe(3);
    expect(await indicator(page).textContent()).toBe('Teacher Speaking...');
    const repliesBefore = (await teacherLines(page)).length;

    // From the end of the teacher's reply, on a stopped clock: listening 1 s later, then 15 s of silence.
    await page.clock.pauseAt(new Date((await page.evaluate(() => Date.now())) + 10));
    expect(await releaseSpeech(page)).toBe(true);
    await expect.poll(() => indicator(page).getAttribute('data-status')).toBe('quiet');
    await page.clock.runFor(999);
    expect(await recognitionStarts(page)).toBe(2);
    await page.clock.runFor(1);
    await expect.poll(() => recognitionStarts(page)).toBe(3);
    await expect.poll(() => indicator(page).textContent()).toBe('Listening...');
    // One toast at a time: the badge's follows the activity's once that one has had its 5 s.
    await page.clock.runFor(5_000);
    await expect.poll(() => toast(page).textContent()).toContain('Badge Earned!');
    expect(await toast(page).textContent()).toContain('Story Listener');
    await page.clock.runFor(9_999);
    expect((await teacherLines(page)).length).toBe(repliesBefore);
    await page.clock.runFor(1);
    await expect
      .poll(async () => (await teacherLines(page)).length, { timeout: 15_000 })
      .toBe(repliesBefore + 1);
    expect((await teacherLines(page)).at(-1)).toContain('Are you still there, Yusuf?');
    await page.clock.resume();

    // End Class: back to the school, the class among the past ones.
    await page.getByRole('button', { name: 'End Class' }).click();
    await expect.poll(() => heading(page).textContent()).toBe('AI Islamic School');
    const past = page.getByTestId('school-past-class').first();
    await expect.poll(() => past.textContent(), { timeout: 15_000 }).toContain('The Five Pillars of Islam');
    expect(await past.textContent()).toContain('Yusuf');
    await expect.poll(() => page.getByTestId('school-resume').count()).toBe(0);

    // The parent reads the transcript: every message, the child's answers and the prompt among them.
    await past.click();
    await expect.poll(() => heading(page).textContent()).toBe('The Five Pillars of Islam');
    expect(await page.getByTestId('transcript-child').textContent()).toBe('Yusuf');
    expect(await page.getByTestId('transcript-status').textContent()).toBe('Ended');
    const said = (await page.getByTestId('transcript-messages').textContent()) ?? '';
    expect(said).toContain(greeting!);
    expect(said).toContain('I love playing football with my brother');
    expect(said).toContain('I liked the story about the pillars');
    expect(said).toContain('Are you still there, Yusuf?');
    expect(await page.getByTestId('transcript-badges').textContent()).toContain('Story Listener');
    await expectNoSeriousAxeViolations(page);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it('in Arabic at 375 px: right to left, nothing wider than the phone, axe-clean, the class opened', async () => {
    const { context, page } = await schoolPage({ language: 'arabic', width: 375 });
    await subscribeByApi(page);
    await page.goto('/sunday-school');
    await expect.poll(() => page.getByTestId('school-subscribed').textContent()).toBe('مشترك');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.getByTestId('school-new-class').getByRole('textbox').fill('مريم');
    const selects = page.getByTestId('school-new-class').getByRole('combobox');
    await selects.nth(0).selectOption('5-7');
    await selects.nth(1).selectOption('sunni');
    const card = page.getByTestId('school-class-card').first();
    await card.waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoSeriousAxeViolations(page);

    await card.getByRole('button', { name: 'ابدأ حصة الـ120 دقيقة' }).click();
    await page.getByTestId('classroom').waitFor();
    expect(await page.getByTestId('classroom-welcome').textContent()).toBe(
      'أهلًا بك يا مريم! - العمر 5-7 سنوات',
    );
    expect(await page.getByRole('heading', { name: 'الفصل التفاعلي' }).count()).toBe(1);
    expect(await page.getByLabel('اكتب إجابتك').count()).toBe(1);
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoSeriousAxeViolations(page);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });
});
