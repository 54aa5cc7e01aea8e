import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  browserForFile,
  expectNoSeriousAxeViolations,
  newPage,
  pageErrors,
  registerViaApi,
} from './support/browser';
import { prayInUtc, recordPrayer, utcDay } from './support/page';

const browser = browserForFile();

const PRAYERS = ['fajr', 'dhuhr', 'asr', 'maghrib', 'isha'] as const;

/**
 * A person in UTC on the sample schedule who prayed all five yesterday (580 points) and Fajr and
 * Maghrib today (270 points): 850 points, level 5, a one-day streak, 2/5 today, 7 records.
 */
async function personWithPrayers(page: Page) {
  const account = await registerViaApi(page);
  await prayInUtc(page);
  const yesterday = utcDay(-1);
  const today = utcDay();
  for (const prayerType of PRAYERS) await recordPrayer(page, prayerType, yesterday);
  for (const prayerType of ['fajr', 'maghrib']) await recordPrayer(page, prayerType, today);
  // Sunday starts the week: on a Sunday, yesterday belongs to the week before.
  const yesterdayThisWeek = new Date(`${today}T00:00:00Z`).getUTCDay() !== 0;
  return { account, today, yesterdayThisWeek };
}

const text = (page: Page, testId: string) => page.getByTestId(testId).textContent();

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect.poll(() => page.getByRole('tab', { name }).getAttribute('aria-selected')).toBe('true');
}

describe('learning dashboard', () => {
  it("shows the person's real figures on every tab after a few tracked prayers", async () => {
    const { context, page } = await newPage(browser());
    const { account, today, yesterdayThisWeek } = await personWithPrayers(page);

    // The sidebar's Learning Dashboard leads here.
    await page.goto('/');
    await page.getByRole('navigation').getByRole('link', { name: 'Learning Dashboard' }).first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/prayer-dashboard');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Learning Dashboard');

    await expect.poll(() => text(page, 'dashboard-level-badge')).toBe('Level 5');
    expect(await text(page, 'dashboard-points-badge')).toBe('850 points');
    expect(await text(page, 'dashboard-total-points')).toContain('150 points to Level 6');
    expect(await text(page, 'dashboard-current-streak')).toContain('Best streak: 1');
    expect(await text(page, 'dashboard-achievements')).toContain('1/7');
    expect(await text(page, 'dashboard-week-points')).toContain(yesterdayThisWeek ? '850' : '270');

    // Today
    expect(await text(page, 'today-prayers-value')).toBe('2/5');
    expect(await page.getByTestId('today-islamic-school').count()).toBe(0);
    expect(await text(page, 'today-learning-value')).toMatch(/^0\/\d+$/);

    // Progress: the week, the level and the prayer calendar with a day's details.
    await openTab(page, 'Progress');
    expect(await text(page, 'weekly-prayers-value')).toBe(yesterdayThisWeek ? '7/35' : '2/35');
    expect(await text(page, 'level-progress')).toContain('50/200 points in this level');
    await expect.poll(() => text(page, 'calendar-streak')).toBe('1 day streak');
    await page.getByTestId(`calendar-day-${today}`).click();
    const detail = page.getByTestId('calendar-day-detail');
    await expect.poll(() => detail.getByText('Completed', { exact: true }).count()).toBe(2);
    expect(await detail.getByText('Not yet', { exact: true }).count()).toBe(3);
    expect(await detail.textContent()).toContain('Points Earned');
    expect(await detail.textContent()).toContain('270');

    // Achievements
    await openTab(page, 'Achievements');
    expect(await text(page, 'achievements-count')).toBe('1/7 earned');
    expect(await page.getByTestId('achievement-firstPrayer').getAttribute('data-earned')).toBe('true');
    expect(await page.getByTestId('achievement-knowledgeSeeker').getAttribute('data-earned')).toBe('false');

    // Community: no group yet, then the leaderboard of the group just created.
    await openTab(page, 'Community');
    await expect
      .poll(() => page.getByTestId('join-group-prompt').getByRole('heading').textContent())
      .toBe('Join a Group');
    const created = await page.request.post('/api/groups', { data: { name: 'Dashboard circle' } });
    expect(created.status()).toBe(201);
    await page.reload();
    await openTab(page, 'Community');
    await expect.poll(() => text(page, 'dashboard-group-name')).toBe('Dashboard circle');
    const row = page.getByTestId('dashboard-leaderboard-row');
    expect(await row.count()).toBe(1);
    expect(await row.textContent()).toContain(account.username);
    expect(await row.getByTestId('leaderboard-points').textContent()).toBe('850 pts');
    expect(await row.getByTestId('leaderboard-streak').textContent()).toContain('Current streak: 1');
    expect(await page.getByTestId('no-challenges').count()).toBe(1);

    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it('the tracker no longer holds the calendar; its changes reach the dashboard', async () => {
    const { context, page } = await newPage(browser());
    const { today } = await personWithPrayers(page);
    await page.goto('/prayer-dashboard');
    await expect.poll(() => text(page, 'today-prayers-value')).toBe('2/5');
    await page.goto('/prayer-tracker');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Prayer Tracker');
    expect(await page.getByTestId('prayer-calendar').count()).toBe(0);
    const toggle = page.getByTestId(`tracker-toggle-${today}-isha`);
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('navigation').getByRole('link', { name: 'Learning Dashboard' }).first().click();
    await expect.poll(() => text(page, 'today-prayers-value')).toBe('3/5');
    await context.close();
  });

  it('in Arabic at 375 px: right to left, every tab without sideways scrolling, axe clean', async () => {
    const { context, page } = await newPage(browser(), { language: 'arabic', width: 375, height: 800 });
    await personWithPrayers(page);
    await page.goto('/prayer-dashboard');
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('لوحة التعلّم');
    await expect.poll(() => text(page, 'dashboard-level-badge')).toBe('المستوى 5');
    for (const tab of ['اليوم', 'التقدّم', 'الإنجازات', 'المجتمع']) {
      await openTab(page, tab);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await expectNoSeriousAxeViolations(page);
    }
    await context.close();
  });

  it('has no serious accessibility violation on any tab (English, desktop, with a group)', async () => {
    const { context, page } = await newPage(browser());
    await personWithPrayers(page);
    expect((await page.request.post('/api/groups', { data: { name: 'Axe circle' } })).status()).toBe(201);
    await page.goto('/prayer-dashboard');
    await expect.poll(() => text(page, 'dashboard-level-badge')).toBe('Level 5');
    for (const tab of ['Today', 'Progress', 'Achievements', 'Community']) {
      await openTab(page, tab);
      await page.waitForLoadState('networkidle');
      await expectNoSeriousAxeViolations(page);
    }
    await context.close();
  });
});
