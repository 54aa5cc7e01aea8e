import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  browserForFile,
  expectNoSeriousAxeViolations,
  newPage,
  pageErrors,
  registerViaApi,
} from './support/browser';
import { E2E_ADMIN_ACCOUNT } from './support/global-setup';

const browser = browserForFile();

/** The sidebar's entries scroll neither for a member nor for an administrator at this size. */
async function sidebarFits(page: Page) {
  const entries = page.getByTestId('sidebar').getByTestId('sidebar-entries');
  await entries.waitFor();
  return entries.evaluate((element) => ({
    scrollHeight: element.scrollHeight,
    clientHeight: element.clientHeight,
  }));
}

describe('web basics', () => {
  it("answers an unknown address 404 with the 'Page Not Found' page, signed out and signed in", async () => {
    const { context, page } = await newPage(browser());
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    expect(await page.title()).toBe('Page Not Found · Hidaya');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Page Not Found');
    await page.getByRole('link', { name: 'Back to home' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    await registerViaApi(page);
    const signedIn = await page.goto('/settings/nowhere');
    expect(signedIn?.status()).toBe(404);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Page Not Found');
    expect((await page.goto('/prayer-tracker'))?.status()).toBe(200);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it('opens the language menu from the sidebar and chooses a language by keyboard', async () => {
    const { context, page } = await newPage(browser());
    await registerViaApi(page);
    await page.goto('/');
    const button = page.getByTestId('sidebar').getByRole('button', { name: 'Language: English' });
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Choose a language' });
    await menu.waitFor();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await expectNoSeriousAxeViolations(page);
    await page.keyboard.press('Escape');
    expect(await menu.count()).toBe(0);
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);

    await page.keyboard.press('ArrowDown');
    await menu.waitFor();
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('العربية');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await expect
      .poll(() => page.getByTestId('sidebar').getByRole('button', { name: 'اللغة: العربية' }).count())
      .toBe(1);
    await context.close();
  });

  it('puts Home first and fits every sidebar entry on a 1280 x 800 screen without scrolling', async () => {
    const { context, page } = await newPage(browser(), { width: 1280, height: 800 });
    await registerViaApi(page);
    await page.goto('/');
    const main = page.getByTestId('sidebar').getByRole('navigation', { name: 'Main navigation' });
    await expect.poll(() => main.getByRole('link').first().textContent()).toBe('Home');
    const member = await sidebarFits(page);
    expect(member.scrollHeight).toBeLessThanOrEqual(member.clientHeight);
    await context.close();

    const admin = await newPage(browser(), { width: 1280, height: 800 });
    expect((await admin.page.request.post('/api/auth/login', { data: E2E_ADMIN_ACCOUNT })).status()).toBe(
      200,
    );
    await admin.page.goto('/');
    await admin.page.getByTestId('admin-nav').waitFor();
    const sizes = await sidebarFits(admin.page);
    expect(sizes.scrollHeight).toBeLessThanOrEqual(sizes.clientHeight);
    await admin.context.close();
  });

  it("says 'Start learning' on a new person's Home", async () => {
    const { context, page } = await newPage(browser());
    await registerViaApi(page);
    await page.goto('/');
    await expect.poll(() => page.getByRole('heading', { level: 2, name: 'Start learning' }).count()).toBe(1);
    expect(await page.getByText('Continue learning').count()).toBe(0);
    await context.close();
  });
});
