import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, pageErrors, registerViaApi, type LanguageName } from './support/browser';
import { expectAxeClean, horizontalOverflow, waitForPath } from './support/page';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Issue 14: the gzipped JavaScript a public page may load. */
const PUBLIC_JS_BUDGET_BYTES = 100 * 1024;

describe('the help page', () => {
  const cases: [LanguageName, string, string][] = [
    ['english', 'Help Center', 'Your account'],
    ['arabic', 'مركز المساعدة', 'حسابك'],
    ['urdu', 'مدد کا مرکز', 'آپ کا اکاؤنٹ'],
    ['turkish', 'Yardım Merkezi', 'Hesabınız'],
    ['french', "Centre d'aide", 'Votre compte'],
  ];
  for (const [language, heading, firstSubject] of cases) {
    for (const width of [1280, 375]) {
      it(`a visitor reads it in ${language} at ${width} px: every subject, right to left where it should be, axe clean`, async () => {
        const { context, page } = await newPage(browser, { language, width });
        await page.goto('/help');
        await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
        const rtl = language === 'arabic' || language === 'urdu';
        expect(await page.evaluate(() => document.documentElement.dir)).toBe(rtl ? 'rtl' : 'ltr');
        const subjects = page.locator('main section h2');
        expect(await subjects.count()).toBe(7);
        expect(await subjects.first().textContent()).toBe(firstSubject);
        // The contents list jumps to each subject.
        expect(
          await page
            .getByRole('navigation')
            .filter({ has: page.locator('#help-contents') })
            .getByRole('link')
            .count(),
        ).toBe(7);
        expect(await page.locator('main a[href="mailto:support@hidaya.app"]').count()).toBe(2);
        expect(await horizontalOverflow(page)).toBe(0);
        await expectAxeClean(page);
        expect(pageErrors(page)).toEqual([]);
        await context.close();
      });
    }
  }

  it("is reached from the footer of the blog and the landing page, and from the sidebar's More group when signed in", async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/blog');
    await page.locator('footer').getByRole('link', { name: 'Help' }).click();
    await waitForPath(page, '/help');
    await page.goto('/landing');
    await page.locator('footer').getByRole('link', { name: 'Help' }).click();
    await waitForPath(page, '/help');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Help Center');

    await registerViaApi(page);
    await page.goto('/prayer-tracker');
    const more = page.getByRole('navigation', { name: 'More' });
    await more.getByRole('link', { name: 'Help' }).click();
    await waitForPath(page, '/help');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Help Center');
    // Signed in, the page is the app's, with its sidebar.
    expect(await page.getByRole('navigation', { name: 'More' }).count()).toBe(1);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });
});

describe('the weight of the public pages (issue 14)', () => {
  it('/landing, /blog, an article and /help each load at most 100 KB of gzipped JavaScript, and show without it', async () => {
    const { context, page } = await newPage(browser);
    for (const path of ['/landing', '/blog', '/blog/wudu-step-by-step', '/help']) {
      const scripts: string[] = [];
      const listener = (response: { url: () => string; request: () => { resourceType: () => string } }) => {
        if (response.request().resourceType() === 'script') scripts.push(response.url());
      };
      page.on('response', listener);
      await page.goto(path, { waitUntil: 'networkidle' });
      page.off('response', listener);
      let gzipped = 0;
      for (const url of scripts)
        gzipped += gzipSync(await (await context.request.get(url)).body(), { level: 9 }).length;
      expect(scripts.length, path).toBeGreaterThan(0);
      expect(gzipped, `${path}: ${gzipped} bytes of gzipped JavaScript`).toBeLessThanOrEqual(
        PUBLIC_JS_BUDGET_BYTES,
      );
    }
    // The markup is in the HTML itself: with scripts off the article still reads.
    const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL: page.url() });
    const bare = await noScript.newPage();
    await bare.goto('/blog/wudu-step-by-step');
    expect(await bare.getByRole('heading', { level: 1 }).textContent()).toBe(
      'How to Make Wudu: A Step-by-Step Guide for Families',
    );
    await noScript.close();
    await context.close();
  });
});
