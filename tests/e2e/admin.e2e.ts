import { describe, expect, it } from 'vitest';
import { browserForFile, newPage, registerViaApi, uniqueAccount } from './support/browser';
import { E2E_ADMIN } from './support/global-setup';
import { toast, waitForPath } from './support/page';

const browser = browserForFile();

describe('admin', () => {
  it('lets an admin reset one user and then everyone, with the spec messages', async () => {
    const { context: other, page: otherPage } = await newPage(browser());
    const target = await registerViaApi(otherPage);
    await other.close();

    const { context, page } = await newPage(browser());
    const admin = { ...uniqueAccount(), username: E2E_ADMIN };
    const res = await page.request.post('/api/auth/register', { data: admin });
    if (res.status() === 409) await page.request.post('/api/auth/login', { data: admin });
    await page.goto('/');
    await page.getByTestId('sidebar').getByRole('link', { name: 'Admin' }).click();
    await waitForPath(page, '/admin');

    await page.getByRole('button', { name: 'Reset Messages' }).click();
    await expect.poll(() => toast(page).textContent()).toContain('Please enter a username.');

    await page.getByLabel('Username').fill(target.username);
    await page.getByRole('button', { name: 'Reset Messages' }).click();
    await expect.poll(() => toast(page).textContent()).toContain('Messages Reset');
    expect(await toast(page).textContent()).toContain("User's message count has been reset to 0.");

    await page.getByRole('tab', { name: 'System Settings' }).click();
    await page.getByRole('button', { name: 'Reset All Message Counts' }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: /reset|confirm|yes/i })
      .last()
      .click();
    await expect
      .poll(() => toast(page).textContent())
      .toContain("All users' message counts have been reset to zero.");
    await context.close();
  });

  it('refuses a user who is not an admin: no menu entry, no access, 403 from the API', async () => {
    const { context, page } = await newPage(browser());
    await registerViaApi(page);
    await page.goto('/admin');
    await expect.poll(() => page.getByRole('main').textContent()).toMatch(/do not have access/i);
    expect(await page.getByTestId('sidebar').getByRole('link', { name: 'Admin' }).count()).toBe(0);
    const api = await page.request.post('/api/admin/reset-all-message-counts');
    expect(api.status()).toBe(403);
    await context.close();
  });
});
