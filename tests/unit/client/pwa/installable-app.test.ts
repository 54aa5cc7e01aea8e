import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { shellOnly, type ViteManifestChunk } from '@/client/pwa/shell-precache';
import {
  buildFileUrls,
  buildVersion,
  CACHE_URLS,
  notificationFor,
  pageToOpen,
  planFor,
} from '@/client/pwa/sw-logic';
import { APP_ICONS, webAppManifest } from '@/client/pwa/web-app-manifest';

const clientDir = `${path.resolve(import.meta.dirname, '../../../../src/client')}/`;
const ORIGIN = 'https://hidaya.example';

/** A design token of styles.css's @theme. */
function token(name: string): string {
  const css = readFileSync(`${clientDir}styles.css`, 'utf8');
  const value = new RegExp(`--${name}:\\s*(#[0-9a-f]{6});`, 'i').exec(css)?.[1];
  if (!value) throw new Error(`no --${name} in styles.css`);
  return value;
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): string {
  const png = readFileSync(file);
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
}

describe('the web app manifest (decision 032)', () => {
  it('names the app Hidaya and opens it at / as a standalone app', () => {
    expect(webAppManifest).toMatchObject({
      name: 'Hidaya',
      short_name: 'Hidaya',
      start_url: '/',
      scope: '/',
      display: 'standalone',
    });
    expect(webAppManifest.description.length).toBeGreaterThan(0);
  });

  it('takes its colours from the design tokens, as index.html does', () => {
    expect(webAppManifest.theme_color).toBe(token('color-sidebar'));
    expect(webAppManifest.background_color).toBe(token('color-background'));
    const html = readFileSync(`${clientDir}index.html`, 'utf8');
    expect(html).toContain(`<meta name="theme-color" content="${webAppManifest.theme_color}" />`);
  });

  it('has 192 and 512 pixel icons and a maskable one, each file the size it claims', () => {
    const icons = webAppManifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`);
    expect(icons).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const icon of APP_ICONS) {
      expect(icon.type).toBe('image/png');
      expect(pngSize(`${clientDir}public${icon.src}`)).toBe(icon.sizes);
    }
    expect(pngSize(`${clientDir}public/icons/apple-touch-icon.png`)).toBe('180x180');
  });
});

describe('what the service worker answers (decision 032)', () => {
  const plan = (url: string, { method = 'GET', mode = 'cors', hasRange = false } = {}) =>
    planFor({ method, url: new URL(url, ORIGIN).href, mode, hasRange }, ORIGIN);

  it('never answers an /api call, opened as a page or fetched, so no per-person answer is kept', () => {
    expect(plan('/api/reminders/settings')).toBe('network');
    expect(plan('/api/auth/user', { mode: 'same-origin' })).toBe('network');
    expect(plan('/api/auth/google/callback?code=1', { mode: 'navigate' })).toBe('network');
    expect(plan('/api')).toBe('network');
    expect(plan('/api/reminders/push-subscriptions', { method: 'POST' })).toBe('network');
  });

  it("opens the app's pages from the network, with the kept shell as the offline fallback", () => {
    expect(plan('/', { mode: 'navigate' })).toBe('page');
    expect(plan('/prayer-tracker?date=2026-06-10', { mode: 'navigate' })).toBe('page');
    // The server's own files opened in a tab are not the app's pages.
    expect(plan('/sitemap.xml', { mode: 'navigate' })).toBe('network');
    expect(plan('/rss.xml', { mode: 'navigate' })).toBe('network');
  });

  it('keeps the hashed build files, and leaves other sites, writes and ranges alone', () => {
    expect(plan('/assets/index-C_Q_bdj5.js')).toBe('build-file');
    expect(plan('/icons/icon-192.png')).toBe('kept');
    expect(plan('https://js.stripe.com/v3/')).toBe('network');
    expect(plan('/assets/recitation-abc.mp3', { hasRange: true })).toBe('network');
    expect(plan('/assets/index-C_Q_bdj5.js', { method: 'HEAD' })).toBe('network');
  });

  it("keeps only this site's build files among those a page reports having loaded", () => {
    const message = {
      type: CACHE_URLS,
      urls: [
        `${ORIGIN}/assets/index-abc.js`,
        `${ORIGIN}/assets/index-abc.js?v=2`,
        `${ORIGIN}/api/auth/user`,
        'https://fonts.example/font.woff2',
        `${ORIGIN}/assets/amiri-400.woff2`,
        42,
      ],
    };
    expect(buildFileUrls(message, ORIGIN)).toEqual([
      `${ORIGIN}/assets/index-abc.js`,
      `${ORIGIN}/assets/amiri-400.woff2`,
    ]);
    expect(buildFileUrls({ type: 'OTHER', urls: [`${ORIGIN}/assets/x.js`] }, ORIGIN)).toEqual([]);
    expect(buildFileUrls('CACHE_URLS', ORIGIN)).toEqual([]);
  });

  it('gives every build its own caches, changed when any file of the shell changes', () => {
    const entries = [
      { url: 'index.html', revision: 'a1' },
      { url: 'assets/index-abc.js', revision: null },
    ];
    expect(buildVersion(entries)).toBe(buildVersion([...entries]));
    expect(buildVersion([{ ...entries[0]!, revision: 'a2' }, entries[1]!])).not.toBe(buildVersion(entries));
  });
});

describe('a reminder by web push (decision 032)', () => {
  it('shows the title and body the server sends, opening the prayer tracker', () => {
    const payload = JSON.stringify({ title: 'Hidaya', body: 'Asr is near. A few minutes with Allah.' });
    expect(notificationFor(payload, ORIGIN)).toEqual({
      title: 'Hidaya',
      options: {
        body: 'Asr is near. A few minutes with Allah.',
        icon: '/icons/icon-192.png',
        dir: 'auto',
        data: { url: '/prayer-tracker' },
      },
    });
  });

  it("opens the page of this site the payload names, never another site's", () => {
    const open = (url: unknown) =>
      notificationFor(JSON.stringify({ title: 'Hidaya', body: 'x', url }), ORIGIN).options.data.url;
    expect(open('/prayer-times?date=2026-06-10')).toBe('/prayer-times?date=2026-06-10');
    expect(open('https://evil.example/phish')).toBe('/prayer-tracker');
    expect(open('//evil.example/phish')).toBe('/prayer-tracker');
    expect(open(7)).toBe('/prayer-tracker');
    expect(pageToOpen('/settings#reminders', ORIGIN)).toBe('/settings#reminders');
  });

  it('shows a plain-text message as the body under the Hidaya title', () => {
    expect(notificationFor('Maghrib at sunset', ORIGIN)).toMatchObject({
      title: 'Hidaya',
      options: { body: 'Maghrib at sunset' },
    });
    expect(notificationFor(undefined, ORIGIN)).toMatchObject({ title: 'Hidaya', options: { body: '' } });
  });
});

describe('the files kept at install: the app shell only (decision 032)', () => {
  const manifest: Record<string, ViteManifestChunk> = {
    'index.html': {
      file: 'assets/index-aaa.js',
      css: ['assets/index-aaa.css'],
      imports: ['_react-bbb.js'],
    },
    '_react-bbb.js': { file: 'assets/react-bbb.js', imports: ['_shared-ccc.js'] },
    '_shared-ccc.js': { file: 'assets/shared-ccc.js', css: ['assets/shared-ccc.css'] },
    'features/quran/pages/quran-page.tsx': { file: 'assets/quran-page-ddd.js', imports: ['_react-bbb.js'] },
    'public-main.ts': { file: 'assets/public-eee.js', imports: ['_shared-ccc.js'] },
  };
  const entry = (url: string) => ({ url, revision: null, size: 1 });

  it('keeps index.html, the entry with its static imports and styles, and the public folder; not page chunks', () => {
    const listed = [
      'index.html',
      'favicon.svg',
      'icons/icon-192.png',
      'icons/icon-192.png',
      'manifest.webmanifest',
      'assets/index-aaa.js',
      'assets/index-aaa.css',
      'assets/react-bbb.js',
      'assets/shared-ccc.js',
      'assets/shared-ccc.css',
      'assets/quran-page-ddd.js',
      'assets/public-eee.js',
      'assets/locale-ar-quran-fff.js',
    ].map(entry);
    expect(shellOnly(listed, manifest).map((e) => e.url)).toEqual([
      'index.html',
      'favicon.svg',
      'icons/icon-192.png',
      'manifest.webmanifest',
      'assets/index-aaa.js',
      'assets/index-aaa.css',
      'assets/react-bbb.js',
      'assets/shared-ccc.js',
      'assets/shared-ccc.css',
    ]);
  });

  it('stops the build when the app entry is missing from the build manifest', () => {
    expect(() => shellOnly([entry('index.html')], {})).toThrow("no 'index.html' entry");
  });
});
