import { describe, expect, it } from 'vitest';
import { browserForFile, newPage, pageErrors, registerViaApi } from './support/browser';

/**
 * The installable app (decision 032) in Chromium, on the built app: the web app manifest linked and
 * valid, the service worker registered and active, the app starting offline after one visit, and no
 * /api answer ever served from the worker or kept in its caches.
 */
const browser = browserForFile();

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

describe('the installable app', () => {
  it('links a valid web app manifest from the app and from the public pages', async () => {
    const { page } = await newPage(browser());
    await page.goto('/');
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');

    const response = await page.request.get('/manifest.webmanifest');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as Manifest;
    expect(manifest).toMatchObject({
      name: 'Hidaya',
      short_name: 'Hidaya',
      start_url: '/',
      display: 'standalone',
      theme_color: '#0d3b34',
    });
    const icons = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
    expect(icons).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const icon of manifest.icons) {
      const file = await page.request.get(icon.src);
      expect(file.status()).toBe(200);
      expect(file.headers()['content-type']).toBe('image/png');
    }

    await registerViaApi(page);
    await page.goto('/settings');
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
    expect(pageErrors(page)).toEqual([]);
  });

  it('registers the service worker, is installable, starts offline after one visit and never serves /api from the worker', async () => {
    const { context, page } = await newPage(browser());
    await registerViaApi(page);
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Prayer Reminders' }).waitFor();

    const worker = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return { script: registration.active?.scriptURL, scope: registration.scope };
    });
    expect(worker.script).toMatch(/\/sw\.js$/);
    expect(new URL(worker.scope).pathname).toBe('/');
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? 'none'))
      .toBe('activated');

    // Chromium's own verdict. A Playwright context is a fresh, incognito-like profile, which Chromium
    // names as the one reason it would not offer to install there.
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);

    // Every build file the first visit loaded is kept (the page reported them to the worker).
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const loaded = performance
              .getEntriesByType('resource')
              .map((entry) => new URL(entry.name))
              .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'));
            const missing = [];
            for (const url of loaded) if (!(await caches.match(url.href))) missing.push(url.pathname);
            return missing;
          }),
        // The worker fetches the reported files itself; on a loaded machine that outlasts the default 1 s.
        { timeout: 15_000 },
      )
      .toEqual([]);
    expect(pageErrors(page)).toEqual([]);

    // Online, the API answers come from the server, never from the worker; build files from the worker.
    const fromWorker = { api: [] as boolean[], assets: [] as boolean[] };
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.startsWith('/api/')) fromWorker.api.push(response.fromServiceWorker());
      if (pathname.startsWith('/assets/')) fromWorker.assets.push(response.fromServiceWorker());
    });
    await page.reload();
    await page.getByRole('tab', { name: 'Prayer Reminders' }).waitFor();
    expect(fromWorker.api.length).toBeGreaterThan(0);
    expect(fromWorker.api.every((served) => !served)).toBe(true);
    expect(fromWorker.assets.some((served) => served)).toBe(true);

    // No cache of the worker holds an /api answer.
    const keptApi = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      return urls.filter((url) => new URL(url).pathname.startsWith('/api'));
    });
    expect(keptApi).toEqual([]);

    // Offline: the page starts from the kept shell, and says the server cannot be reached.
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: 'Hidaya cannot be reached right now' }).waitFor();
    expect(await page.title()).toContain('Hidaya');
    // An API call offline fails; no answer was kept to stand in for it.
    expect(
      await page.evaluate(() =>
        fetch('/api/auth/user').then(
          (response) => response.status,
          () => 'failed',
        ),
      ),
    ).toBe('failed');
    await context.setOffline(false);
  });
});
