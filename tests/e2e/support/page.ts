import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** The single visible toast (spec: at most one at a time). */
export const toast = (page: Page) => page.locator('[data-testid="toast"], li[role="status"]').last();

/**
 * Enter on a form's submit button, from the keyboard: the button shows its pending label, is
 * unavailable and busy but keeps the focus, a polite status says the pending label, and a second Enter
 * while it is pending keeps the focus there too (the caller counts what was sent).
 */
export async function submitFromKeyboardKeepsFocus(
  page: Page,
  scope: Page | Locator,
  label: string,
  pendingLabel: string,
) {
  await scope.getByRole('button', { name: label, exact: true }).focus();
  await page.keyboard.press('Enter');
  const pending = scope.getByRole('button', { name: pendingLabel, exact: true });
  await expect.poll(() => pending.count()).toBe(1);
  expect(await pending.isDisabled()).toBe(true);
  expect(await pending.evaluate((button) => button === document.activeElement)).toBe(true);
  // Heard as well as seen (decision 006): busy, and the new label said by the page's live region.
  expect(await pending.getAttribute('aria-busy')).toBe('true');
  await expect.poll(() => page.getByRole('status').filter({ hasText: pendingLabel }).count()).toBe(1);
  await page.keyboard.press('Enter');
  expect(await pending.evaluate((button) => button === document.activeElement)).toBe(true);
}

export async function waitForPath(page: Page, path: string) {
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe(path);
}

/** Axe finds nothing at all on the page (any impact). */
export async function expectAxeClean(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** How far the page is wider than the window (0: no sideways scrolling). */
export const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** A calendar day in UTC, `offsetDays` from today, as the tracker's API takes dates. */
export const utcDay = (offsetDays = 0) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** The page's person keeps prayer times in UTC (no location: the sample schedule). */
export async function prayInUtc(page: Page) {
  expect((await page.request.put('/api/prayer-settings', { data: { timeZone: 'UTC' } })).status()).toBe(200);
}

/** Records one prayer through the tracker's API as the page's person (today in UTC unless told). */
export async function recordPrayer(page: Page, prayerType: string, prayerDate = utcDay()) {
  const response = await page.request.post('/api/prayer-records', { data: { prayerType, prayerDate } });
  expect(response.status()).toBe(201);
}

/** The signed-in screens people reach from the navigation, plus the plan pages the upgrade notices open. */
export const SIGNED_IN_SCREENS = [
  '/',
  '/prayer-tracker',
  '/prayer-times',
  '/prayer-learning',
  '/prayer-teacher',
  '/quran-teacher',
  '/sunday-school',
  '/prayer-dashboard',
  '/groups',
  '/gamification',
  '/goals',
  '/profile',
  '/settings',
  '/pricing',
  '/subscription',
  '/help',
  '/chat',
  '/duas',
];

/**
 * Where a one-line text cut with an ellipsis lost its letters: `text` (a name) inside `locator`, whether
 * the box that clips it (the nearest with hidden overflow, else `locator`) cuts it at all, and whether the name's
 * first and last letters are inside that box (a Latin name read left to right keeps its first).
 */
export const cutEnds = (locator: Locator, text: string) =>
  locator.evaluate((element, name) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    let node = walker.nextNode();
    while (node && !node.textContent!.includes(name)) node = walker.nextNode();
    if (!node) throw new Error(`"${name}" is not in ${element.outerHTML}`);
    let clip = node.parentElement!;
    while (clip !== element && getComputedStyle(clip).overflowX !== 'hidden') clip = clip.parentElement!;
    const box = clip.getBoundingClientRect();
    const start = node.textContent!.indexOf(name);
    const shown = (index: number) => {
      const range = document.createRange();
      range.setStart(node, index);
      range.setEnd(node, index + 1);
      const rect = range.getBoundingClientRect();
      return rect.left >= box.left - 1 && rect.right <= box.right + 1;
    };
    return {
      cut: clip.scrollWidth > clip.clientWidth,
      firstShown: shown(start),
      lastShown: shown(start + name.length - 1),
    };
  }, text);

/**
 * Puts the page's timers on a clock that moves only when the test moves it (`page.clock.runFor`).
 * `clock.install()` alone lets the fake clock follow real time, so on a loaded machine a step could
 * end between two of the test's checks; pausing it makes every length exact.
 */
export async function stopClock(page: Page) {
  await page.clock.install();
  await page.clock.pauseAt(new Date((await page.evaluate(() => Date.now())) + 10));
}
