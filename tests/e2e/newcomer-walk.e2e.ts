import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  browserForFile,
  expectNoSeriousAxeViolations,
  newPage,
  pageErrors,
  uniqueAccount,
} from './support/browser';
import { toast, waitForPath } from './support/page';
import { installScriptedRecognition, stubSpeechSynthesis } from './support/speech';

/**
 * Issue 10: a new person on a desktop, as they would go: sign up, land on the first lesson with the
 * choices they made, find their choices on the profile, reach Prayer Times from the sidebar, then
 * go through the whole free Fajr session with the coach. The server has no AI provider, so the
 * built-in guide answers every turn: more turns than the free plan's 5 messages, and never a 402.
 */
const browser = browserForFile();

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const sidebarLink = (page: Page, name: string) =>
  page.getByTestId('sidebar').getByRole('link', { name, exact: true });

describe('a newcomer on a desktop', () => {
  it('signs up, lands on the first lesson, finds the choices, the prayer times and finishes the Fajr coaching', async () => {
    const { context, page } = await newPage(browser(), { width: 1280, height: 900 });
    await context.addInitScript(stubSpeechSynthesis);
    const short = uniqueAccount('walk');
    // The longest username allowed, so the sidebar has to cut it.
    const account = { ...short, username: `${short.username}_with_a_long_name`.slice(0, 30) };

    // 1. Sign up with a tradition and a level: the toast's promise is kept, the lesson opens at once.
    await page.goto('/register');
    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByLabel(/tradition/i).selectOption('sunni');
    await page.getByLabel(/experience/i).selectOption('beginner');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect.poll(() => toast(page).textContent()).toContain('Starting your first prayer lesson...');
    await waitForPath(page, '/prayer-learning');
    await expect.poll(() => heading(page).textContent(), { timeout: 15_000 }).toBe('Fajr Prayer Lesson');
    expect(await page.getByRole('main').textContent()).toContain('Sunni · Beginner');
    await expect
      .poll(() => page.getByTestId('lesson-step-indicator').textContent(), { timeout: 15_000 })
      .toMatch(/^Step 1 of \d+$/);
    await expectNoSeriousAxeViolations(page);
    // The long name is cut with an ellipsis inside the sidebar, the whole of it in the tooltip.
    const name = page.getByTestId('sidebar-username');
    const cut = await name.evaluate((element) => {
      const sidebar = element.closest('[data-testid="sidebar"]')!.getBoundingClientRect();
      const box = element.getBoundingClientRect();
      return {
        truncated: element.scrollWidth > element.clientWidth,
        inside: box.left >= sidebar.left - 1 && box.right <= sidebar.right + 1,
        ellipsis: getComputedStyle(element).textOverflow,
        title: element.closest('[title]')?.getAttribute('title'),
      };
    });
    expect(cut).toEqual({
      truncated: true,
      inside: true,
      ellipsis: 'ellipsis',
      title: `Signed in as ${account.username}`,
    });

    // 2. The choices are on the profile, editable; the lesson setup then starts from them.
    await sidebarLink(page, 'Profile').click();
    await waitForPath(page, '/profile');
    const choices = page.getByTestId('prayer-choices');
    await expect
      .poll(() => choices.getByLabel('Prayer tradition', { exact: true }).inputValue())
      .toBe('sunni');
    expect(await choices.getByLabel('Experience level', { exact: true }).inputValue()).toBe('beginner');
    await choices.getByLabel('Experience level', { exact: true }).selectOption('some-knowledge');
    // From the keyboard: once saved there is nothing left to save, and the button says so but keeps
    // the focus (decision 006) rather than dropping it to the page body.
    const save = choices.getByRole('button', { name: 'Save Choices' });
    await save.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => toast(page).textContent()).toContain('Your choices have been saved');
    await expect.poll(() => save.getAttribute('aria-disabled')).toBe('true');
    expect(await save.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await (await page.request.get('/api/auth/user')).json()).toMatchObject({
      prayerTradition: 'sunni',
      experienceLevel: 'some-knowledge',
    });
    await expectNoSeriousAxeViolations(page);

    await sidebarLink(page, 'Learn Prayer').click();
    await waitForPath(page, '/prayer-learning');
    await expect.poll(() => page.getByLabel('Islamic Tradition').inputValue()).toBe('sunni');
    expect(await page.getByLabel('Learning Level').inputValue()).toBe('2');
    expect(await page.getByLabel('Prayer Type').inputValue()).toBe('');

    // 3. Prayer Times from the desktop sidebar: the sample times say they are approximate.
    await sidebarLink(page, 'Prayer Times').click();
    await waitForPath(page, '/prayer-times');
    await expect.poll(() => heading(page).textContent()).toBe('Prayer Times');
    await expect.poll(() => page.getByText('Approximate times').count()).toBeGreaterThan(0);
    await expect
      .poll(() => page.getByTestId('next-prayer-announcement').textContent())
      .toMatch(/^Next prayer: \w+ at /);
    await expectNoSeriousAxeViolations(page);

    // 4. The whole Fajr session with the coach, offline: a question, every step with "next", then
    //    "back" and "repeat". Each turn is answered by the built-in guide; none is refused.
    const steps = (await (
      await page.request.get('/api/prayer-instructions/fajr/sunni?language=en')
    ).json()) as {
      prayerSteps: unknown[];
    };
    const total = steps.prayerSteps.length;
    expect(total).toBeGreaterThan(5);
    const phrases = ['what do I say', ...Array.from({ length: total - 1 }, () => 'next'), 'back', 'repeat'];
    await context.addInitScript(installScriptedRecognition, phrases);
    const answers: number[] = [];
    const recordAnswer = (response: Response) => {
      if (new URL(response.url()).pathname === '/api/ai-prayer-coach') answers.push(response.status());
    };
    page.on('response', recordAnswer);

    await sidebarLink(page, 'AI Prayer Teacher').click();
    await waitForPath(page, '/prayer-teacher');
    await expect.poll(() => heading(page).textContent()).toBe('Setup Your AI Prayer Coach');
    // The page was opened before the scripted voice was installed: load it again with it.
    await page.reload();
    await expect.poll(() => page.getByLabel('Islamic Tradition').inputValue()).toBe('sunni');
    await page.getByLabel('Prayer Type').selectOption('fajr');
    await page.getByRole('button', { name: 'Start Voice Coaching' }).click();
    await expect.poll(() => heading(page).textContent()).toBe('AI Prayer Coach');
    await expect
      .poll(() => page.getByTestId('coach-step-list').locator('li').count(), { timeout: 15_000 })
      .toBe(total);

    await page.getByRole('button', { name: 'Start Prayer' }).click();
    await expect.poll(() => answers.length, { timeout: 120_000, interval: 500 }).toBe(phrases.length);
    expect(answers.every((status) => status === 200)).toBe(true);
    expect(answers.length).toBeGreaterThan(5);
    // "back" from the last step, then "repeat": the coach is on the step before the last.
    await expect
      .poll(() => page.getByTestId(`coach-step-${total - 1}`).getAttribute('aria-current'))
      .toBe('step');
    await expect.poll(() => page.getByTestId('coach-transcript').textContent()).toContain('repeat');
    expect(await page.getByTestId('coach-built-in-guide').textContent()).toBe('Built-in guide');
    expect(await page.getByTestId('upgrade-notice').count()).toBe(0);
    expect(await page.getByRole('main').textContent()).not.toContain('Press Start Prayer to continue');

    await page.getByRole('button', { name: 'Stop Prayer' }).click();
    await expect.poll(() => page.getByTestId('coach-status').getAttribute('data-status')).toBe('stopped');
    await expectNoSeriousAxeViolations(page);
    page.off('response', recordAnswer);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  }, 240_000);
});
