import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  browserForFile,
  expectNoSeriousAxeViolations,
  newPage,
  pageErrors,
  registerViaApi,
} from './support/browser';
import { horizontalOverflow } from './support/page';

/**
 * Ask AI and the dua generator end to end on the shared Hidaya (no AI provider: Hidaya's library
 * answers with its passages and their references, never counted, decision 030): a question streamed
 * back with its sources, a dua by occasion with its reference, a favourite kept after a reload, axe,
 * and the pages in Arabic at 375 px.
 */
const browser = browserForFile();

const sourceLabels = (page: Page) =>
  page.getByTestId('answer-source').evaluateAll((items) => items.map((item) => item.textContent ?? ''));

async function askFasting(page: Page, question: string) {
  await page.goto('/chat');
  await page.getByRole('option').first().waitFor({ state: 'attached' });
  await page.locator('#chat-question').fill(question);
  await page
    .locator('form')
    .filter({ has: page.locator('#chat-question') })
    .locator('button[type="submit"]')
    .click();
  // The question's turn is shown at once; its answer is complete when the writing line goes.
  await expect.poll(() => page.getByTestId('chat-answer').count(), { timeout: 15_000 }).toBe(1);
  await expect.poll(() => page.getByTestId('answer-writing').count(), { timeout: 15_000 }).toBe(0);
}

describe('Ask AI (/chat)', () => {
  it('asks a question and shows the streamed answer with its sources; the library answer is not counted', async () => {
    const { page } = await newPage(browser());
    await registerViaApi(page);
    await page.goto('/chat');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Ask AI');
    await expect
      .poll(() => page.getByTestId('not-a-scholar').textContent())
      .toBe(
        'I am an AI, not a scholar. For a ruling on your own situation, ask a qualified scholar or your local imam.',
      );
    await expect
      .poll(() => page.getByTestId('chat-quota').textContent())
      .toBe('Free AI messages left this month: 5');
    await expectNoSeriousAxeViolations(page);

    await askFasting(page, 'What does the Quran say about fasting in Ramadan?');
    const answer = page.getByTestId('chat-answer');
    expect(await answer.getByTestId('answer-offline').textContent()).toBe("From Hidaya's library");
    expect(await answer.getByTestId('answer-sentence').count()).toBeGreaterThan(1);
    const labels = await sourceLabels(page);
    expect(labels.length).toBeGreaterThan(0);
    expect(labels.some((label) => /Quran \d+:\d+/.test(label))).toBe(true);
    // The answer quotes its passages with their references, which are among the sources.
    expect(await answer.getByTestId('answer-text').textContent()).toMatch(/Quran \d+:\d+/);
    // Hidaya's library is never counted (decision 015).
    await expect
      .poll(() => page.getByTestId('chat-quota').textContent())
      .toBe('Free AI messages left this month: 5');
    // Free keeps the current conversation, listed with the offer of message history.
    await expect.poll(() => page.getByTestId('conversation-item').count()).toBe(1);
    expect(await page.getByTestId('free-history-note').textContent()).toContain(
      'The Free plan keeps only your current conversation',
    );
    await expectNoSeriousAxeViolations(page);
    expect(pageErrors(page)).toEqual([]);
  });

  it('in Arabic at 375 px: right to left, no sideways scrolling, the answer and its sources in Arabic', async () => {
    const { page } = await newPage(browser(), { language: 'arabic', width: 375, height: 740 });
    await registerViaApi(page);
    await page.goto('/chat');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('اسأل الذكاء الاصطناعي');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await askFasting(page, 'ما حكم الصيام في رمضان؟');
    expect(await page.getByTestId('answer-offline').textContent()).toBe('من مكتبة هداية');
    expect((await sourceLabels(page)).length).toBeGreaterThan(0);
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoSeriousAxeViolations(page);
    expect(pageErrors(page)).toEqual([]);
  });
});

describe('the dua generator (/duas)', () => {
  it('shows the travel duas with their Arabic and references; a starred dua is kept after a reload', async () => {
    const { page } = await newPage(browser());
    await registerViaApi(page);
    await page.goto('/duas');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Dua Generator');
    await page.getByRole('button', { name: 'Travel', exact: true }).click();
    const card = page
      .getByTestId('dua-results')
      .getByTestId('dua-card')
      .filter({ hasText: 'Sahih Muslim 1342' });
    await expect.poll(() => card.count(), { timeout: 15_000 }).toBe(1);
    expect(await card.getByTestId('dua-reference').textContent()).toBe('Reference: Sahih Muslim 1342');
    const arabic = card.getByTestId('dua-arabic');
    expect(await arabic.getAttribute('lang')).toBe('ar');
    expect(await arabic.getAttribute('dir')).toBe('rtl');
    expect(await arabic.evaluate((element) => getComputedStyle(element).fontFamily)).toContain('Amiri');
    expect((await card.getByTestId('dua-transliteration').textContent())?.length).toBeGreaterThan(20);
    expect((await card.getByTestId('dua-translation').textContent())?.length).toBeGreaterThan(20);
    await expectNoSeriousAxeViolations(page);

    await card.getByRole('button', { name: 'Add Sahih Muslim 1342 to favourites' }).click();
    const favourites = page.getByTestId('dua-favourites');
    await expect.poll(() => favourites.getByTestId('dua-card').count()).toBe(1);

    await page.reload();
    await expect
      .poll(() => favourites.getByTestId('dua-reference').textContent(), { timeout: 15_000 })
      .toBe('Reference: Sahih Muslim 1342');
    expect(
      await favourites
        .getByRole('button', { name: 'Remove Sahih Muslim 1342 from favourites' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    expect(pageErrors(page)).toEqual([]);
  });

  it('in Arabic at 375 px: the occasions in Arabic, right to left, no sideways scrolling, axe-clean', async () => {
    const { page } = await newPage(browser(), { language: 'arabic', width: 375, height: 740 });
    await registerViaApi(page);
    await page.goto('/duas');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('مولّد الأدعية');
    await page.getByRole('button', { name: 'السفر', exact: true }).click();
    await expect
      .poll(() => page.getByTestId('dua-results').getByTestId('dua-card').count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoSeriousAxeViolations(page);
    expect(pageErrors(page)).toEqual([]);
  });
});
