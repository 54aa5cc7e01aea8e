import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  browserForFile,
  expectNoSeriousAxeViolations,
  newPage,
  pageErrors,
  registerViaApi,
  uniqueAccount,
} from './support/browser';
import { E2E_ADMIN_ACCOUNT } from './support/global-setup';
import { toast, waitForPath } from './support/page';

/**
 * The account lifecycle in the browser (decision 023). The built server has no
 * SMTP_URL, so mail goes to the outbox, sent by the job queue, and the admin reads it on /admin.
 */
const browser = browserForFile();

const NEW_PASSWORD = 'Barakah#2027';

async function signInAsAdmin(page: Page) {
  expect((await page.request.post('/api/auth/login', { data: E2E_ADMIN_ACCOUNT })).status()).toBe(200);
}

/**
 * The admin opens the Outbox tab and reads the newest mail to `email` (the queue sends it within
 * seconds) with `subject`, revealing its link (every link is masked until then, decision 023).
 */
async function adminReadsMailTo(
  page: Page,
  email: string,
  subject = 'Choose a new password for Hidaya',
): Promise<string> {
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Outbox' }).click();
  const panel = page.getByRole('tabpanel');
  const mail = panel.getByRole('listitem').filter({ hasText: email }).filter({ hasText: subject }).first();
  await expect
    .poll(
      async () => {
        if ((await mail.count()) > 0) return true;
        await panel.getByRole('button', { name: 'Refresh' }).click();
        return false;
      },
      { timeout: 20_000, interval: 500 },
    )
    .toBe(true);
  await mail.locator('summary').click();
  expect(await mail.locator('pre').textContent()).toContain('#token=••••••••');
  await mail.getByRole('button', { name: 'Reveal link' }).click();
  await expect.poll(() => mail.locator('pre').textContent()).toMatch(/#token=[A-Za-z0-9_-]{43}/);
  await expectNoSeriousAxeViolations(page);
  return (await mail.locator('pre').textContent()) ?? '';
}

describe('forgotten password', () => {
  it('asks for a link from the sign-in page, the admin reads it in the outbox, the person resets and signs in', async () => {
    const { context, page } = await newPage(browser());
    const account = await registerViaApi(page);
    await context.clearCookies();

    await page.goto('/auth');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await waitForPath(page, '/forgot-password');
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect
      .poll(() => page.getByRole('status').first().textContent())
      .toContain('If an account uses this email address, we have sent it a link to choose a new password.');
    await expectNoSeriousAxeViolations(page);

    const { context: adminContext, page: adminPage } = await newPage(browser());
    await signInAsAdmin(adminPage);
    const body = await adminReadsMailTo(adminPage, account.email);
    expect(body).toContain(`Assalamu alaikum ${account.username}`);
    const link = /(https?:\/\/\S+\/reset-password#token=[A-Za-z0-9_-]+)/.exec(body)?.[1];
    expect(link).toBeDefined();
    await adminContext.close();

    await page.goto(link!);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Choose a new password');
    // The token leaves the address bar once read.
    await expect.poll(() => new URL(page.url()).hash).toBe('');
    await expectNoSeriousAxeViolations(page);
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect.poll(() => toast(page).textContent()).toContain('Password changed');
    await waitForPath(page, '/auth');

    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect.poll(() => toast(page).textContent()).toContain('Welcome back!');

    // The link worked once.
    await context.clearCookies();
    await page.goto(link!);
    await page.getByLabel('Password', { exact: true }).fill('Another#Pass3');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect
      .poll(() => page.getByRole('alert').first().textContent())
      .toContain('This link is not valid or has expired. Ask for a new one.');
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });
});

describe('the profile', () => {
  it('changes the password (signing out the other device), downloads the data, and deletes the account with the password', async () => {
    const { context, page } = await newPage(browser());
    const account = await registerViaApi(page);
    const { context: otherDevice, page: otherPage } = await newPage(browser());
    expect((await otherPage.request.post('/api/auth/login', { data: account })).status()).toBe(200);

    await page.goto('/profile');
    const main = page.getByRole('main');
    const passwordForm = main
      .locator('form')
      .filter({ has: page.getByRole('button', { name: 'Change password' }) });
    await passwordForm.getByLabel('Current password').fill('Wrong#Password1');
    await passwordForm.getByLabel('New password').fill(NEW_PASSWORD);
    await passwordForm.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => passwordForm.textContent()).toContain('Your current password is not correct');

    await passwordForm.getByLabel('Current password').fill(account.password);
    await passwordForm.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => toast(page).textContent()).toContain('Password changed');
    expect(await toast(page).textContent()).toContain('Your other devices have been signed out.');
    expect(await (await otherPage.request.get('/api/auth/user')).json()).toBeNull();
    expect(await (await page.request.get('/api/auth/user')).json()).toMatchObject({
      username: account.username,
    });
    await otherDevice.close();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      main.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^hidaya-data-${account.username}-\\d{4}-\\d{2}-\\d{2}\\.json$`),
    );
    const data = JSON.parse(await readFile((await download.path())!, 'utf8'));
    expect(data.account).toMatchObject({ username: account.username, email: account.email });
    expect(JSON.stringify(data)).not.toContain(NEW_PASSWORD);
    await expectNoSeriousAxeViolations(page);

    await main.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Delete Account' }).click();
    await expect.poll(() => dialog.textContent()).toContain('Password is required');
    await dialog.getByLabel('Your password').fill(account.password);
    await dialog.getByRole('button', { name: 'Delete Account' }).click();
    await expect.poll(() => dialog.textContent()).toContain('Your current password is not correct');
    await expectNoSeriousAxeViolations(page);
    await dialog.getByLabel('Your password').fill(NEW_PASSWORD);
    await dialog.getByRole('button', { name: 'Delete Account' }).click();
    await expect.poll(() => toast(page).textContent()).toContain('Account Deleted');
    await waitForPath(page, '/');
    const login = await page.request.post('/api/auth/login', {
      data: { username: account.username, password: NEW_PASSWORD },
    });
    expect(login.status()).toBe(401);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it('changes the e-mail only once the link mailed to the new address is opened, signed out on another device', async () => {
    const { context, page } = await newPage(browser());
    const account = await registerViaApi(page);
    const fresh = uniqueAccount().email;
    await page.goto('/profile');
    const main = page.getByRole('main');
    const emailForm = main
      .locator('form')
      .filter({ has: page.getByRole('button', { name: 'Change email' }) });
    await emailForm.getByLabel('New email address').fill(fresh);
    await emailForm.getByLabel('Current password').fill(account.password);
    await emailForm.getByRole('button', { name: 'Change email' }).click();
    await expect.poll(() => toast(page).textContent()).toContain('Check your new address');
    expect(await toast(page).textContent()).toContain('Your email address changes when you open it');
    await expect
      .poll(() => emailForm.getByRole('status').textContent())
      .toContain(`Waiting for confirmation: ${fresh}.`);
    expect(await (await page.request.get('/api/auth/user')).json()).toMatchObject({ email: account.email });
    await expectNoSeriousAxeViolations(page);

    const { context: adminContext, page: adminPage } = await newPage(browser());
    await signInAsAdmin(adminPage);
    const body = await adminReadsMailTo(adminPage, fresh, 'Confirm your new email address for Hidaya');
    const link = /(https?:\/\/\S+\/confirm-email#token=[A-Za-z0-9_-]+)/.exec(body)?.[1];
    expect(link).toBeDefined();
    await adminContext.close();

    // Opened where the mail is read: another browser, nobody signed in.
    const { context: mailReader, page: readerPage } = await newPage(browser());
    await readerPage.goto(link!);
    await expect
      .poll(() => readerPage.getByRole('heading', { level: 1 }).textContent())
      .toBe('Confirm your new email address');
    await expect.poll(() => new URL(readerPage.url()).hash).toBe('');
    await expectNoSeriousAxeViolations(readerPage);
    await readerPage.getByRole('button', { name: 'Confirm my new address' }).click();
    await expect
      .poll(() => readerPage.getByRole('status').first().textContent())
      .toContain('Your email address has been changed.');
    expect(pageErrors(readerPage)).toEqual([]);
    await mailReader.close();

    expect(await (await page.request.get('/api/auth/user')).json()).toMatchObject({ email: fresh });
    await context.close();
  });

  it('is mirrored and fits a 375 px phone in Arabic, with the new sections axe-clean', async () => {
    const { context, page } = await newPage(browser(), { language: 'arabic', width: 375, height: 800 });
    await registerViaApi(page);
    await page.goto('/profile');
    const main = page.getByRole('main');
    await expect.poll(() => main.textContent()).toContain('نزّل بياناتك');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousAxeViolations(page);

    // The admin's outbox, its mail opened, fits too (a reset link is one long word).
    await context.clearCookies();
    await signInAsAdmin(page);
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'صندوق الصادر' }).click();
    const resetMail = page
      .getByRole('listitem')
      .filter({ hasText: 'Choose a new password for Hidaya' })
      .first();
    await resetMail.locator('summary').click();
    await expect.poll(() => resetMail.locator('pre').textContent()).toContain('reset-password#token=');
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await expectNoSeriousAxeViolations(page);

    await context.clearCookies();
    await page.goto('/forgot-password');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('هل نسيت كلمة المرور؟');
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await expectNoSeriousAxeViolations(page);
    await context.close();
  });
});
