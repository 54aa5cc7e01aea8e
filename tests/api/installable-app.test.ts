import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webAppManifest } from '@/client/pwa/web-app-manifest';
import { createTestApp, registeredClient, type TestApp } from './support/app';

// A built client as `vite build` leaves it with vite-plugin-pwa: the worker and the manifest at the
// root, beside index.html (decision 032).
const worker = 'self.addEventListener("push", () => {});\n';
let clientDir: string;
let t: TestApp;

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'hidaya-client-'));
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(clientDir, 'sw.js'), worker);
  writeFileSync(path.join(clientDir, 'manifest.webmanifest'), JSON.stringify(webAppManifest));
  writeFileSync(path.join(clientDir, 'assets', 'index-abc123.js'), 'export {};\n');
  t = await createTestApp({ deps: { clientDir } });
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('the installable app on the wire (decision 032)', () => {
  it('serves the service worker as JavaScript that the browser checks for a new version on every visit', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(worker);
  });

  it('serves the web app manifest as application/manifest+json, not kept for long', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toMatchObject({ name: 'Hidaya', start_url: '/', display: 'standalone' });
  });

  it('serves the app document at /index.html, which the worker keeps as the offline shell', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/index.html' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('keeps the hashed build files for a year, so the worker and the browser share them', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("allows the site's own worker and manifest in the content security policy, and nobody else's", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self';");
    expect(csp).toContain("manifest-src 'self'");
    expect(csp).not.toMatch(/worker-src[^;]*(https:|\*|blob:)/);
  });

  it('answers a signed-in API call with no-store, which the worker passes by and never keeps', async () => {
    const { client } = await registeredClient(t.app);
    const res = await client.get('/api/reminders/settings');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
