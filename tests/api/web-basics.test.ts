import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPublicPage } from '@/client/app/public-pages';
import { createTestApp, registeredClient, TestClient, type TestApp } from './support/app';

let t: TestApp;
let clientDir: string;
let visitor: TestClient;
let member: TestClient;

beforeAll(async () => {
  // The source index.html and a manifest naming the public script stand for the build (as in the
  // blog's tests); the public pages are drawn by their renderer from source.
  clientDir = mkdtempSync(path.join(tmpdir(), 'hidaya-client-'));
  copyFileSync('src/client/index.html', path.join(clientDir, 'index.html'));
  mkdirSync(path.join(clientDir, '.vite'));
  writeFileSync(
    path.join(clientDir, '.vite', 'manifest.json'),
    JSON.stringify({ 'public-main.ts': { file: 'assets/public-1.js' } }),
  );
  t = await createTestApp({
    env: { PUBLIC_URL: 'https://hidaya.test' },
    deps: { clientDir, publicPages: renderPublicPage },
  });
  visitor = new TestClient(t.app);
  member = (await registeredClient(t.app)).client;
}, 60_000);
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** The <head> as a crawler or a link preview reads it: no script runs. */
function headOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const meta = (attr: string, key: string) =>
    new RegExp(`<meta ${attr}="${key.replace(':', '\\:')}" content="([^"]*)"`).exec(head)?.[1];
  return {
    title: /<title>(.*?)<\/title>/.exec(head)?.[1],
    titles: head.match(/<title>/g)?.length ?? 0,
    description: meta('name', 'description'),
    descriptions: head.match(/<meta name="description"/g)?.length ?? 0,
    robots: meta('name', 'robots'),
    og: (key: string) => meta('property', `og:${key}`),
    twitter: (key: string) => meta('name', `twitter:${key}`),
  };
}
const bodyOf = (html: string) => html.slice(html.indexOf('<body>'));

describe('an address the app has no page at', () => {
  it("answers 404 with the 'Page Not Found' page drawn in the HTML, never indexed", async () => {
    const res = await get('/no-such-page?from=link');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const head = headOf(res.body);
    expect(head.title).toBe('Page Not Found · Hidaya');
    expect(head.titles).toBe(1);
    expect(head.description).toBe('The page you are looking for does not exist or has moved.');
    expect(head.robots).toBe('noindex');
    const body = bodyOf(res.body);
    expect(body).toContain('Page Not Found</h1>');
    expect(body).toContain('The page you are looking for does not exist or has moved.');
    expect(body).toContain('href="/"');
  });

  it("is drawn in the visitor's language", async () => {
    const res = await get('/nowhere', { 'accept-language': 'ar,en;q=0.5' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<html lang="ar" dir="rtl">');
    expect(headOf(res.body).title).toBe('الصفحة غير موجودة · هداية');
    expect(bodyOf(res.body)).toContain('الصفحة غير موجودة</h1>');
  });

  it('answers 404 to a signed-in person too, with the app, which draws its own Page Not Found', async () => {
    const res = await member.get('/settings/nowhere');
    expect(res.statusCode).toBe(404);
    expect(headOf(res.body).title).toBe('Page Not Found · Hidaya');
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('answers 404 to a missing built file and to HEAD', async () => {
    expect((await get('/assets/old-chunk-1234.js')).statusCode).toBe(404);
    const head = await t.app.inject({ method: 'HEAD', url: '/no-such-page' });
    expect(head.statusCode).toBe(404);
  });

  it("keeps answering the app's own pages, dynamic segments and letter case included, with 200", async () => {
    for (const url of [
      '/prayer-tracker',
      '/settings',
      '/sunday-school/classes/12',
      '/Prayer-Tracker',
      '/groups/',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
    }
  });

  it('an unknown article is 404 with its own page', async () => {
    const res = await get('/blog/no-such-article');
    expect(res.statusCode).toBe(404);
    expect(headOf(res.body).title).toContain('Article Not Found');
  });

  it('an unknown API address keeps its JSON 404', async () => {
    const res = await visitor.get('/api/no-such-thing?x=1');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ message: 'Not found: GET /api/no-such-thing', code: 'notFound' });
    const post = await visitor.post('/api/nothing-here', {});
    expect(post.statusCode).toBe(404);
    expect(post.json()).toMatchObject({ code: 'notFound' });
  });
});

describe("the public pages' heads, in the HTML before any script runs", () => {
  const pages = [
    {
      url: '/auth',
      canonical: '/auth',
      title: 'Sign In · Hidaya',
      description:
        'Sign in to Hidaya or create a free account to learn the prayer step by step, practise Quran recitation and track your prayers.',
    },
    {
      url: '/login',
      canonical: '/auth',
      title: 'Sign In · Hidaya',
      description:
        'Sign in to Hidaya or create a free account to learn the prayer step by step, practise Quran recitation and track your prayers.',
    },
    {
      url: '/register',
      canonical: '/register',
      title: 'Create your Hidaya account · Hidaya',
      description:
        'Create a free Hidaya account: your first prayer lesson starts right away, with a patient AI teacher in five languages.',
    },
    {
      url: '/terms',
      canonical: '/terms',
      title: 'Terms of Service · Hidaya',
      description:
        'These terms explain what you can expect from Hidaya and what we ask of you. Please read them before you create an account.',
    },
    {
      url: '/privacy',
      canonical: '/privacy',
      title: 'Privacy Policy · Hidaya',
      description:
        'Hidaya keeps as little about you as it can. This page lists what we store, why, and who else sees it.',
    },
  ];

  it.each(pages)('$url has its own title, description and preview tags', async (page) => {
    const res = await get(page.url);
    expect(res.statusCode).toBe(200);
    const head = headOf(res.body);
    expect(head.title).toBe(page.title);
    expect(head.titles).toBe(1);
    expect(head.description).toBe(page.description);
    expect(head.descriptions).toBe(1);
    expect(head.og('title')).toBe(page.title);
    expect(head.og('description')).toBe(page.description);
    expect(head.og('url')).toBe(`https://hidaya.test${page.canonical}`);
    expect(head.twitter('card')).toBe('summary');
    expect(head.robots).toBeUndefined();
    // The app draws the page itself: its script is in the page.
    expect(res.body).toContain('<script type="module"');
  });

  it('every public page has a title of its own', async () => {
    const urls = ['/', '/landing', '/help', '/blog', '/auth', '/register', '/terms', '/privacy'];
    const titles = await Promise.all(urls.map(async (url) => headOf((await get(url)).body).title));
    expect(new Set(titles).size).toBe(urls.length);
  });

  it('is in the language the page is served in', async () => {
    const arabic = headOf((await get('/terms', { 'accept-language': 'ar' })).body);
    expect(arabic.title).toBe('شروط الخدمة · هداية');
    expect(arabic.og('title')).toBe('شروط الخدمة · هداية');
    const french = headOf((await get('/privacy', { cookie: 'appLanguage=french' })).body);
    expect(french.title).toBe('Politique de confidentialité · Hidaya');
    expect(french.description).toBe(
      "Hidaya conserve le moins d'informations possible à votre sujet. Cette page indique ce que nous stockons, pourquoi, et qui d'autre y a accès.",
    );
  });
});
