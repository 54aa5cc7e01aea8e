import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  browserForFile,
  expectNoSeriousAxeViolations,
  newPage,
  pageErrors,
  registerViaApi,
} from './support/browser';
import { toast } from './support/page';

const browser = browserForFile();

const saveSettings = (page: Page, data: object) => page.request.put('/api/prayer-settings', { data });
const todayIn = (timeZone: string, at = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    at,
  );

/**
 * A fixed-offset zone in which `now` falls 20 to 80 minutes after 12:00 local time, i.e. in the
 * early or on-time window of the sample Dhuhr (12:45). Whole-hour offsets always give one: the span
 * is wider than an hour.
 */
function zoneWithDhuhrNow(now: Date): string {
  for (let offset = -12; offset <= 14; offset += 1) {
    const local = new Date(now.getTime() + offset * 3_600_000);
    const minutes = local.getUTCHours() * 60 + local.getUTCMinutes();
    if (minutes >= 12 * 60 + 20 && minutes < 13 * 60 + 40) {
      return offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
    }
  }
  throw new Error('no zone found');
}

describe('prayer tracker', () => {
  it('toggles a prayer: the count, the points and the total follow, with the spec toasts', async () => {
    const { context, page } = await newPage(browser());
    await registerViaApi(page);
    await saveSettings(page, { timeZone: 'UTC' });
    const today = todayIn('UTC');
    await page.goto('/prayer-tracker');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Prayer Tracker');

    const day = page.getByTestId(`tracker-day-${today}`);
    const total = page.getByTestId('tracker-total-records');
    expect(await day.getAttribute('aria-current')).toBe('date');
    await expect.poll(() => day.getByTestId('tracker-day-count').textContent()).toBe('0/5 prayers');

    await page.getByTestId(`tracker-toggle-${today}-fajr`).click();
    await expect.poll(() => toast(page).textContent()).toContain('Prayer Recorded');
    expect(await toast(page).textContent()).toContain('Your prayer has been successfully tracked.');
    await expect.poll(() => day.getByTestId('tracker-day-count').textContent()).toBe('1/5 prayers');
    expect(await day.getByTestId('tracker-day-points').textContent()).toContain('150');
    await page.getByTestId(`tracker-toggle-${today}-maghrib`).click();
    await expect.poll(() => day.getByTestId('tracker-day-count').textContent()).toBe('2/5 prayers');
    await expect.poll(() => day.getByTestId('tracker-day-points').textContent()).toContain('270');
    expect(await total.textContent()).toContain('2');
    expect(await page.getByTestId(`tracker-toggle-${today}-fajr`).getAttribute('aria-pressed')).toBe('true');

    await page.getByTestId(`tracker-toggle-${today}-fajr`).click();
    await expect.poll(() => toast(page).textContent()).toContain('Prayer Removed');
    expect(await toast(page).textContent()).toContain('Prayer record has been removed.');
    await expect.poll(() => day.getByTestId('tracker-day-count').textContent()).toBe('1/5 prayers');
    expect((await (await page.request.get('/api/user/stats')).json()).totalPoints).toBe(120);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it('lays the tracker out right to left in Arabic, Sunday at the right', async () => {
    const { context, page } = await newPage(browser(), { language: 'arabic' });
    await registerViaApi(page);
    await page.goto('/prayer-tracker');
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    expect(heading).toMatch(/[\u0600-\u06FF]/);
    // The first week's row: Sunday (the first cell) stands to the right of Saturday (the seventh).
    const cells = page.getByTestId('prayer-tracker').locator('ol > li');
    const sunday = await cells.nth(0).boundingBox();
    const saturday = await cells.nth(6).boundingBox();
    expect(Math.abs(sunday!.y - saturday!.y)).toBeLessThan(2);
    expect(sunday!.x).toBeGreaterThan(saturday!.x);
    await context.close();
  });

  it('stays usable at 375 px without sideways scrolling', async () => {
    const { context, page } = await newPage(browser(), { width: 375, height: 800 });
    await registerViaApi(page);
    await saveSettings(page, { timeZone: 'UTC' });
    const today = todayIn('UTC');
    await page.goto('/prayer-tracker');
    const toggle = page.getByTestId(`tracker-toggle-${today}-isha`);
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await context.close();
  });
});

describe('prayer times and the daily dashboard', () => {
  it('completes Dhuhr inside its window with the on-time bonus (clock pinned in the page)', async () => {
    const now = new Date();
    const zone = zoneWithDhuhrNow(now);
    const { context, page } = await newPage(browser());
    await page.clock.setFixedTime(now);
    await registerViaApi(page);
    await saveSettings(page, { timeZone: zone });
    await page.goto('/prayer-times');
    const complete = page.getByTestId('complete-dhuhr');
    await complete.click();
    await expect.poll(() => toast(page).textContent()).toContain('Prayer Recorded!');
    expect(await toast(page).textContent()).toContain('Earned 125 points for completing Dhuhr');
    await expect.poll(() => complete.count()).toBe(0);
    await expect.poll(() => page.getByTestId('today-progress-value').textContent()).toContain('1');
    const stats = await (await page.request.get('/api/user/stats')).json();
    expect(stats).toMatchObject({ totalPoints: 125, todayCompleted: 1 });
    // Fajr's window has passed and Isha's has not come: neither offers Complete Prayer.
    expect(await page.getByTestId('complete-fajr').count()).toBe(0);
    expect(await page.getByTestId('complete-isha').count()).toBe(0);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it('shows approximate times until a location is set, then the real times and the Qibla', async () => {
    const { context, page } = await newPage(browser());
    await registerViaApi(page);
    await saveSettings(page, { timeZone: 'Europe/London' });
    await page.goto('/prayer-times');
    await expect.poll(() => page.getByTestId('approximate-notice').count()).toBe(1);
    const times = page.getByTestId('prayer-times-list');
    const before = await times.textContent();
    expect(before).toContain('5:30 AM');

    const panel = page.getByTestId('location-panel');
    await panel.getByRole('tab', { name: 'Enter coordinates' }).click();
    await panel
      .getByLabel('Save my approximate location (rounded to about 1 km) to calculate prayer times')
      .check();
    await panel.getByLabel('Latitude', { exact: true }).fill('51.5072');
    await panel.getByLabel('Longitude', { exact: true }).fill('-0.1276');
    await panel.getByRole('button', { name: 'Save coordinates' }).click();
    await expect.poll(() => toast(page).textContent()).toContain('Location saved');
    await expect.poll(() => page.getByTestId('approximate-notice').count()).toBe(0);
    await expect.poll(() => times.textContent()).not.toBe(before);
    await expect.poll(() => page.getByTestId('qibla-degrees').textContent()).toMatch(/11[89]/);
    const saved = await (await page.request.get('/api/prayer-settings')).json();
    expect(saved.location).toMatchObject({ latitude: 51.51, longitude: -0.13 });
    await context.close();
  });

  for (const language of ['english', 'arabic'] as const) {
    it(`has no serious accessibility violation on the tracker and the prayer times (${language})`, async () => {
      const { context, page } = await newPage(browser(), { language });
      await registerViaApi(page);
      for (const path of ['/prayer-tracker', '/prayer-times']) {
        await page.goto(path);
        await page.waitForFunction(() => document.querySelector('main h1'));
        await page.waitForLoadState('networkidle');
        await expectNoSeriousAxeViolations(page);
      }
      await context.close();
    });
  }
});
