import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, pageErrors, registerViaApi, uniqueAccount } from './support/browser';
import { cutEnds, horizontalOverflow, SIGNED_IN_SCREENS, waitForPath } from './support/page';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const SIDEBAR_LABELS = [
  'Home',
  'AI Prayer Teacher',
  'Prayer Tracker',
  'Learning Dashboard',
  'AI Islamic School',
  'Quran Teacher',
  'Islamic Blog',
  'Study Groups',
  'Subscription',
  'Profile',
  'Settings',
];

describe('app shell', () => {
  it('shows "Page Not Found" for an unknown path', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/no/such/page');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Page Not Found');
    await context.close();
  });

  it('has the sidebar of the spec, navigates with it, and marks the current entry', async () => {
    const { context, page } = await newPage(browser);
    await registerViaApi(page);
    await page.goto('/');
    const sidebar = page.getByTestId('sidebar');
    const main = sidebar.getByRole('navigation').first();
    await expect.poll(() => main.getByRole('link').count()).toBe(11);
    const labels = (await main.getByRole('link').allTextContents()).map((s) => s.trim());
    expect(labels).toEqual(SIDEBAR_LABELS);
    expect(await sidebar.getByRole('link', { name: 'Admin' }).count()).toBe(0);

    await main.getByRole('link', { name: 'Settings' }).click();
    await waitForPath(page, '/settings');
    expect(await main.getByRole('link', { name: 'Settings' }).getAttribute('aria-current')).toBe('page');

    await main.getByRole('link', { name: 'Prayer Tracker' }).click();
    await waitForPath(page, '/prayer-tracker');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Prayer Tracker');

    await main.getByRole('link', { name: 'AI Islamic School' }).click();
    await waitForPath(page, '/sunday-school');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('AI Islamic School');

    await page.goto('/blog/some-article');
    await expect
      .poll(() => main.getByRole('link', { name: 'Islamic Blog' }).getAttribute('aria-current'))
      .toBe('page');
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it('collapses the sidebar to a 70 px icon rail and back to 240 px', async () => {
    const { context, page } = await newPage(browser);
    await registerViaApi(page);
    await page.goto('/');
    const sidebar = page.getByTestId('sidebar');
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(240);
    await page.getByRole('button', { name: /collapse/i }).click();
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(70);
    await page.getByRole('button', { name: /expand/i }).click();
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(240);
    await context.close();
  });

  it('at 375 px: a top bar with a menu button that opens a drawer, an overlay that closes it, and a five-entry bottom bar', async () => {
    const { context, page } = await newPage(browser, { width: 375, height: 740 });
    await registerViaApi(page);
    await page.goto('/');
    const bottomBar = page.getByTestId('bottom-bar');
    await expect.poll(() => bottomBar.getByRole('link').count()).toBe(5);
    expect((await bottomBar.getByRole('link').allTextContents()).map((s) => s.trim())).toEqual([
      'Home',
      'Learn Prayer',
      'Prayer Times',
      'Groups',
      'Goals',
    ]);
    const menu = page.getByTestId('menu-button');
    expect(await menu.isVisible()).toBe(true);
    await menu.click();
    const drawer = page.getByTestId('drawer');
    await expect.poll(() => drawer.isVisible()).toBe(true);
    await drawer.getByRole('link', { name: 'Profile' }).click();
    await waitForPath(page, '/profile');
    await expect.poll(() => drawer.isVisible()).toBe(false);

    await menu.click();
    await expect.poll(() => drawer.isVisible()).toBe(true);
    await page.getByTestId('drawer-overlay').click({ position: { x: 360, y: 400 } });
    await expect.poll(() => drawer.isVisible()).toBe(false);

    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await context.close();
  });
});

describe('the drawer with a keyboard', () => {
  it('at 375 px Escape or Close menu give the focus back to the menu button, which opens the drawer again', async () => {
    const { context, page } = await newPage(browser, { width: 375, height: 740 });
    await registerViaApi(page);
    await page.goto('/');
    const menu = page.getByTestId('menu-button');
    const drawer = page.getByTestId('drawer');
    const focusedTestId = () =>
      page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? null);

    await menu.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => drawer.isVisible()).toBe(true);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Close menu');
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.isVisible()).toBe(false);
    await expect.poll(focusedTestId).toBe('menu-button');

    // Still where the person left it: Enter opens the drawer again, and its Close button gives it back.
    await page.keyboard.press('Enter');
    await expect.poll(() => drawer.isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => drawer.isVisible()).toBe(false);
    await expect.poll(focusedTestId).toBe('menu-button');
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });
});

describe('phones', () => {
  for (const language of ['english', 'arabic', 'urdu', 'turkish', 'french'] as const) {
    it(`at 375 px every signed-in screen fits the width in ${language}: no sideways scrolling`, async () => {
      const { context, page } = await newPage(browser, { language, width: 375, height: 740 });
      await registerViaApi(page);
      const overflowing: string[] = [];
      for (const path of SIGNED_IN_SCREENS) {
        await page.goto(path);
        await page.waitForFunction(() => document.querySelector('main h1'));
        await page.waitForLoadState('networkidle');
        const overflow = await horizontalOverflow(page);
        if (overflow > 0) overflowing.push(`${path} by ${overflow} px`);
      }
      expect(overflowing).toEqual([]);
      await context.close();
    });
  }
});

