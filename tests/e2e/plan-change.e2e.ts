import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectNoSeriousAxeViolations,
  launchBrowser,
  newPage,
  pageErrors,
  registerViaApi,
} from './support/browser';
import { toast, waitForPath } from './support/page';
import { ownPort, startServer, stopServer, waitForHealth, type StartedServer } from './support/server';

/**
 * One pricing story and changing plan (decision 013), on an instance of its own with no Stripe key
 * outside production, so the demo provider takes the payments and prorates as Stripe does.
 */
const PORT = ownPort(170);
const SECRET = 'e2e-secret-e2e-secret-e2e-secret-0123456789';
let browser: Browser;
let demo: StartedServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'hidaya-plan-change-e2e-'));
  demo = startServer(PORT, dataDir, { APP_SECRET: SECRET, AUTH_RATE_LIMIT: '1000', NODE_ENV: 'development' });
  await waitForHealth(demo, 120_000);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await stopServer(demo);
  rmSync(dataDir, { recursive: true, force: true });
});

const main = (page: Page) => page.getByRole('main');
const card = (page: Page, plan: string) => page.getByTestId(`plan-${plan}`);
/** What a plan card lists, item by item. */
const listed = (page: Page, plan: string) => card(page, plan).locator('li').allTextContents();

describe('changing plan with the demo provider', () => {
  it('Premium, then Everything: the dialog says what is due now, and Current Plan moves', async () => {
    const { context, page } = await newPage(browser, { baseURL: demo.baseURL });
    await page.goto('/');
    await registerViaApi(page);

    await page.goto('/pricing');
    await card(page, 'premium').getByRole('link', { name: 'Upgrade Now' }).click();
    await waitForPath(page, '/checkout');
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await expect.poll(() => page.url()).toMatch(/\/demo-checkout\/demo_cs_/);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await waitForPath(page, '/success');

    await page.goto('/pricing');
    await card(page, 'premium').getByRole('button', { name: 'Current Plan' }).waitFor();
    expect(await card(page, 'free').getByRole('button', { name: 'Current Plan' }).count()).toBe(0);
    // A paid person is offered the change, never a second checkout.
    expect(await card(page, 'everything').getByRole('link').count()).toBe(0);
    await card(page, 'everything').getByRole('button', { name: 'Change to Everything Plan' }).click();

    const dialog = page.getByRole('alertdialog');
    // Paid seconds ago: the whole month of Premium ($7.00) is credited, Everything's month ($25.00) charged.
    await expect.poll(() => dialog.getByTestId('plan-change-due-now').textContent()).toBe('$18.00');
    expect(await dialog.textContent()).toContain('Due now');
    expect(await dialog.textContent()).toContain('Then $25/month from');
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole('button', { name: 'Change Plan' }).click();

    await expect.poll(() => toast(page).textContent()).toContain('Plan Changed');
    expect(await toast(page).textContent()).toContain('Your plan has been changed.');
    await card(page, 'everything').getByRole('button', { name: 'Current Plan' }).waitFor();
    expect(await card(page, 'premium').getByRole('button', { name: 'Change to Premium' }).count()).toBe(1);
    expect(await card(page, 'school').getByRole('button', { name: 'Included in your plan' }).count()).toBe(1);

    await page.goto('/subscription');
    await page.getByTestId('active-subscription').waitFor();
    expect(await page.getByTestId('active-subscription').textContent()).toContain('Everything Plan');
    expect(await card(page, 'everything').getByRole('button', { name: 'Current Plan' }).isDisabled()).toBe(
      true,
    );
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });
});

describe('one pricing story across /pricing, /subscription and /landing', () => {
  it('each plan is described the same way, Quran Teacher is not sold as Premium, and the pages lead to /pricing', async () => {
    const { context, page } = await newPage(browser, { baseURL: demo.baseURL });
    await page.goto('/');
    await registerViaApi(page);

    await page.goto('/pricing');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Simple, Transparent Pricing');
    for (const plan of ['free', 'premium', 'quran_teacher', 'everything', 'school'])
      await card(page, plan).waitFor();
    const pricing = {
      quran_teacher: await listed(page, 'quran_teacher'),
      everything: await listed(page, 'everything'),
    };
    expect(pricing.quran_teacher).toContain(
      'The AI Quran teacher on every verse, with pronunciation feedback',
    );
    expect(pricing.quran_teacher).not.toContain('Unlimited messages');
    expect((await card(page, 'quran_teacher').textContent()) ?? '').not.toContain('Premium');
    expect(await card(page, 'free').getByRole('button', { name: 'Current Plan' }).isDisabled()).toBe(true);
    await expectNoSeriousAxeViolations(page);

    await page.goto('/subscription');
    await card(page, 'quran_teacher').waitFor();
    expect(await listed(page, 'quran_teacher')).toEqual(pricing.quran_teacher);
    expect(await listed(page, 'everything')).toEqual(pricing.everything);
    const toPricing = main(page).getByRole('link', { name: 'See every plan and what it includes' });
    expect(await toPricing.getAttribute('href')).toBe('/pricing');

    await page.goto('/landing');
    const landing = page.locator('#pricing');
    await landing.waitFor();
    expect(await landing.getByRole('heading', { level: 2 }).textContent()).toBe('Pricing');
    expect(await page.locator('main').textContent()).not.toContain('One simple plan');
    expect(await landing.textContent()).toContain('$25');
    expect(await landing.getByRole('link', { name: 'Compare every plan' }).getAttribute('href')).toBe(
      '/pricing',
    );
    // The marketing figures are labelled as examples (decision 018).
    expect(await page.getByTestId('figures-note').textContent()).toBe('Example figures, to be confirmed');
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });
});
