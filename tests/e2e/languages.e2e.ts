import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LanguageName, launchBrowser, newPage, pageErrors } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The scripts the page downloads, with their encoding and length as sent. */
function recordScripts(page: Page) {
  const scripts: { path: string; encoding: string | undefined; length: number }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const headers = response.headers();
    scripts.push({
      path: new URL(response.url()).pathname,
      encoding: headers['content-encoding'],
      length: Number(headers['content-length'] ?? 0),
    });
  });
  return scripts;
}

/** The languages of the translation chunks downloaded (a language's shell and each namespace a page reads are chunks of their own). */
const languageChunk = (scripts: { path: string }[]) => [
  ...new Set(
    scripts.map(({ path }) => /^\/assets\/locale-([a-z]+)-[\w-]+\.js$/.exec(path)?.[1]).filter(Boolean),
  ),
];

// The app's page here is /auth: a visitor's home `/` is drawn on the server without the app (decision 018).
describe('languages load lazily, scripts come compressed', () => {
  it.each([
    ['english', 'en', 'ltr'],
    ['arabic', 'ar', 'rtl'],
  ] as [LanguageName, string, string][])(
    'a visitor in %s downloads that language only, and sees text, never keys',
    async (language, code, dir) => {
      const { context, page } = await newPage(browser, { language });
      const scripts = recordScripts(page);
      await page.goto('/auth');
      const headline = page.getByRole('heading', { level: 1 });
      await headline.waitFor();
      await page.waitForLoadState('networkidle');

      expect(languageChunk(scripts)).toEqual([code]);
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(dir);
      expect(await headline.textContent()).not.toMatch(/^page\./);
      expect(pageErrors(page)).toEqual([]);
      await context.close();
    },
  );

  it('a language chosen later is downloaded then, and the page switches without showing keys', async () => {
    const { context, page } = await newPage(browser, { language: 'english' });
    const scripts = recordScripts(page);
    await page.goto('/auth');
    const headline = page.getByRole('heading', { level: 1 });
    const english = await headline.textContent();
    // Any moment at which the page shows a key (e.g. "page.title") instead of its text is kept.
    await page.evaluate(() => {
      const keysSeen: string[] = [];
      Object.assign(window, { keysSeen });
      new MutationObserver(() => {
        const key = /\b(page|login|registerTab)\.[a-zA-Z]+/.exec(document.body.innerText);
        if (key) keysSeen.push(key[0]);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });

    await page.getByRole('combobox', { name: 'Language' }).selectOption('french');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('fr');
    await expect.poll(() => headline.textContent()).not.toBe(english);

    expect(await page.evaluate(() => (window as unknown as { keysSeen: string[] }).keysSeen)).toEqual([]);
    expect(languageChunk(scripts)).toEqual(['en', 'fr']);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it('every script larger than a packet arrives brotli-compressed', async () => {
    const { context, page } = await newPage(browser);
    const scripts = recordScripts(page);
    await page.goto('/auth');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');

    expect(scripts.length).toBeGreaterThan(3);
    const uncompressed = scripts.filter(({ encoding, length }) => encoding !== 'br' && length >= 1024);
    expect(uncompressed).toEqual([]);
    await context.close();
  });
});
