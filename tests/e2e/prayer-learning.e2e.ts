import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  browserForFile,
  expectNoSeriousAxeViolations,
  type LanguageName,
  newPage,
  pageErrors,
  registerViaApi,
} from './support/browser';
import { stopClock, toast } from './support/page';
import {
  installScriptedRecognition,
  type RecognitionProbe,
  type Spoken,
  stubSpeechSynthesis,
} from './support/speech';

const browser = browserForFile();

async function voicePage(
  options: { language?: LanguageName; phrases?: string[]; width?: number } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await newPage(browser(), {
    language: options.language ?? 'english',
    width: options.width ?? 1280,
  });
  await opened.context.addInitScript(stubSpeechSynthesis);
  await opened.context.addInitScript(installScriptedRecognition, options.phrases ?? []);
  await registerViaApi(opened.page);
  return opened;
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const stepIndicator = (page: Page) => page.getByTestId('lesson-step-indicator');
const spoken = (page: Page) => page.evaluate(() => (window as unknown as { __spoken: Spoken[] }).__spoken);

async function startLesson(page: Page, prayer = 'fajr') {
  await page.goto('/prayer-learning');
  await expect.poll(() => heading(page).textContent()).toBe('Interactive Prayer Lesson');
  await page.getByLabel('Prayer Type').selectOption(prayer);
  await page.getByLabel('Islamic Tradition').selectOption('sunni');
  await page.getByLabel('Learning Level').selectOption('1');
  await page.getByRole('button', { name: 'Start Lesson' }).click();
}

async function startCoaching(page: Page) {
  await page.goto('/prayer-teacher');
  await expect.poll(() => heading(page).textContent()).toBe('Setup Your AI Prayer Coach');
  const start = page.getByRole('button', { name: 'Start Voice Coaching' });
  expect(await start.isDisabled()).toBe(true);
  await page.getByLabel('Prayer Type').selectOption('fajr');
  await page.getByLabel('Islamic Tradition').selectOption('sunni');
  expect(await page.getByLabel('Voice Language').inputValue()).toBe('en');
  await start.click();
  await expect.poll(() => heading(page).textContent()).toBe('AI Prayer Coach');
}

describe('interactive prayer lesson (/prayer-learning)', () => {
  it('plays at 2x, advances after duration / speed, jumps with a numbered button and restarts', async () => {
    const { context, page } = await voicePage();
    await startLesson(page);
    await expect.poll(() => stepIndicator(page).textContent(), { timeout: 15_000 }).toBe('Step 1 of 34');
    expect(await page.getByTestId('lesson-step-title').textContent()).toBe('Wudu: intention and Bismillah');
    expect(await page.getByTestId('posture-figure').getAttribute('aria-label')).toBe(
      'Body posture: Preparation (wudu)',
    );
    expect(await page.getByTestId('lesson-play').isVisible()).toBe(true);

    await page.getByRole('button', { name: '2x' }).click();
    expect(await page.getByRole('button', { name: '2x' }).getAttribute('aria-pressed')).toBe('true');
    // The page's clock moves only when the test moves it, so the step's length is checked exactly.
    await stopClock(page);
    // A click waits for animation frames, which a stopped clock never draws: the event is dispatched.
    await page.getByRole('button', { name: 'Play' }).dispatchEvent('click');
    // The first step's 280 characters take 16.8 s to read, more than its 13 s (decision 025): at 2x
    // it moves on after 8.4 s, not before.
    await page.clock.runFor(8300);
    expect(await stepIndicator(page).getAttribute('data-step')).toBe('1');
    await page.clock.runFor(200);
    await expect.poll(() => stepIndicator(page).getAttribute('data-step')).toBe('2');
    expect(await stepIndicator(page).textContent()).toBe('Step 2 of 34');
    expect(await page.getByTestId('lesson-step-button-1').getAttribute('data-progress')).toBe('done');
    await page.clock.resume();
    // No recording and no Arabic voice: the instruction is spoken in English at volume 0.8.
    const said = await spoken(page);
    expect(said.length).toBeGreaterThanOrEqual(2);
    expect(said[0]).toMatchObject({ lang: 'en-US' });
    expect(said[0]!.text).toContain('Prayer needs wudu');
    expect(said[0]!.volume).toBeCloseTo(0.8);

    await page.getByTestId('lesson-step-button-15').click();
    await expect.poll(() => stepIndicator(page).getAttribute('data-step')).toBe('15');
    expect(await page.getByTestId('lesson-step-button-15').getAttribute('aria-current')).toBe('step');
    expect(await page.getByTestId('lesson-step-title').textContent()).toBe(
      'Recite a short surah: Al-Kawthar',
    );
    expect(await page.getByTestId('posture-figure').getAttribute('data-posture')).toBe('standing');
    expect(await page.getByTestId('lesson-reference').textContent()).toContain('Quran 108:1-3');

    await page.getByRole('button', { name: 'Restart' }).click();
    await expect.poll(() => stepIndicator(page).getAttribute('data-step')).toBe('1');
    expect(await page.getByRole('button', { name: 'Play' }).isVisible()).toBe(true);
    expect(await page.getByTestId('lesson-step-button-1').getAttribute('aria-current')).toBe('step');

    await page.getByRole('button', { name: 'Back to Setup' }).click();
    expect(await page.getByLabel('Prayer Type').inputValue()).toBe('');
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it('offers the upgrade for a lesson outside the free plan (decision 013)', async () => {
    const { context, page } = await voicePage();
    await startLesson(page, 'dhuhr');
    const notice = page.getByTestId('upgrade-notice');
    await expect.poll(() => notice.textContent()).toContain('This prayer lesson is part of Premium.');
    const premium = notice.getByRole('link', { name: 'Premium · $7/month' });
    await premium.waitFor();
    expect(await premium.getAttribute('href')).toBe('/pricing');
    expect(await notice.getByRole('link', { name: 'Everything Plan · $25/month' }).getAttribute('href')).toBe(
      '/subscription',
    );
    await expectNoSeriousAxeViolations(page);
    await context.close();
  });
});

describe('lessons in every interface language, and the finished state', () => {
  async function startIn(page: Page) {
    await page.goto('/prayer-learning');
    await page.getByTestId('lesson-prayer-type').waitFor();
    await page.getByTestId('lesson-prayer-type').selectOption('fajr');
    await page.getByTestId('lesson-tradition').selectOption('sunni');
    await page.getByTestId('lesson-level').selectOption('1');
    await page.getByTestId('lesson-start').click();
    await page.getByTestId('lesson-player').waitFor();
  }

  it('Turkish at 375 px: the lesson in Turkish with a readable transliteration, played to its end, then finished', async () => {
    const { context, page } = await voicePage({ language: 'turkish', width: 375 });
    await startIn(page);
    await expect.poll(() => stepIndicator(page).textContent()).toBe('Adım 1 / 34');
    expect(await page.getByTestId('lesson-step-title').textContent()).toBe('Abdest: niyet ve besmele');

    await page.getByTestId('lesson-step-button-13').click();
    expect(await page.getByTestId('lesson-step-title').textContent()).toBe("Fatiha'yı okuyun");
    const details = page.getByTestId('lesson-step-details');
    expect(await details.textContent()).toContain(
      'Bismi llāhi r-rahmāni r-rahīm Al-hamdu lillāhi rabbi l-ʿālamīn',
    );
    expect(await details.textContent()).toContain("Rahman ve Rahim olan Allah'ın adıyla.");
    expect(await details.textContent()).not.toContain('alrrahmani');
    expect(await page.getByTestId('lesson-reference').textContent()).toBe("Kaynak: Kur'an 1:1-7");

    // The last step (the salam: 495 characters, 29.7 s to read at 1x, more than its 11 s) played to
    // its end on the page's own clock.
    await page.getByTestId('lesson-step-button-34').click();
    await stopClock(page);
    await page.getByTestId('lesson-play').dispatchEvent('click');
    await page.clock.runFor(29_600);
    expect(await page.getByTestId('lesson-finished').count()).toBe(0);
    await page.clock.runFor(200);
    await page.clock.resume();
    const finished = page.getByTestId('lesson-finished');
    await finished.waitFor();
    expect(await finished.getByRole('heading', { level: 2 }).textContent()).toBe('Ders tamamlandı');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Ders tamamlandı');
    expect(await page.getByTestId('lesson-finished-summary').textContent()).toBe(
      'Sabah namazı dersinin 34 adımının hepsini tamamladınız (Sünni · Başlangıç).',
    );
    const learned = await page.getByTestId('lesson-learned').locator('li').allTextContents();
    expect(learned).toContain("Fatiha'yı okuyun");
    expect(learned).toContain('Kısa bir sure okuyun: Kevser');
    expect(await page.getByTestId('lesson-next-text').textContent()).toBe(
      'Sabah namazı dersini daha kısa hatırlatmalarla Orta seviyesinde tekrar alın.',
    );
    // Nothing is wider than the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoSeriousAxeViolations(page);

    await page.getByTestId('lesson-next').click();
    await expect.poll(() => stepIndicator(page).textContent()).toMatch(/^Adım 1 \/ /);
    expect(await page.getByTestId('lesson-player').locator('xpath=..').textContent()).toContain('Orta');
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it('Arabic: the Quran without an English translation or a Latin transliteration, references in Arabic', async () => {
    const { context, page } = await voicePage({ language: 'arabic', width: 375 });
    await startIn(page);
    await page.getByTestId('lesson-step-button-13').click();
    const details = page.getByTestId('lesson-step-details');
    await expect
      .poll(() => page.getByTestId('lesson-reference').textContent())
      .toContain('القرآن الكريم 1:1-7');
    expect(await details.textContent()).not.toMatch(/[A-Za-z]/);
    await page.getByTestId('lesson-step-button-3').click();
    expect(await page.getByTestId('lesson-reference').textContent()).toContain('صحيح');
    expect(await details.textContent()).not.toMatch(/[A-Za-z]/);
    await context.close();
  });
});

describe('AI prayer teacher (/prayer-teacher)', () => {
  it('holds a spoken conversation: listens, answers aloud, shows the reply and follows the step', async () => {
    const { context, page } = await voicePage({ phrases: ['next', 'what do I say'] });
    await startCoaching(page);
    expect(
      await page.getByText('Conversational learning with real-time feedback for Fajr prayer (Sunni)').count(),
    ).toBe(1);
    const steps = page.getByTestId('coach-step-list');
    await expect.poll(() => steps.locator('li').count(), { timeout: 15_000 }).toBe(26);
    expect(await page.getByTestId('coach-step-1').getAttribute('aria-current')).toBe('step');

    await page.getByRole('button', { name: 'Start Prayer' }).click();
    const transcript = page.getByTestId('coach-transcript');
    const reply = page.getByTestId('coach-reply');
    await expect.poll(() => transcript.textContent(), { timeout: 15_000 }).toContain('next');
    expect(await transcript.textContent()).toContain('You said:');
    await expect.poll(() => reply.textContent(), { timeout: 15_000 }).toContain('Step 2 of 26');
    await expect.poll(() => page.getByTestId('coach-step-2').getAttribute('aria-current')).toBe('step');
    expect(await page.getByTestId('coach-step-1').getAttribute('aria-current')).toBeNull();

    // Listening resumes after the reply: the second phrase is heard and answered.
    await expect.poll(() => transcript.textContent(), { timeout: 15_000 }).toContain('what do I say');
    await expect.poll(() => reply.textContent(), { timeout: 15_000 }).toContain('Recite: Allahu akbar');
    await expect.poll(() => page.getByTestId('coach-status').getAttribute('data-status')).toBe('listening');
    expect(await page.getByTestId('coach-status').textContent()).toBe('Listening...');
    expect(await page.getByTestId('coach-step-2').getAttribute('aria-current')).toBe('step');

    // Listening resumes 500 ms after the second reply: a third start, with the spec's settings.
    const probe = () =>
      page.evaluate(() => (window as unknown as { __recognition: RecognitionProbe }).__recognition);
    await expect.poll(async () => (await probe()).starts).toBe(3);
    expect(await probe()).toMatchObject({
      continuous: true,
      interimResults: false,
      maxAlternatives: 1,
      lang: 'en-US',
    });
    const said = await spoken(page);
    expect(said.map((s) => s.text)).toEqual([
      expect.stringContaining('Step 2 of 26'),
      expect.stringContaining('Recite: Allahu akbar'),
    ]);

    await page.getByRole('button', { name: 'Stop Prayer' }).click();
    await expect.poll(() => page.getByTestId('coach-status').getAttribute('data-status')).toBe('stopped');
    expect(await page.getByRole('button', { name: 'Start Prayer' }).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Back to Setup' }).click();
    await expect.poll(() => heading(page).textContent()).toBe('Setup Your AI Prayer Coach');
    expect(await page.getByLabel('Prayer Type').inputValue()).toBe('');
    expect(await page.getByLabel('Islamic Tradition').inputValue()).toBe('');
    expect(await page.getByLabel('Voice Language').inputValue()).toBe('en');
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it('a refused microphone: the alert and the inline notice', async () => {
    const { context, page } = await voicePage();
    await context.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () =>
        Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
    });
    await startCoaching(page);
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Start Prayer' }).click();
    const notice = page.getByTestId('mic-denied');
    await expect
      .poll(() => notice.textContent())
      .toBe(
        'Microphone access is required for voice conversation. Please allow microphone access and try again.',
      );
    expect(await notice.getAttribute('role')).toBe('alert');
    expect(alerts).toEqual([
      'Microphone access is required for voice conversation. Please allow microphone access and try again.',
    ]);
    expect(await page.getByTestId('coach-status').getAttribute('data-status')).toBe('idle');
    await context.close();
  });

  it("says 'Voice Coach Not Available' without speech recognition", async () => {
    const { context, page } = await newPage(browser());
    await context.addInitScript(() => {
      const scope = window as unknown as Record<string, unknown>;
      delete scope.SpeechRecognition;
      delete scope.webkitSpeechRecognition;
    });
    await registerViaApi(page);
    await startCoaching(page);
    const panel = page.getByTestId('coach-unavailable');
    await expect.poll(() => panel.textContent()).toContain('Voice Coach Not Available');
    expect(await panel.textContent()).toContain('Chrome, Edge or Safari');
    expect(await page.getByRole('button', { name: 'Start Prayer' }).count()).toBe(0);
    await context.close();
  });
});

describe('Settings, AI Provider tab', () => {
  it('saves the settings, keeps them after a reload and never shows the key', async () => {
    const { context, page } = await newPage(browser());
    await registerViaApi(page);
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'AI Provider' }).click();
    // Who answers, in plain words; the technical fields wait under Advanced.
    await expect
      .poll(() => page.getByTestId('ai-answered-by').textContent())
      .toContain('The built-in guide answers now');
    const model = page.getByLabel('Model');
    expect(await model.isVisible()).toBe(false);
    await page.getByText('Advanced: your own OpenAI key and model').click();
    await expect.poll(() => model.inputValue()).toBe('gpt-4.1');

    await page.getByRole('button', { name: 'Test connection' }).click();
    await expect
      .poll(() => page.getByTestId('ai-test-result').textContent())
      .toBe('No AI provider is configured: Hidaya answers from its built-in prayer guide.');

    const secret = 'sk-e2e-never-shown-0123456789';
    await page.getByLabel('API key').fill(secret);
    await model.selectOption('gpt-4o');
    const temperature = page.getByRole('slider', { name: 'Temperature' });
    await temperature.focus();
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowRight');
    await expect.poll(() => temperature.getAttribute('aria-valuenow')).toBe('1');
    await page.getByRole('slider', { name: 'Max tokens' }).focus();
    await page.keyboard.press('End');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(() => toast(page).textContent()).toContain('Settings Saved!');

    await page.reload();
    await page.getByRole('tab', { name: 'AI Provider' }).click();
    // With a key of their own, the tab says so and opens at the fields.
    await expect
      .poll(() => page.getByTestId('ai-answered-by').textContent())
      .toContain('Your own OpenAI key answers now');
    await expect.poll(() => page.getByLabel('Model').inputValue()).toBe('gpt-4o');
    expect(await page.getByRole('slider', { name: 'Temperature' }).getAttribute('aria-valuenow')).toBe('1');
    expect(await page.getByRole('slider', { name: 'Max tokens' }).getAttribute('aria-valuenow')).toBe('4096');
    const key = page.getByLabel('API key');
    expect(await key.inputValue()).toBe('');
    expect(await key.getAttribute('type')).toBe('password');
    expect(await key.getAttribute('placeholder')).toBe('A key is saved (hidden)');
    expect(await page.content()).not.toContain(secret);
    const saved = await (await page.request.get('/api/settings')).text();
    expect(saved).not.toContain(secret);
    expect(JSON.parse(saved)).toMatchObject({
      openai: { model: 'gpt-4o', temperature: 1, maxTokens: 4096, hasApiKey: true },
    });

    await page.getByRole('button', { name: 'Remove saved key' }).click();
    await expect
      .poll(async () => (await (await page.request.get('/api/settings')).json()).openai.hasApiKey)
      .toBe(false);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });
});

describe('axe finds no serious violation on the prayer learning screens', () => {
  for (const language of ['english', 'arabic'] as const) {
    it(`/prayer-teacher, setup and coaching (${language})`, async () => {
      const { context, page } = await voicePage({ language });
      await page.goto('/prayer-teacher');
      await page.waitForFunction(() => document.querySelector('main h1'));
      await expectNoSeriousAxeViolations(page);
      await page.getByTestId('coach-prayer-type').selectOption('fajr');
      await page.getByTestId('coach-tradition').selectOption('sunni');
      await page.getByTestId('coach-start-coaching').click();
      await page.getByTestId('coach-step-list').waitFor();
      await expectNoSeriousAxeViolations(page);
      await context.close();
    });

    it(`/prayer-learning, setup and player (${language})`, async () => {
      const { context, page } = await voicePage({ language });
      await page.goto('/prayer-learning');
      await page.waitForFunction(() => document.querySelector('main h1'));
      await expectNoSeriousAxeViolations(page);
      await page.getByTestId('lesson-prayer-type').selectOption('fajr');
      await page.getByTestId('lesson-tradition').selectOption('sunni');
      await page.getByTestId('lesson-level').selectOption('2');
      await page.getByTestId('lesson-start').click();
      await page.getByTestId('lesson-player').waitFor();
      expect(
        await page.getByTestId('lesson-player').evaluate((el) => el.closest('[dir]')?.getAttribute('dir')),
      ).toBe(language === 'arabic' ? 'rtl' : 'ltr');
      await page.getByTestId('lesson-step-button-12').click();
      await expectNoSeriousAxeViolations(page);
      await context.close();
    });
  }
});