describe('languages', () => {
  it('lays Arabic out right to left, with the sidebar on the right and Arabic labels', async () => {
    const { context, page } = await newPage(browser, { language: 'arabic' });
    await registerViaApi(page);
    await page.goto('/');
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ar');
    const sidebar = page.getByTestId('sidebar');
    // The Arabic labels arrive with the language's own chunk: wait for them before reading the rest.
    await expect.poll(() => sidebar.textContent()).toMatch(/[\u0600-\u06FF]/);
    expect(await sidebar.textContent()).not.toContain('Prayer Tracker');
    await expect.poll(async () => (await sidebar.boundingBox())!.x).toBeGreaterThan(1280 / 2);
    await context.close();
  });

  it.each([1280, 375])(
    'in Arabic at %i px the sidebar cuts a long Latin username at its end, keeping its beginning',
    async (width) => {
      const { context, page } = await newPage(browser, { language: 'arabic', width });
      const username = `Latin_name_${Date.now().toString(36)}_cut_at_the_end`.slice(0, 30);
      await registerViaApi(page, { ...uniqueAccount(), username });
      await page.goto('/');
      await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      // The greeting names them too: it wraps the name rather than widen the page.
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain(username);
      expect(await horizontalOverflow(page)).toBe(0);
      if (width < 768) await page.getByTestId('menu-button').click();
      const sidebar = page.getByTestId(width < 768 ? 'drawer' : 'sidebar');
      await expect.poll(() => sidebar.textContent()).toContain(`مسجَّل الدخول باسم ${username}`);
      expect(await cutEnds(sidebar, username)).toEqual({ cut: true, firstShown: true, lastShown: false });
      await context.close();
    },
  );

  it('switches language in Settings, keeps it on the device and the account', async () => {
    const { context, page } = await newPage(browser);
    await registerViaApi(page);
    await page.goto('/settings');
    await page.getByLabel('Language').selectOption({ label: 'Français' });
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('fr');
    expect(await page.evaluate(() => localStorage.getItem('appLanguage'))).toBe('french');
    await expect
      .poll(async () => (await (await page.request.get('/api/auth/user')).json()).language)
      .toBe('french');
    await expect.poll(() => page.getByTestId('sidebar').textContent()).toContain('Paramètres');
    expect(await page.getByTestId('sidebar').textContent()).not.toContain('Settings');
    await context.close();
  });

  for (const language of ['urdu', 'turkish', 'french'] as const) {
    it(`shows no English sidebar label in ${language}`, async () => {
      const { context, page } = await newPage(browser, { language });
      await registerViaApi(page);
      await page.goto('/profile');
      const text = (await page.getByTestId('sidebar').textContent()) ?? '';
      await expect.poll(() => page.getByTestId('sidebar').textContent()).not.toContain('Prayer Tracker');
      for (const label of SIDEBAR_LABELS) expect(text).not.toContain(label);
      await context.close();
    });
  }
});

describe('moving between pages', () => {
  const focused = (page: Page) =>
    page.evaluate(() => {
      const active = document.activeElement;
      return { tag: active?.tagName ?? '', text: active?.textContent?.trim() ?? '' };
    });

  it('gives the keyboard focus to the new page h1 after a sidebar link, and updates the tab title', async () => {
    const { context, page } = await newPage(browser);
    await registerViaApi(page);
    await page.goto('/');
    const main = page.getByTestId('sidebar').getByRole('navigation').first();
    await main.getByRole('link', { name: 'Prayer Tracker' }).focus();
    await page.keyboard.press('Enter');
    await waitForPath(page, '/prayer-tracker');
    await expect.poll(() => focused(page)).toEqual({ tag: 'H1', text: 'Prayer Tracker' });
    await expect.poll(() => page.title()).toBe('Prayer Tracker · Hidaya');

    await main.getByRole('link', { name: 'Settings' }).focus();
    await page.keyboard.press('Enter');
    await waitForPath(page, '/settings');
    await expect.poll(() => focused(page)).toEqual({ tag: 'H1', text: 'Settings' });

    // A tab changes only the #hash: the focus stays on the tab the person chose.
    const tab = page.getByRole('tab').nth(1);
    await tab.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.url()).toMatch(/#/);
    expect((await focused(page)).tag).toBe('BUTTON');
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it('leaves the focus alone on the first load', async () => {
    const { context, page } = await newPage(browser);
    await registerViaApi(page);
    await page.goto('/settings');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Settings');
    expect((await focused(page)).tag).toBe('BODY');
    await context.close();
  });
});

describe('a tab opened before a redeploy', () => {
  it('reloads once when a page chunk of its old build is gone, and opens the page from the new build', async () => {
    const { context, page } = await newPage(browser, { serviceWorkers: 'block' });
    await registerViaApi(page);
    await page.goto('/');
    await expect.poll(() => page.getByTestId('sidebar').isVisible()).toBe(true);
    let refused = 0;
    await page.route(/\/assets\/settings-page-[^/]+\.js$/, async (route) => {
      if (refused++ === 0) await route.fulfill({ status: 404, body: 'Not Found' });
      else await route.continue();
    });
    let loads = 0;
    page.on('load', () => loads++);
    await page.getByTestId('sidebar').getByRole('link', { name: 'Settings' }).click();
    await expect.poll(() => loads).toBe(1);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Settings');
    expect(refused).toBe(2);
    await context.close();
  });

  it('reloads only once when the chunk stays missing, then says so with a Reload button', async () => {
    const { context, page } = await newPage(browser, { serviceWorkers: 'block' });
    await registerViaApi(page);
    await page.goto('/');
    await expect.poll(() => page.getByTestId('sidebar').isVisible()).toBe(true);
    await page.route(/\/assets\/settings-page-[^/]+\.js$/, (route) =>
      route.fulfill({ status: 404, body: 'Not Found' }),
    );
    let loads = 0;
    page.on('load', () => loads++);
    await page.getByTestId('sidebar').getByRole('link', { name: 'Settings' }).click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Something went wrong');
    expect(await page.getByRole('button', { name: 'Reload page' }).isVisible()).toBe(true);
    expect(loads).toBe(1);
    await context.close();
  });
});
