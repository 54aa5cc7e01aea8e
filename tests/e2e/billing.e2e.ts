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
import { stubSpeechSynthesis } from './support/speech';

/**
 * Two instances of their own beside the global one (which runs in production without keys): one with
 * no Stripe key outside production, so the demo provider of decision 013 takes the payments, and one with Stripe
 * configured whose Stripe.js the browser cannot load.
 */
const BASE_PORT = ownPort(100);
const SECRET = 'e2e-secret-e2e-secret-e2e-secret-0123456789';
let browser: Browser;
const servers: { server: StartedServer; dataDir: string }[] = [];

function start(port: number, env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hidaya-billing-e2e-'));
  const server = startServer(port, dataDir, { APP_SECRET: SECRET, AUTH_RATE_LIMIT: '1000', ...env });
  servers.push({ server, dataDir });
  return server;
}

let demo: StartedServer;
let stripe: StartedServer;
beforeAll(async () => {
  demo = start(BASE_PORT, { NODE_ENV: 'development' });
  stripe = start(BASE_PORT + 1, {
    NODE_ENV: 'production',
    STRIPE_SECRET_KEY: 'sk_test_e2e',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e',
    STRIPE_WEBHOOK_SECRET: 'whsec_e2e',
    STRIPE_PRICE_PREMIUM: 'price_premium',
    STRIPE_PRICE_QURAN_TEACHER: 'price_quran_teacher',
    STRIPE_PRICE_EVERYTHING: 'price_everything',
    STRIPE_PRICE_SCHOOL: 'price_school',
  });
  // Two embedded databases migrating at once on a shared machine take their time.
  await Promise.all([waitForHealth(demo, 120_000), waitForHealth(stripe, 120_000)]);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  for (const { server, dataDir } of servers) {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
});

const main = (page: Page) => page.getByRole('main');

describe('paying with the demo provider (no keys outside production)', () => {
  it('free -> /pricing -> /checkout -> pay -> /success -> the profile shows the plan and next payment -> a Dhuhr lesson opens -> cancel', async () => {
    const { context, page } = await newPage(browser, { baseURL: demo.baseURL });
    await context.addInitScript(stubSpeechSynthesis);
    await page.goto('/');
    await registerViaApi(page);

    await page.goto('/pricing');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Simple, Transparent Pricing');
    const premiumCard = page.getByTestId('plan-premium');
    expect(await premiumCard.textContent()).toContain('$7/month');
    expect(await premiumCard.textContent()).toContain('Most Popular');
    expect(
      await page.getByTestId('plan-free').getByRole('button', { name: 'Current Plan' }).isDisabled(),
    ).toBe(true);
    await expectNoSeriousAxeViolations(page);
    await premiumCard.getByRole('link', { name: 'Upgrade Now' }).click();

    await waitForPath(page, '/checkout');
    await expect.poll(() => main(page).textContent()).toContain('Complete Your Upgrade');
    expect(await main(page).textContent()).toContain('Premium Plan $7/month');
    expect(await main(page).textContent()).toContain(
      'Unlock unlimited access to Hidaya and all premium features',
    );
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();

    await expect.poll(() => page.url()).toMatch(/\/demo-checkout\/demo_cs_/);
    await expect
      .poll(() => page.getByTestId('demo-banner').textContent())
      .toBe('Demo payment - no card is charged');
    await expectNoSeriousAxeViolations(page);
    // A declined card leaves the person where they were, told so by the provider's message.
    await page.getByRole('button', { name: 'Decline' }).click();
    await expect.poll(() => toast(page).textContent()).toContain('Payment Failed');
    expect(await toast(page).textContent()).toContain('Your card was declined.');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();

    await waitForPath(page, '/success');
    await expect.poll(() => main(page).textContent()).toContain('Payment Successful!');
    expect(await main(page).textContent()).toContain(
      'Thank you for upgrading to Hidaya Premium. You now have unlimited access to all features.',
    );
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('link', { name: 'Start Exploring' }).click();
    await waitForPath(page, '/');

    await page.goto('/profile');
    await expect.poll(() => main(page).textContent()).toContain('Current plan');
    const profile = (await main(page).textContent()) ?? '';
    expect(profile).toContain('Premium');
    const nextPayment = new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(
      new Date(Date.now() + 31 * 24 * 60 * 60 * 1000),
    );
    // One month from today, whatever the month's length: the year and month are the check.
    expect(profile).toContain('Next payment date');
    expect(profile).toMatch(new RegExp(nextPayment.split(' ')[0]!));
    expect(await page.getByRole('link', { name: 'Upgrade to Premium' }).count()).toBe(0);
    await expectNoSeriousAxeViolations(page);

    await page.goto('/prayer-learning');
    await page.getByLabel('Prayer Type').selectOption('dhuhr');
    await page.getByLabel('Islamic Tradition').selectOption('sunni');
    await page.getByLabel('Learning Level').selectOption('1');
    await page.getByRole('button', { name: 'Start Lesson' }).click();
    await page.getByTestId('lesson-player').waitFor();
    expect(await page.getByTestId('upgrade-notice').count()).toBe(0);

    await page.goto('/profile');
    await page.getByRole('button', { name: 'Cancel Subscription' }).click();
    const dialog = page.getByRole('alertdialog');
    expect(await dialog.textContent()).toContain(
      'You will keep access until the end of the current billing period.',
    );
    await dialog.getByRole('button', { name: 'Cancel Subscription' }).click();
    await expect.poll(() => toast(page).textContent()).toContain('Subscription Cancelled');
    expect(await toast(page).textContent()).toContain('You keep access until the end of the billing period.');
    await expect.poll(() => main(page).textContent()).toContain('Access until');
    expect(await main(page).textContent()).toContain('Premium');
    expect(pageErrors(page)).toEqual([]);
    await context.close();
    // The whole journey, eight pages: twice the default, for a CI shard running beside another.
  }, 120_000);

  it('the subscription page: plan cards with their tags, Feature Comparison, the demo checkout and the Active Subscription card, in Arabic right to left', async () => {
    const { context, page } = await newPage(browser, { baseURL: demo.baseURL, language: 'arabic' });
    await page.goto('/');
    await registerViaApi(page);
    await page.goto('/subscription');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('اختر مسار تعلّمك');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.getByTestId('plan-quran_teacher').textContent()).toContain('شائعة');
    expect(await page.getByTestId('plan-everything').textContent()).toContain('أفضل قيمة');
    expect(await main(page).textContent()).toContain('مقارنة المزايا');
    await expectNoSeriousAxeViolations(page);

    await page.getByTestId('plan-everything').getByRole('button').click();
    await expect.poll(() => toast(page).textContent()).toContain('تم إنشاء الاشتراك');
    await page.getByTestId('complete-subscription').getByRole('button', { name: 'اشترك الآن' }).click();
    await expect.poll(() => page.url()).toMatch(/\/demo-checkout\//);
    await page.getByRole('button', { name: 'ادفع' }).click();
    await expect.poll(() => page.url()).toMatch(/\/subscription\?success=true$/);
    await page.getByTestId('active-subscription').waitFor();
    expect(await page.getByTestId('active-subscription').textContent()).toContain('الخطة الشاملة');
    // On the plan already: its button is disabled.
    expect(await page.getByTestId('plan-everything').getByRole('button').isDisabled()).toBe(true);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });
});

describe('Stripe configured but Stripe.js cannot load', () => {
  it('shows the unavailable notice and disables the plan buttons', async () => {
    const { context, page } = await newPage(browser, { baseURL: stripe.baseURL });
    await context.route('https://js.stripe.com/**', (route) => route.abort());
    await page.goto('/');
    await registerViaApi(page);
    await page.goto('/subscription');
    await expect
      .poll(() => page.getByTestId('payment-unavailable').textContent())
      .toContain('Payment System Temporarily Unavailable');
    for (const plan of ['quran_teacher', 'everything']) {
      expect(await page.getByTestId(`plan-${plan}`).getByRole('button').isDisabled()).toBe(true);
    }
    await context.close();
  });
});
