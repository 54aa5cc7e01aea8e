import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { expectNoSeriousAxeViolations, browserForFile, newPage, registerViaApi } from './support/browser';
import { expectAxeClean, SIGNED_IN_SCREENS, waitForPath } from './support/page';

const browser = browserForFile();

/** The page has drawn its heading: lazy chunks and the current-user query have settled. */
const settle = (page: Page) => page.waitForFunction(() => document.querySelector('main h1'));

describe('axe finds no serious or critical violation', () => {
  for (const language of ['english', 'arabic'] as const) {
    for (const path of ['/', '/auth', '/register', '/no-such-page']) {
      it(`${path} signed out (${language})`, async () => {
        const { context, page } = await newPage(browser(), { language });
        await page.goto(path);
        await settle(page);
        await expectNoSeriousAxeViolations(page);
        await context.close();
      });
    }
    // In English these screens are also checked at every impact below (SIGNED_IN_SCREENS).
    for (const path of language === 'english' ? [] : ['/', '/profile', '/settings']) {
      it(`${path} signed in (${language})`, async () => {
        const { context, page } = await newPage(browser(), { language });
        await registerViaApi(page);
        await page.goto(path);
        await waitForPath(page, path);
        await settle(page);
        await expectNoSeriousAxeViolations(page);
        await context.close();
      });
    }
  }

  // One test a screen: each names its screen when it fails and has the whole test time for it.
  for (const path of SIGNED_IN_SCREENS) {
    it(`${path} is axe-clean at any impact, moderate ones included (signed in, English, desktop)`, async () => {
      const { context, page } = await newPage(browser());
      await registerViaApi(page);
      await page.goto(path);
      await waitForPath(page, path);
      await settle(page);
      await page.waitForLoadState('networkidle');
      await expectAxeClean(page);
      await context.close();
    });
  }

  it('the mobile layout at 375 px with the drawer open', async () => {
    const { context, page } = await newPage(browser(), { width: 375, height: 740 });
    await registerViaApi(page);
    await page.goto('/profile');
    await settle(page);
    await page.getByTestId('menu-button').click();
    await expectNoSeriousAxeViolations(page);
    await context.close();
  });
});
