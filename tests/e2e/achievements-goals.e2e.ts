import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  browserForFile,
  expectNoSeriousAxeViolations,
  newPage,
  pageErrors,
  registerViaApi,
} from './support/browser';
import { prayInUtc, recordPrayer, toast, utcDay } from './support/page';

const browser = browserForFile();

const goalValue = (page: Page, goal: string) => page.getByTestId(`goal-${goal}-value`).textContent();

describe('/goals', () => {
  it('shows real progress after a tracked prayer and edits a target within its bounds', async () => {
    const { context, page } = await newPage(browser());
    await registerViaApi(page);
    await prayInUtc(page);
    await page.goto('/goals');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Weekly Goals');
    await expect.poll(() => goalValue(page, 'prayers')).toBe('0/35');
    expect(await goalValue(page, 'learning')).toBe('0/7');
    expect(await page.getByTestId('goal-school').textContent()).toContain(
      'Counts with the Islamic School subscription.',
    );

    // A prayer tracked today (the week always holds today).
    await recordPrayer(page, 'isha');
    await page.reload();
    await expect.poll(() => goalValue(page, 'prayers')).toBe('1/35');

    const prayers = page.getByRole('spinbutton', { name: 'Daily Prayers' });
    await prayers.fill('40');
    await page.getByRole('button', { name: 'Save goals' }).click();
    await expect
      .poll(() => page.getByTestId('goals-form').textContent())
      .toContain('The weekly prayers target must be between 1 and 35');
    expect(await prayers.getAttribute('aria-invalid')).toBe('true');

    await prayers.fill('20');
    await page.getByRole('button', { name: 'Save goals' }).click();
    await expect.poll(() => toast(page).textContent()).toContain('Goals saved');
    await expect.poll(() => goalValue(page, 'prayers')).toBe('1/20');
    expect((await (await page.request.get('/api/goals')).json()).targets.prayers).toBe(20);
    await page.reload();
    await expect.poll(() => goalValue(page, 'prayers')).toBe('1/20');
    await expectNoSeriousAxeViolations(page);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });
});

describe('achievement badges', () => {
  it('filters by category, shows level titles, Earned or Locked, and the empty state', async () => {
    const { context, page } = await newPage(browser());
    await registerViaApi(page);
    await prayInUtc(page);
    await page.goto('/goals');
    const badges = page.getByTestId('achievement-badges');
    await expect
      .poll(() => badges.getByRole('heading', { level: 2 }).first().textContent())
      .toBe('Islamic Achievement Badges');
    await expect
      .poll(() => badges.getByTestId('achievements-empty').textContent())
      .toContain('No achievements in this category');

    // A perfect day yesterday (a one-day streak) and a group of one's own.
    for (const prayer of ['fajr', 'dhuhr', 'asr', 'maghrib', 'isha'])
      await recordPrayer(page, prayer, utcDay(-1));
    const group = await page.request.post('/api/groups', {
      data: { name: 'Our family', description: 'We pray together', isPrivate: true, maxMembers: 10 },
    });
    expect(group.status()).toBe(201);
    await page.reload();

    const streak = badges.getByTestId('achievement-prayer_streak');
    const joiner = badges.getByTestId('achievement-group_participation');
    await expect.poll(() => streak.textContent()).toContain('Week Warrior');
    expect(await streak.textContent()).toContain('Locked');
    expect(await streak.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('1/7');
    expect(await joiner.textContent()).toContain('Community Joiner');
    expect(await joiner.textContent()).toContain('Earned');
    expect(await joiner.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('1/3');

    const filter = (name: string) => badges.getByRole('button', { name, exact: true });
    await filter('Prayer').click();
    expect(await filter('Prayer').getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => joiner.count()).toBe(0);
    expect(await streak.count()).toBe(1);
    await filter('Community').click();
    await expect.poll(() => streak.count()).toBe(0);
    expect(await joiner.count()).toBe(1);
    await filter('Knowledge').click();
    await expect
      .poll(() => badges.getByTestId('achievements-empty').textContent())
      .toContain('No achievements in this category');
    await filter('Special Events').click();
    expect(await badges.getByTestId('achievements-empty').count()).toBe(1);
    await filter('All').click();
    await expect.poll(() => badges.getByRole('listitem').count()).toBe(2);
    await expectNoSeriousAxeViolations(page);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it('lays the goals and badges out right to left in Arabic at 375 px', async () => {
    const { context, page } = await newPage(browser(), { language: 'arabic', width: 375, height: 800 });
    await registerViaApi(page);
    await page.goto('/goals');
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('الأهداف الأسبوعية');
    await expect
      .poll(() => page.getByTestId('achievement-badges').textContent())
      .toContain('شارات الإنجاز الإسلامية');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousAxeViolations(page);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });
});
