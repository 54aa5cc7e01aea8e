import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browserForFile,
  expectNoSeriousAxeViolations,
  newPage,
  pageErrors,
  registerViaApi,
  type LanguageName,
} from './support/browser';
import { E2E_ADMIN, E2E_ADMIN_ACCOUNT } from './support/global-setup';
import { horizontalOverflow } from './support/page';
import { ownPort, startServer, type StartedServer, stopServer, waitForHealth } from './support/server';

/**
 * The analytics pages (decision 031) on a Hidaya of their own that believes X-Forwarded-For
 * (TRUST_PROXY), first with no visitor at all (the three empty states), then with visitors from
 * London, Istanbul and Frankfurt recorded through the page-view endpoint. Chromium's own headless
 * visits are a bot's and are not counted, so the admin's browsing adds nothing.
 */
const browser = browserForFile();
let server: StartedServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'hidaya-e2e-analytics-'));
  server = startServer(ownPort(60), dataDir, { TRUST_PROXY: 'true', ADMIN_USERNAMES: E2E_ADMIN });
  await waitForHealth(server);
}, 120_000);

afterAll(async () => {
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
});

const BROWSER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

async function adminPage(options: { language?: LanguageName; width?: number } = {}) {
  const opened = await newPage(browser(), { baseURL: server.baseURL, ...options });
  expect((await opened.page.request.post('/api/auth/login', { data: E2E_ADMIN_ACCOUNT })).status()).toBe(200);
  return opened;
}

/** A visitor's page view from `ip`, as a browser behind the proxy sends it. */
async function visit(page: Page, ip: string, pathname: string) {
  const res = await page.request.post(`${server.baseURL}/api/analytics/page-view`, {
    data: { path: pathname },
    headers: { 'x-forwarded-for': ip, 'user-agent': BROWSER_AGENT, origin: server.baseURL },
  });
  expect(res.status()).toBe(200);
}

describe('analytics pages', () => {
  it('without visitors: the three empty states to the letter, and the platform counts', async () => {
    const { context, page } = await adminPage();
    await page.goto('/visitor-analytics');
    await expect
      .poll(() => page.getByText('No visitor data available for the selected timeframe').count())
      .toBe(1);
    await page.getByRole('tab', { name: 'Cities' }).click();
    await expect
      .poll(() => page.getByText('No city data available for the selected timeframe').count())
      .toBe(1);
    await page.getByRole('tab', { name: 'Recent Visitors' }).click();
    await expect.poll(() => page.getByText('No recent visitor activity available').count()).toBe(1);
    await expectNoSeriousAxeViolations(page);

    await page.goto('/analytics');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Platform Analytics');
    await expect.poll(() => page.getByTestId('total-users').textContent()).toMatch(/\d/);
    await expectNoSeriousAxeViolations(page);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it('with visitors: countries, cities, recent visitors and the map, in English and in Arabic at 375 px', async () => {
    const { context: seeding, page: seeder } = await newPage(browser(), { baseURL: server.baseURL });
    await visit(seeder, '81.2.69.160', '/blog');
    await visit(seeder, '81.2.69.160', '/landing');
    await visit(seeder, '193.140.1.1', '/');
    await visit(seeder, '2a00:1450:4001:80b::200e', '/help');
    await seeding.close();

    const { context, page } = await adminPage();
    await page.goto('/visitor-analytics');
    // Rows are written within a second (ANALYTICS_FLUSH_MS); the page is asked again until they show.
    await expect
      .poll(
        async () => {
          await page.reload();
          return page
            .getByTestId('countries-table')
            .textContent({ timeout: 3000 })
            .catch(() => '');
        },
        { timeout: 20_000 },
      )
      .toContain('United Kingdom');
    const rows = page.getByTestId('countries-table').getByRole('rowheader');
    expect(await rows.allTextContents()).toEqual(['United Kingdom', 'Germany', 'Türkiye']);
    await expect
      .poll(() => page.locator('[data-testid="visitor-map"] path[data-country="GB"]').count())
      .toBe(1);
    expect(await page.locator('path[data-country="GB"]').getAttribute('fill-opacity')).toBe('1');
    await page.getByRole('tab', { name: 'Cities' }).click();
    await expect.poll(() => page.getByTestId('cities-table').textContent()).toContain('London');
    await page.getByRole('tab', { name: 'Recent Visitors' }).click();
    await expect.poll(() => page.getByTestId('recent-visitors').textContent()).toContain('/help');
    expect(await page.getByRole('link', { name: 'IP Geolocation by DB-IP' }).getAttribute('href')).toBe(
      'https://db-ip.com',
    );
    await expectNoSeriousAxeViolations(page);
    await context.close();

    const arabic = await adminPage({ language: 'arabic', width: 375 });
    await arabic.page.goto('/visitor-analytics');
    await expect
      .poll(() => arabic.page.getByTestId('countries-table').textContent())
      .toContain('المملكة المتحدة');
    expect(await arabic.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await horizontalOverflow(arabic.page)).toBe(0);
    await expectNoSeriousAxeViolations(arabic.page);
    expect(pageErrors(arabic.page)).toEqual([]);
    await arabic.context.close();
  });

  it('is for administrators: a member is told so and the API answers 403', async () => {
    const { context, page } = await newPage(browser(), { baseURL: server.baseURL });
    await registerViaApi(page);
    await page.goto('/visitor-analytics');
    await expect.poll(() => page.getByRole('main').textContent()).toMatch(/do not have access/i);
    expect((await page.request.get('/api/analytics/visitor-countries')).status()).toBe(403);
    await context.close();
  });
});
