import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  browserForFile,
  expectNoSeriousAxeViolations,
  newPage,
  pageErrors,
  registerViaApi,
} from './support/browser';
import { prayInUtc, recordPrayer, toast } from './support/page';

const browser = browserForFile();

/**
 * One progress model (decisions 007, 021, 022): one level for one total of points on every screen that
 * shows a level, the seven Achievements counted the same on home and the learning dashboard, the
 * Badges counted apart, and a prayer's quick action recorded the tracker's way.
 */
const text = (page: Page, testId: string) => page.getByTestId(testId).textContent();
/** The figure of a home tile or stat card (the `dd` of its `dl`). */
const figure = (page: Page, testId: string) => page.getByTestId(testId).locator('dd').textContent();

/** A person in UTC on the sample schedule with Fajr, Dhuhr and Isha recorded today: 150 + 100 + 110 = 360 points. */
async function personWith360Points(page: Page) {
  await registerViaApi(page);
  await prayInUtc(page);
  for (const prayerType of ['fajr', 'dhuhr', 'isha']) await recordPrayer(page, prayerType);
}

describe('one progress model', () => {
  it('360 points are level 2 and the achievements 1/7 on home, both dashboards and the Community page', async () => {
    const { context, page } = await newPage(browser());
    await personWith360Points(page);

    // Home: the level and the Achievements tile.
    await page.goto('/');
    await expect.poll(() => figure(page, 'home-level')).toBe('2');
    expect(await figure(page, 'home-achievements')).toBe('1/7');
    expect(await figure(page, 'home-today-prayers')).toBe('3/5');

    // The daily dashboard (/prayer-times): the same level, 40 points from the next.
    await page.goto('/prayer-times');
    await expect.poll(() => figure(page, 'stat-level')).toBe('2');
    expect(await text(page, 'stat-level')).toContain('40 points to the next level');
    expect(await figure(page, 'stat-total-points')).toBe('360');

    // The learning dashboard: Level 2 and the same 1/7.
    await page.goto('/prayer-dashboard');
    await expect.poll(() => text(page, 'dashboard-level-badge')).toBe('Level 2');
    expect(await text(page, 'dashboard-total-points')).toContain('40 points to Level 3');
    expect(await text(page, 'dashboard-achievements')).toContain('1/7');

    // The Community page: the same level; its Badges tab counts the badges, none earned yet.
    await page.goto('/gamification');
    await expect.poll(() => figure(page, 'community-level')).toBe('2');
    expect(await page.getByRole('tab', { name: 'Achievements' }).count()).toBe(0);
    await page.getByRole('tab', { name: 'Badges' }).click();
    await expect.poll(() => text(page, 'badges-earned')).toBe('0 of 6 badges earned');
    await expectNoSeriousAxeViolations(page);

    // A group joined earns a badge, and no achievement: home still says 1/7, the badges 1 of 6.
    expect((await page.request.post('/api/groups', { data: { name: 'Dawn circle' } })).status()).toBe(201);
    await page.reload();
    await page.getByRole('tab', { name: 'Badges' }).click();
    await expect.poll(() => text(page, 'badges-earned')).toBe('1 of 6 badges earned');
    await page.goto('/goals');
    await expect.poll(() => text(page, 'badges-earned')).toBe('1 of 6 badges earned');
    await page.goto('/');
    await expect.poll(() => figure(page, 'home-achievements')).toBe('1/7');
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  }, 120_000);

  it("a prayer's quick action records the prayer for the tracker's points, and every screen moves together", async () => {
    const { context, page } = await newPage(browser());
    await registerViaApi(page);
    await prayInUtc(page);
    await recordPrayer(page, 'isha'); // 110 points: level 1

    await page.goto('/prayer-times');
    await expect.poll(() => figure(page, 'stat-level')).toBe('1');
    await page.getByRole('button', { name: 'Prayed Fajr +150' }).click();
    await expect.poll(() => toast(page).textContent()).toContain('Activity logged successfully!');
    // 110 + 150: level 2, the prayer recorded today (the quick action shows it done).
    await expect.poll(() => figure(page, 'stat-total-points')).toBe('260');
    expect(await figure(page, 'stat-level')).toBe('2');
    await expect.poll(() => text(page, 'quick-action-fajr_prayer')).toContain('Logged today');

    // The tracker has the record, so recording Fajr again there is the tracker's own refusal.
    const again = await page.request.post('/api/activities', {
      data: { activityType: 'prayer', activitySubtype: 'fajr' },
    });
    expect(again.status()).toBe(409);
    expect((await again.json()).message).toBe('This prayer is already recorded for that day');

    await page.goto('/');
    await expect.poll(() => figure(page, 'home-level')).toBe('2');
    expect(await figure(page, 'home-today-prayers')).toBe('2/5');
    await page.goto('/prayer-dashboard');
    await expect.poll(() => text(page, 'dashboard-level-badge')).toBe('Level 2');
    expect(await text(page, 'dashboard-points-badge')).toBe('260 points');
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  }, 120_000);
});
