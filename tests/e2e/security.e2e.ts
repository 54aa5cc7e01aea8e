import { describe, expect, it } from 'vitest';
import { cspViolations, browserForFile, newPage, pageErrors } from './support/browser';

const browser = browserForFile();

describe('the content security policy', () => {
  it.each(['/', '/auth', '/register'])('%s loads without a single CSP violation', async (path) => {
    const { context, page } = await newPage(browser());
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self'/);
    await page.getByRole('main').getByRole('heading').first().waitFor();
    await page.waitForLoadState('networkidle');

    expect(await cspViolations(page)).toEqual([]);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });
});
