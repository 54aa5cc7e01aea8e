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
import { stopClock } from './support/page';

/**
 * Learning a prayer on a laptop or phone with no microphone and no speech voice: the coach takes typed
 * questions, and the lesson steps with Previous/Next and plays on its own timer (decisions 010, 025).
 */
const browser = browserForFile();

type Machine = { microphone: 'none' | 'refused'; recognition: boolean };

/** A signed-in page whose browser has no speech voice, no microphone and, if so, no recognition. */
async function voicelessPage(
  machine: Machine,
  options: { language?: LanguageName; width?: number } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await newPage(browser(), {
    language: options.language ?? 'english',
    width: options.width ?? 1280,
  });
  const { context } = opened;
  // Nothing granted to the origin; the fake media flags of the test browser would otherwise answer.
  await context.clearPermissions();
  await context.addInitScript((setup: Machine) => {
    if ('speechSynthesis' in window) window.speechSynthesis.getVoices = () => [];
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(
        setup.microphone === 'none'
          ? new DOMException('Requested device not found', 'NotFoundError')
          : new DOMException('Permission denied', 'NotAllowedError'),
      );
    if (!setup.recognition) {
      const scope = window as unknown as Record<string, unknown>;
      delete scope.SpeechRecognition;
      delete scope.webkitSpeechRecognition;
    }
  }, machine);
  await registerViaApi(opened.page);
  return opened;
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

async function openCoach(page: Page) {
  await page.goto('/prayer-teacher');
  await expect.poll(() => heading(page).textContent()).toBe('Setup Your AI Prayer Coach');
  await page.getByLabel('Prayer Type').selectOption('fajr');
  await page.getByLabel('Islamic Tradition').selectOption('sunni');
  await page.getByRole('button', { name: 'Start Voice Coaching' }).click();
  await expect.poll(() => heading(page).textContent()).toBe('AI Prayer Coach');
}

/** Types a message in the coach's text box and sends it with Enter. */
async function typeToCoach(page: Page, message: string) {
  const box = page.getByRole('textbox', { name: 'Type your question or command' });
  await box.fill(message);
  await box.press('Enter');
}

describe('the voice coach without a microphone or a speech voice', () => {
  it('a refused microphone: typed questions are answered and move the highlighted step', async () => {
    const { context, page } = await voicelessPage({ microphone: 'refused', recognition: true });
    await openCoach(page);
    page.on('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Start Prayer' }).click();
    await expect
      .poll(() => page.getByTestId('mic-denied').textContent())
      .toContain('Microphone access is required');

    const reply = page.getByTestId('coach-reply');
    await typeToCoach(page, 'next');
    await expect.poll(() => reply.textContent(), { timeout: 15_000 }).toContain('Step 2 of 26');
    expect(await page.getByTestId('coach-transcript').textContent()).toBe('You said: next');
    await expect.poll(() => page.getByTestId('coach-step-2').getAttribute('aria-current')).toBe('step');

    // The usual Turkish way of asking what to say, typed while the first reply may still be "spoken".
    await typeToCoach(page, 'ne söylemeliyim');
    await expect.poll(() => reply.textContent(), { timeout: 15_000 }).toContain('Recite: Allahu akbar');
    expect(await page.getByTestId('coach-transcript').textContent()).toBe('You said: ne söylemeliyim');
    expect(await page.getByTestId('coach-step-2').getAttribute('aria-current')).toBe('step');
    await expectNoSeriousAxeViolations(page);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it('no speech recognition and no microphone, at 375 px: the panel says so and still answers', async () => {
    const { context, page } = await voicelessPage({ microphone: 'none', recognition: false }, { width: 375 });
    await openCoach(page);
    await expect
      .poll(() => page.getByTestId('coach-unavailable').textContent())
      .toContain('Voice Coach Not Available');
    expect(await page.getByRole('button', { name: 'Start Prayer' }).count()).toBe(0);
    expect(await page.getByTestId('coach-status').textContent()).toBe(
      'Type a question or a command to your coach.',
    );

    await typeToCoach(page, 'what does it mean?');
    await expect
      .poll(() => page.getByTestId('coach-reply').textContent(), { timeout: 15_000 })
      .toContain('From the Hidaya lesson: Fajr, Sunni, level 2.');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoSeriousAxeViolations(page);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });
});

describe('the lesson player without a speech voice, on a phone', () => {
  async function startLesson(page: Page) {
    await page.goto('/prayer-learning');
    await expect.poll(() => heading(page).textContent()).toBe('Interactive Prayer Lesson');
    await page.getByLabel('Prayer Type').selectOption('fajr');
    await page.getByLabel('Islamic Tradition').selectOption('sunni');
    await page.getByLabel('Learning Level').selectOption('1');
    await page.getByRole('button', { name: 'Start Lesson' }).click();
  }
  const indicator = (page: Page) => page.getByTestId('lesson-step-indicator');

  it('steps with Next and Previous near the top, by keyboard too, and Play moves on by itself', async () => {
    const { context, page } = await voicelessPage({ microphone: 'none', recognition: false }, { width: 375 });
    await startLesson(page);
    await expect.poll(() => indicator(page).textContent(), { timeout: 15_000 }).toBe('Step 1 of 34');

    const next = page.getByRole('button', { name: 'Next', exact: true });
    const previous = page.getByRole('button', { name: 'Previous', exact: true });
    // Within reach: the controls and the step list start well before 1,200 px down the page.
    for (const control of [next, previous, page.getByTestId('lesson-step-button-34')]) {
      const top = await control.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
      expect(top).toBeLessThan(1200);
    }

    await next.click();
    await expect.poll(() => indicator(page).getAttribute('data-step')).toBe('2');
    expect(await page.getByTestId('lesson-step-button-2').getAttribute('aria-current')).toBe('step');
    await previous.click();
    await expect.poll(() => indicator(page).getAttribute('data-step')).toBe('1');
    await next.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => indicator(page).getAttribute('data-step')).toBe('2');

    // Step 2's instruction is short: its 11 s set the pace, on the page's own clock, with no voice.
    await stopClock(page);
    // A click waits for the button to hold still over animation frames, which a stopped clock never
    // draws: the click event is dispatched instead.
    await page.getByRole('button', { name: 'Play' }).dispatchEvent('click');
    const instruction = page.getByTestId('lesson-step-instruction');
    expect(await instruction.getAttribute('data-reading')).toBe('true');
    await page.clock.runFor(10_900);
    expect(await indicator(page).getAttribute('data-step')).toBe('2');
    await page.clock.runFor(200);
    await expect.poll(() => indicator(page).getAttribute('data-step')).toBe('3');
    expect(await instruction.getAttribute('data-reading')).toBe('true');

    await page.getByRole('button', { name: 'Pause' }).dispatchEvent('click');
    expect(await instruction.getAttribute('data-reading')).toBe('false');
    await page.clock.runFor(60_000);
    expect(await indicator(page).getAttribute('data-step')).toBe('3');
    // Time flows again for axe, whose checks wait on timers and animations.
    await page.clock.resume();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoSeriousAxeViolations(page);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it('in Arabic at 375 px the buttons read right to left and step the lesson', async () => {
    const { context, page } = await voicelessPage(
      { microphone: 'none', recognition: false },
      { language: 'arabic', width: 375 },
    );
    await page.goto('/prayer-learning');
    await page.getByTestId('lesson-prayer-type').selectOption('fajr');
    await page.getByTestId('lesson-tradition').selectOption('sunni');
    await page.getByTestId('lesson-level').selectOption('1');
    await page.getByTestId('lesson-start').click();
    await page.getByTestId('lesson-player').waitFor();
    const next = page.getByRole('button', { name: 'التالي', exact: true });
    const previous = page.getByRole('button', { name: 'السابق', exact: true });
    // Right to left: Previous, first in reading order, sits to the right of Next.
    const [previousBox, nextBox] = [await previous.boundingBox(), await next.boundingBox()];
    expect(previousBox!.x).toBeGreaterThan(nextBox!.x);
    await next.click();
    await expect.poll(() => indicator(page).getAttribute('data-step')).toBe('2');
    await expectNoSeriousAxeViolations(page);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });
});
