import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cspViolations, launchBrowser, newPage, pageErrors } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('the content security policy (D21)', () => {
  it.each(['/', '/auth', '/register'])('%s loads without a single CSP violation', async (path) => {
    const { context, page } = await newPage(browser);
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self'/);
    await page.getByRole('main').getByRole('heading').first().waitFor();
    await page.waitForLoadState('networkidle');

    expect(await cspViolations(page)).toEqual([]);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });
});
