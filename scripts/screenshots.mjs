// Screenshots of the main screens, as a person sees them: desktop and 375 px, English and Arabic.
// Usage: start Hidaya (npm start), then `node scripts/screenshots.mjs [baseURL] [outDir] [paths...]`
// (SCREEN_LANGUAGES=english,arabic,urdu,turkish,french for every language). A path may end in
// `#<tab>` to open that tab first (`/settings#ai-provider`). The signed-in person chose Sunni and
// Beginner at sign-up, so the lesson and the coach open with those choices. SCREEN_SIGNED_OUT=1 shows
// every page as a visitor sees it (the signed-out home `/`, say). SCREEN_LONG_NAME=1 signs in with a
// 30-letter Latin username.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const [baseURL = 'http://127.0.0.1:5000', outDir = '.tmp/screens', ...paths] = process.argv.slice(2);
const pages = paths.length
  ? paths
  : ['/', '/auth', '/register', '/profile', '/settings', '/admin', '/terms', '/nope'];
// Pages shown as a visitor sees them (signed out).
const signedOutOnly = (target) =>
  process.env.SCREEN_SIGNED_OUT === '1' ||
  ['/auth', '/register', '/landing', '/blog', '/help', '/forgot-password', '/reset-password'].includes(
    target,
  ) ||
  target.startsWith('/blog/');
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
});
for (const language of (process.env.SCREEN_LANGUAGES ?? 'english,arabic').split(',')) {
  for (const [label, viewport] of [
    ['desktop', { width: 1280, height: 860 }],
    ['mobile', { width: 375, height: 800 }],
  ]) {
    const context = await browser.newContext({ baseURL, viewport });
    await context.addInitScript((lang) => localStorage.setItem('appLanguage', lang), language);
    const page = await context.newPage();
    for (const target of pages) {
      const signedIn = !signedOutOnly(target);
      const cookies = await context.cookies();
      if (signedIn && !cookies.length) {
        const id = Date.now().toString(36);
        await page.request.post('/api/auth/register', {
          data: {
            // SCREEN_LONG_NAME=1: a 30-letter Latin username, to see where it is cut (in Arabic, say).
            username:
              process.env.SCREEN_LONG_NAME === '1'
                ? `Latin_name_${id}_cut_at_the_end`.slice(0, 30)
                : `shot_${id}`,
            email: `shot_${id}@mail.test`,
            password: 'Salaam#2026',
            prayerTradition: 'sunni',
            experienceLevel: 'beginner',
          },
        });
      } else if (!signedIn && cookies.length) {
        await context.clearCookies();
      }
      const [address, tab] = target.split('#');
      await page.goto(address);
      await page.waitForFunction(() => document.querySelector('main h1')).catch(() => {});
      if (tab)
        await page
          .locator(`[role="tab"][id$="-trigger-${tab}"]`)
          .click()
          .catch(() => {});
      await page.waitForLoadState('networkidle').catch(() => {});
      await page.waitForTimeout(300);
      const name = `${language}-${label}-${target.replace(/\W+/g, '_') || 'home'}.png`;
      await page.screenshot({ path: path.join(outDir, name), fullPage: true });
      console.log(path.join(outDir, name));
    }
    await context.close();
  }
}
await browser.close();
