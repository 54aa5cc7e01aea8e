import { describe, expect, it } from 'vitest';
import { browserForFile, expectNoSeriousAxeViolations, newPage, registerViaApi } from './support/browser';
import { E2E_ADMIN_ACCOUNT } from './support/global-setup';
import { toast, waitForPath } from './support/page';

const browser = browserForFile();

describe('admin', () => {
  it('lets an admin reset one user and then everyone, with the spec messages', async () => {
    const { context: other, page: otherPage } = await newPage(browser());
    const target = await registerViaApi(otherPage);
    await other.close();

    const { context, page } = await newPage(browser());
    expect((await page.request.post('/api/auth/login', { data: E2E_ADMIN_ACCOUNT })).status()).toBe(200);
    await page.goto('/');
    await page.getByTestId('sidebar').getByRole('link', { name: 'Admin' }).click();
    await waitForPath(page, '/admin');

    await page.getByRole('button', { name: 'Reset Messages' }).click();
    await expect.poll(() => toast(page).textContent()).toContain('Please enter a username.');

    await page.getByLabel('Username', { exact: true }).fill(target.username);
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

  it('makes another account an administrator in the Users tab and removes them again (decision 023)', async () => {
    const { context: other, page: otherPage } = await newPage(browser());
    const target = await registerViaApi(otherPage);
    const { context, page } = await newPage(browser());
    expect((await page.request.post('/api/auth/login', { data: E2E_ADMIN_ACCOUNT })).status()).toBe(200);
    await page.goto('/admin');
    const card = page.getByRole('tabpanel');
    await card.getByLabel('Username of the new administrator').fill(target.username);
    await card.getByRole('button', { name: 'Make administrator' }).click();
    await expect.poll(() => toast(page).textContent()).toContain('This account is now an administrator.');
    const list = card.getByRole('list', { name: 'Current administrators' });
    await expect.poll(() => list.textContent()).toContain(target.username);
    await expectNoSeriousAxeViolations(page);

    await otherPage.goto('/admin');
    await expect.poll(() => otherPage.getByRole('tab', { name: 'User Management' }).count()).toBe(1);

    await list.getByRole('button', { name: `Remove ${target.username}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove', exact: true }).click();
    await expect
      .poll(() => toast(page).textContent())
      .toContain('This account is no longer an administrator.');
    expect((await otherPage.request.get('/api/admin/administrators')).status()).toBe(403);
    await other.close();
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
