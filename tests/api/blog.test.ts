import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Element as XmlElement, xml2js } from 'xml-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { renderPublicPage } from '@/client/app/public-pages';
import { blogImages } from '@/server/db/schema/blog';
import { buildApp } from '@/server/app';
import { createTestApp, registeredClient, startAgain, TestClient, type TestApp } from './support/app';
import { registeredAdmin } from './support/admins';

const FIXTURES = path.resolve('tests/fixtures/blog');
let now = new Date('2026-06-01T09:00:00Z');
const clock = { now: () => now };

let t: TestApp;
let clientDir: string;
let admin: TestClient;
let visitor: TestClient;

beforeAll(async () => {
  // The built client is not needed: the source index.html and a manifest naming the public script
  // show how the server fills the head; the public pages are drawn by their renderer from source.
  clientDir = mkdtempSync(path.join(tmpdir(), 'hidaya-client-'));
  copyFileSync('src/client/index.html', path.join(clientDir, 'index.html'));
  mkdirSync(path.join(clientDir, '.vite'));
  writeFileSync(
    path.join(clientDir, '.vite', 'manifest.json'),
    JSON.stringify({
      'public-main.ts': { file: 'assets/public-1.js', imports: ['_shared.js'] },
      '_shared.js': { file: 'assets/shared-1.js', css: ['assets/shared-1.css'] },
    }),
  );
  t = await createTestApp({
    env: { PUBLIC_URL: 'https://hidaya.test' },
    clock,
    deps: { clientDir, blogContentDir: FIXTURES, publicPages: renderPublicPage },
  });
  admin = (await registeredAdmin(t, { username: 'blog_admin' })).client;
  visitor = new TestClient(t.app);
  // A loaded machine takes a while to migrate a fresh database and hash a password.
}, 60_000);
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const draft = (overrides: Record<string, unknown> = {}) => ({
  title: 'Praying on a Journey',
  slug: `praying-on-a-journey-${Math.random().toString(36).slice(2, 8)}`,
  excerpt: 'Shortening and joining prayers while travelling.',
  markdown: 'Travellers may shorten four-unit prayers to two (Quran 4:101).',
  category: 'Islamic Guidance',
  language: 'en',
  keywords: ['travel', 'qasr'],
  ...overrides,
});

/** The <body> of a page as sent: what a browser shows before any script runs. */
const bodyOf = (html: string) => html.slice(html.indexOf('<body>'));

/** The <head> of a page as a crawler reads it: no JavaScript runs. */
function headOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const meta = (attr: string, key: string) =>
    new RegExp(`<meta ${attr}="${key.replace(':', '\\:')}" content="([^"]*)"`).exec(head)?.[1];
  const jsonLd = [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]!),
  );
  return {
    title: /<title>(.*?)<\/title>/.exec(head)?.[1],
    titles: head.match(/<title>/g)?.length ?? 0,
    description: meta('name', 'description'),
    descriptions: head.match(/<meta name="description"/g)?.length ?? 0,
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(head)?.[1],
    robots: meta('name', 'robots'),
    og: (key: string) => meta('property', `og:${key}`),
    twitter: (key: string) => meta('name', `twitter:${key}`),
    jsonLd,
  };
}

/** Every element of an XML document in document order; a document that is not well-formed throws. */
function parseXml(xml: string): { name: string; text: string }[] {
  const flat: { name: string; text: string }[] = [];
  const walk = (nodes: XmlElement[] = []) => {
    for (const node of nodes) {
      if (node.type !== 'element') continue;
      const text = (node.elements ?? [])
        .filter((child) => child.type === 'text' || child.type === 'cdata')
        .map((child) => String(child.text ?? child.cdata ?? ''))
        .join('');
      flat.push({ name: node.name ?? '', text: text.trim() });
      walk(node.elements);
    }
  };
  walk((xml2js(xml, { compact: false, trim: true }) as XmlElement).elements);
  return flat;
}

describe('articles from content/blog', () => {
  it('lists the published articles newest first, without their bodies, with words / 200 rounded up as read time', async () => {
    const res = await visitor.get('/api/blog/posts');
    expect(res.statusCode).toBe(200);
    const posts = res.json() as Record<string, unknown>[];
    expect(posts.map((p) => p.slug)).toEqual([
      'ai-and-religious-learning',
      'keeping-fajr',
      'wudu-step-by-step',
    ]);
    expect(posts[0]).toMatchObject({
      title: 'Using AI Wisely for Religious Learning',
      category: 'AI Prayer',
      // No language in the front matter: the repository's articles are in English.
      language: 'en',
      keywords: ['ai', 'learning'],
      publishedAt: '2026-05-20T00:00:00.000Z',
      // 401 words
      readTimeMinutes: 3,
    });
    expect(posts[2]).toMatchObject({ readTimeMinutes: 1 });
    expect(posts[0]).not.toHaveProperty('content');
  });

  it('renders the Markdown and strips scripts, event handlers, styles and javascript: links', async () => {
    const post = (await visitor.get('/api/blog/posts/keeping-fajr')).json();
    expect(post.content).toContain('Set an alarm you cannot reach from bed.');
    expect(post.content).not.toMatch(/<script|alert\('x'\)|onerror|onclick|onmouseover|style=|javascript:/i);
    // An image that is not one uploaded here (the CSP would block it anyway) is removed with its handler.
    expect(post.content).not.toContain('<img');
    expect(post.content).toContain('<a>tap here</a>');
    expect(post.content).toContain(
      '<a href="https://sunnah.com/muslim:656" rel="noopener noreferrer" target="_blank">read the hadith</a>',
    );
    expect(post.sources).toEqual(['Sahih Muslim 656']);

    const wudu = (await visitor.get('/api/blog/posts/wudu-step-by-step')).json();
    expect(wudu.content).toContain('<h2>Before you start</h2>');
  });

  it('answers 404 with a message for a slug that does not exist', async () => {
    const res = await visitor.get('/api/blog/posts/no-such-article');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Article not found', code: 'blogPostNotFound' });
  });
});

describe('search and category', () => {
  const slugs = async (query: string) =>
    ((await visitor.get(`/api/blog/posts${query}`)).json() as { slug: string }[]).map((p) => p.slug);

  it('matches the title or the excerpt, whatever the case', async () => {
    expect(await slugs('?search=WUDU')).toEqual(['wudu-step-by-step']);
    // "dawn prayer" is only in the excerpt of Keeping Fajr.
    expect(await slugs('?search=Dawn%20Prayer')).toEqual(['keeping-fajr']);
    // "hadith" appears in an article body only: the body is not searched.
    expect(await slugs('?search=hadith')).toEqual([]);
  });

  it('filters by the exact category, alone or with a search', async () => {
    expect(await slugs('?category=Prayer%20Tips')).toEqual(['keeping-fajr']);
    expect(await slugs('?category=Learning&search=fajr')).toEqual([]);
    expect(await slugs('?category=Learning&search=ablution')).toEqual(['wudu-step-by-step']);
  });

  it('refuses a category that is not one of the five', async () => {
    const res = await visitor.get('/api/blog/posts?category=prayer%20tips');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Choose one of the categories',
      code: 'blogCategoryInvalid',
      field: 'querystring.category',
    });
  });
});

describe('pages as crawlers and link previews read them (plain GET, no JavaScript)', () => {
  it('an article carries its title, description, canonical URL, Open Graph, Twitter tags and a BlogPosting', async () => {
    const res = await visitor.get('/blog/wudu-step-by-step');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    // The article itself is in the page, for readers and crawlers that run no JavaScript.
    expect(bodyOf(res.body)).toContain('>Wudu Step by Step</h1>');
    const head = headOf(res.body);
    expect(head.title).toBe('Wudu Step by Step: A Beginner&#39;s Guide'.replace('&#39;', "'"));
    expect(head.titles).toBe(1);
    expect(head.descriptions).toBe(1);
    expect(head.description).toBe(
      'How to perform wudu before prayer, step by step, with the verse that commands it.',
    );
    expect(head.canonical).toBe('https://hidaya.test/blog/wudu-step-by-step');
    expect(head.og('type')).toBe('article');
    expect(head.og('title')).toBe(head.title);
    expect(head.og('url')).toBe('https://hidaya.test/blog/wudu-step-by-step');
    expect(head.og('image')).toBe('https://hidaya.test/api/og-image/wudu-step-by-step');
    expect(head.twitter('card')).toBe('summary_large_image');
    expect(head.twitter('image')).toBe('https://hidaya.test/api/og-image/wudu-step-by-step');
    expect(head.jsonLd).toEqual([
      expect.objectContaining({
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: 'Wudu Step by Step',
        image: 'https://hidaya.test/api/og-image/wudu-step-by-step',
        datePublished: '2026-03-02T00:00:00.000Z',
        publisher: expect.objectContaining({ '@type': 'Organization', name: 'Hidaya' }),
      }),
    ]);
  });

  it('the list, the landing page and the home page have their own heads; the landing page names the Organization', async () => {
    const blog = headOf((await visitor.get('/blog')).body);
    expect(blog.title).toBe('Islamic Blog · Hidaya');
    expect(blog.canonical).toBe('https://hidaya.test/blog');
    expect(blog.description).toMatch(/^Articles for families learning to pray/);

    const landingRes = await visitor.get('/landing');
    expect(landingRes.statusCode).toBe(200);
    const landing = headOf(landingRes.body);
    expect(landing.title).toBe('AI Islamic School for Children · Hidaya');
    expect(landing.description).toContain('$25 per month');
    expect(landing.canonical).toBe('https://hidaya.test/landing');
    expect(landing.og('type')).toBe('website');
    expect(landing.twitter('card')).toBe('summary');
    expect(landing.jsonLd).toEqual([
      expect.objectContaining({
        '@type': 'Organization',
        name: 'Hidaya',
        url: 'https://hidaya.test/',
        contactPoint: expect.objectContaining({ email: 'support@hidaya.app' }),
      }),
    ]);

    const home = headOf((await visitor.get('/')).body);
    expect(home.title).toBe('Hidaya · AI Islamic Learning Platform');
    expect(home.canonical).toBe('https://hidaya.test/');
  });

  it('a missing article answers 404 with the page drawn, titled Article Not Found and kept out of the index', async () => {
    const res = await visitor.get('/blog/no-such-article');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<h1 class="text-3xl font-bold">Article Not Found</h1>');
    const head = headOf(res.body);
    expect(head.title).toBe('Article Not Found · Hidaya');
    expect(head.robots).toBe('noindex');
  });

  it('a visitor gets the page drawn on the server with the light public script and no app; a signed-in person gets the app with the page data', async () => {
    const asVisitor = await visitor.get('/blog/keeping-fajr');
    const body = bodyOf(asVisitor.body);
    expect(body).toContain('>Keeping Fajr Every Day</h1>');
    expect(body).toContain('<time dateTime="2026-04-10T00:00:00.000Z">April 10, 2026</time>');
    expect(body).toContain('href="/duas"');
    // One head: the app's index.html, with its scripts and styles swapped for the public entry's files.
    expect(asVisitor.body).toContain('<script type="module" crossorigin src="/assets/public-1.js"></script>');
    expect(asVisitor.body).toContain('<link rel="modulepreload" crossorigin href="/assets/shared-1.js">');
    expect(asVisitor.body).toContain('<link rel="stylesheet" crossorigin href="/assets/shared-1.css">');
    expect(asVisitor.body).not.toContain('main.tsx');
    expect(asVisitor.body).not.toContain('<noscript>');
    expect(asVisitor.body).not.toContain('id="page-data"');
    expect(headOf(asVisitor.body).titles).toBe(1);
    expect(asVisitor.headers.vary).toBe('Cookie, Accept-Language');

    const asMember = await admin.get('/blog/keeping-fajr');
    expect(asMember.body).toContain('src="./main.tsx"');
    expect(asMember.body).toContain('<div id="root"></div>');
    const data = JSON.parse(
      /<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(asMember.body)![1]!,
    );
    expect(data['/api/blog/posts/keeping-fajr']).toMatchObject({
      slug: 'keeping-fajr',
      sources: ['Sahih Muslim 656'],
    });
    expect(data['/api/config/public']).toEqual({ supportEmail: 'support@hidaya.app', version: '1.0.0' });
    const list = JSON.parse(/id="page-data">(.*?)<\/script>/.exec((await admin.get('/blog')).body)![1]!);
    expect(list['/api/blog/posts']).toEqual((await visitor.get('/api/blog/posts')).json());

    expect((await admin.get('/landing')).body).toContain('src="./main.tsx"');
    expect((await visitor.get('/landing')).body).toContain('src="/assets/public-1.js"');
    // Home: the sign-in page drawn for a visitor, with its form for the public script; the app when signed in.
    const home = await visitor.get('/');
    expect(home.body).toContain('src="/assets/public-1.js"');
    expect(home.body).not.toContain('main.tsx');
    expect(bodyOf(home.body)).toContain('>AI Islamic Learning Platform</h1>');
    expect(bodyOf(home.body)).toMatch(/<form [^>]*data-login-form="[^"]*Username is required/);
    expect(home.headers.vary).toBe('Cookie, Accept-Language');
    expect((await admin.get('/')).body).toContain('src="./main.tsx"');
  });

  it('escapes what an author typed into the head', async () => {
    const created = (
      await admin.post(
        '/api/admin/blog/posts',
        draft({ title: 'Fajr </title><script>alert(1)</script> & more' }),
      )
    ).json();
    await admin.post(`/api/admin/blog/posts/${created.id}/publish`);
    const res = await visitor.get(`/blog/${created.slug}`);
    expect(res.body).not.toContain('<script>alert(1)');
    expect(headOf(res.body).title).toBe(
      'Fajr &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; more',
    );
  });

  it('the list filters on the server by ?search= and &category= (its search form works without JavaScript)', async () => {
    const titles = async (query: string) =>
      [
        ...bodyOf((await visitor.get(`/blog${query}`)).body).matchAll(
          /<a href="\/blog\/[^"]+"[^>]*>([^<]+)<\/a>/g,
        ),
      ].map((m) => m[1]);
    const all = await titles('');
    expect(all).toEqual(expect.arrayContaining(['Wudu Step by Step', 'Keeping Fajr Every Day']));
    expect(await titles('?search=WUDU')).toEqual(['Wudu Step by Step']);
    const chosen = bodyOf((await visitor.get('/blog?category=Prayer%20Tips&search=')).body);
    expect(chosen).toMatch(
      /aria-pressed="true"[^>]*value="Prayer Tips"|value="Prayer Tips"[^>]*aria-pressed="true"/,
    );
    expect(await titles('?search=nothing-matches-this')).toEqual([]);
    expect(bodyOf((await visitor.get('/blog?search=nothing-matches-this')).body)).toContain(
      'No articles found',
    );
    // An unknown category is no filter, not an error.
    expect(await titles('?category=Unknown')).toEqual(all);
  });
});

describe('the help page', () => {
  it('is public, with its own head, every subject, the support address and the privacy link', async () => {
    const res = await visitor.get('/help');
    expect(res.statusCode).toBe(200);
    const head = headOf(res.body);
    expect(head.title).toBe('Help Center · Hidaya');
    expect(head.canonical).toBe('https://hidaya.test/help');
    expect(head.description).toMatch(/^Answers for newcomers to Hidaya/);
    expect(head.jsonLd).toEqual([expect.objectContaining({ '@type': 'Organization' })]);
    const body = bodyOf(res.body);
    const headings = [...body.matchAll(/<h2 id="help-[a-z]+-heading"[^>]*>([^<]+)<\/h2>/g)].map((m) => m[1]);
    expect(headings).toEqual([
      'Your account',
      'Prayer times and calculation methods',
      'Prayer lessons',
      'The coach and AI answers',
      'Subscriptions and cancelling',
      'Privacy and children&#x27;s data',
      'Contact',
    ]);
    expect(body).toContain('I forgot my password. What can I do?');
    expect(body).toContain('Free accounts have 5 AI messages a month');
    expect(body).toContain('Premium costs $7 a month');
    expect(body).toContain('href="mailto:support@hidaya.app"');
    expect(body).toContain('href="/privacy"');
    expect(body).toMatch(/<a href="\/help"[^>]*>Help<\/a>/);
  });

  it("is drawn in the visitor's language: the device choice (cookie) first, else Accept-Language", async () => {
    const arabic = await visitor.request({
      method: 'GET',
      url: '/help',
      headers: { 'accept-language': 'ar-EG,en;q=0.5' },
    });
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(headOf(arabic.body).title).toBe('مركز المساعدة · هداية');
    expect(bodyOf(arabic.body)).toContain('>مركز المساعدة</h1>');
    // The English head stays for crawlers' other tags.
    expect(headOf(arabic.body).canonical).toBe('https://hidaya.test/help');

    const french = await visitor.request({
      method: 'GET',
      url: '/help',
      headers: { 'accept-language': 'ar', cookie: 'appLanguage=french' },
    });
    expect(french.body).toContain('<html lang="fr" dir="ltr">');
    expect(bodyOf(french.body)).toContain('>Centre d&#x27;aide</h1>');
    expect(bodyOf(french.body)).toContain('Premium coûte 7\u00a0$US par mois');

    const unknown = await visitor.request({
      method: 'GET',
      url: '/help',
      headers: { 'accept-language': 'de-DE, *;q=0.1', cookie: 'appLanguage=klingon' },
    });
    expect(unknown.body).toContain('<html lang="en" dir="ltr">');
  });

  it('a signed-in person gets the app, which draws the page with the sidebar', async () => {
    const res = await admin.get('/help');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('src="./main.tsx"');
    expect(headOf(res.body).title).toBe('Help Center · Hidaya');
  });
});

describe('sitemap, robots.txt and feed', () => {
  it('the sitemap is valid XML listing the public pages and every published article', async () => {
    const res = await visitor.get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const elements = parseXml(res.body);
    expect(elements[0]!.name).toBe('urlset');
    const locs = elements.filter((e) => e.name === 'loc').map((e) => e.text);
    expect(locs).toEqual(
      expect.arrayContaining([
        'https://hidaya.test/',
        'https://hidaya.test/landing',
        'https://hidaya.test/help',
        'https://hidaya.test/blog',
        'https://hidaya.test/blog/wudu-step-by-step',
        'https://hidaya.test/blog/keeping-fajr',
      ]),
    );
    expect(locs.some((loc) => loc.includes('/admin') || loc.includes('/api/'))).toBe(false);
  });

  it('robots.txt lets crawlers in, keeps them out of the API but not the preview images, and names the sitemap', async () => {
    const res = await visitor.get('/robots.txt');
    expect(res.body).toBe(
      'User-agent: *\nAllow: /api/og-image/\nDisallow: /api/\n\nSitemap: https://hidaya.test/sitemap.xml\n',
    );
  });

  it('the RSS feed is valid XML with one item per published article', async () => {
    const res = await visitor.get('/blog/rss.xml');
    expect(res.headers['content-type']).toMatch(/^application\/rss\+xml/);
    const elements = parseXml(res.body);
    expect(elements[0]!.name).toBe('rss');
    const links = elements.filter((e) => e.name === 'link').map((e) => e.text);
    expect(links).toContain('https://hidaya.test/blog/keeping-fajr');
    const published = ((await visitor.get('/api/blog/posts')).json() as unknown[]).length;
    expect(elements.filter((e) => e.name === 'item')).toHaveLength(published);
  });
});

describe('preview image', () => {
  it('is a 1200x630 PNG, cached by version', async () => {
    const res = await visitor.get('/api/og-image/wudu-step-by-step');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const png = res.rawPayload;
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(1200);
    expect(png.readUInt32BE(20)).toBe(630);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');

    const again = await visitor.request({
      method: 'GET',
      url: '/api/og-image/wudu-step-by-step',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('is drawn for an Arabic title too, and is 404 for a missing or unpublished article', async () => {
    const created = (await admin.post('/api/admin/blog/posts', draft({ title: 'كيف تتعلم الصلاة' }))).json();
    expect((await visitor.get(`/api/og-image/${created.slug}`)).statusCode).toBe(404);
    await admin.post(`/api/admin/blog/posts/${created.id}/publish`);
    const res = await visitor.get(`/api/og-image/${created.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.readUInt32BE(16)).toBe(1200);
    expect((await visitor.get('/api/og-image/no-such-article')).statusCode).toBe(404);
  });
});

describe('authoring (admins)', () => {
  it('a new post is a draft: invisible to everyone else (404) until published, when publishedAt is set', async () => {
    const res = await admin.post('/api/admin/blog/posts', draft({ slug: 'praying-on-a-journey' }));
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      published: false,
      publishedAt: null,
      origin: 'admin',
      slug: 'praying-on-a-journey',
    });
    expect(created.content).toBe('<p>Travellers may shorten four-unit prayers to two (Quran 4:101).</p>\n');

    const reader = (await registeredClient(t.app)).client;
    for (const client of [visitor, reader]) {
      expect((await client.get('/api/blog/posts/praying-on-a-journey')).statusCode).toBe(404);
    }
    expect((await visitor.get('/blog/praying-on-a-journey')).statusCode).toBe(404);
    expect(
      ((await visitor.get('/api/blog/posts')).json() as { slug: string }[]).map((p) => p.slug),
    ).not.toContain('praying-on-a-journey');
    // The admin can open the draft.
    expect((await admin.get('/api/blog/posts/praying-on-a-journey')).statusCode).toBe(200);

    now = new Date('2026-06-02T10:00:00Z');
    const published = (await admin.post(`/api/admin/blog/posts/${created.id}/publish`)).json();
    expect(published).toMatchObject({ published: true, publishedAt: '2026-06-02T10:00:00.000Z' });
    expect((await visitor.get('/api/blog/posts/praying-on-a-journey')).json()).toMatchObject({
      title: 'Praying on a Journey',
      metaTitle: null,
    });
    // No metaTitle or metaDescription: the title and the excerpt stand in.
    const head = headOf((await visitor.get('/blog/praying-on-a-journey')).body);
    expect(head.title).toBe('Praying on a Journey');
    expect(head.description).toBe('Shortening and joining prayers while travelling.');

    now = new Date('2026-06-03T10:00:00Z');
    const unpublished = (await admin.post(`/api/admin/blog/posts/${created.id}/unpublish`)).json();
    expect(unpublished).toMatchObject({ published: false });
    expect((await visitor.get('/api/blog/posts/praying-on-a-journey')).statusCode).toBe(404);
    now = new Date('2026-06-04T10:00:00Z');
    const again = (await admin.post(`/api/admin/blog/posts/${created.id}/publish`)).json();
    expect(again.publishedAt).toBe('2026-06-02T10:00:00.000Z');
  });

  it('a taken slug is 409, on create and on edit, also when a content file holds it', async () => {
    const first = (await admin.post('/api/admin/blog/posts', draft())).json();
    const second = (await admin.post('/api/admin/blog/posts', draft())).json();
    for (const res of [
      await admin.post('/api/admin/blog/posts', draft({ slug: first.slug })),
      await admin.post('/api/admin/blog/posts', draft({ slug: 'keeping-fajr' })),
      await admin.put(`/api/admin/blog/posts/${second.id}`, draft({ slug: first.slug })),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        message: 'An article with this slug already exists',
        code: 'blogSlugTaken',
        field: 'slug',
      });
    }
  });

  it('edits store the sanitised rendering of the new Markdown', async () => {
    const post = (await admin.post('/api/admin/blog/posts', draft())).json();
    const res = await admin.put(
      `/api/admin/blog/posts/${post.id}`,
      draft({
        slug: post.slug,
        title: 'Praying While Travelling',
        markdown:
          '# Qasr\n\n<iframe src="https://evil.test"></iframe>\n\n<b onclick="x()">Two</b> units [x](javascript:void(0))',
        metaTitle: '  ',
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Praying While Travelling',
      metaTitle: null,
      content: '<h2>Qasr</h2>\n<p><b>Two</b> units <a>x</a></p>\n',
      markdown: expect.stringContaining('<iframe'),
    });
  });

  it('previews Markdown as it would be stored, with its read time', async () => {
    const res = await admin.post('/api/admin/blog/preview', {
      markdown: `**Bold** <script>x()</script>${' word'.repeat(200)}`,
    });
    expect(res.json()).toEqual({
      html: expect.stringMatching(/^<p><strong>Bold<\/strong> {2}word/),
      readTimeMinutes: 2,
    });
    expect(res.json().html).not.toContain('script');
  });

  it('names the field at fault', async () => {
    const res = await admin.post('/api/admin/blog/posts', draft({ slug: 'Not A Slug' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'The slug may contain only lower-case letters, numbers and hyphens',
      code: 'blogSlugInvalid',
      field: 'slug',
    });
    const noTitle = await admin.post('/api/admin/blog/posts', draft({ title: '  ' }));
    expect(noTitle.json()).toEqual({
      message: 'Title is required',
      code: 'blogTitleRequired',
      field: 'title',
    });
  });

  it('lists drafts and content articles for admins; content articles are changed in their files only', async () => {
    const list = (await admin.get('/api/admin/blog/posts')).json() as {
      slug: string;
      origin: string;
      id: number;
    }[];
    const fajr = list.find((p) => p.slug === 'keeping-fajr')!;
    expect(fajr.origin).toBe('content');
    expect(list.some((p) => p.origin === 'admin')).toBe(true);
    const full = (await admin.get(`/api/admin/blog/posts/${fajr.id}`)).json();
    expect(full.markdown).toContain('Sleep early.');

    const edit = await admin.put(`/api/admin/blog/posts/${fajr.id}`, draft({ slug: 'keeping-fajr' }));
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toEqual({
      message: 'This article comes from the content files; change it there',
      code: 'blogPostReadOnly',
    });
    expect((await admin.post(`/api/admin/blog/posts/${fajr.id}/unpublish`)).statusCode).toBe(409);
    expect((await admin.get('/api/admin/blog/posts/999999')).statusCode).toBe(404);
  });

  it('is for admins only: 401 for a visitor, 403 for another user', async () => {
    const reader = (await registeredClient(t.app)).client;
    for (const [method, url] of [
      ['GET', '/api/admin/blog/posts'],
      ['POST', '/api/admin/blog/posts'],
      ['POST', '/api/admin/blog/posts/1/publish'],
      ['PUT', '/api/admin/blog/posts/1'],
      ['POST', '/api/admin/blog/preview'],
    ] as const) {
      const payload = method === 'GET' ? undefined : draft();
      expect((await visitor.request({ method, url, payload })).statusCode, url).toBe(401);
      expect((await reader.request({ method, url, payload })).statusCode, url).toBe(403);
    }
  });
});

/** A 1x1 PNG, as an editor would upload (a real image: browsers draw it). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
/** The first bytes of the other three image types (what the server checks), and of an SVG. */
const JPEG = Buffer.concat([Buffer.from('ffd8ffe000104a464946', 'hex'), Buffer.alloc(40)]);
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(40)]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from('24000000', 'hex'),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(40),
]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

/** A multipart body as a browser's FormData sends it: the fields, then the file in `image`. */
function imageForm(
  fields: Record<string, string>,
  file?: { data: Buffer; type: string; name?: string; field?: string },
) {
  const boundary = '----hidaya-blog-image-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'image'}"; filename="${file.name ?? 'picture.png'}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (client: TestClient, fields: Record<string, string>, file?: Parameters<typeof imageForm>[1]) =>
  client.request({ method: 'POST', url: '/api/admin/blog/images', ...imageForm(fields, file) });

describe('images uploaded in the editor', () => {
  it('an admin uploads a PNG with its alt text; anyone gets it from the site with its type, a year of caching and nosniff', async () => {
    const res = await upload(admin, { alt: 'A prayer mat by a window' }, { data: PNG, type: 'image/png' });
    expect(res.statusCode).toBe(201);
    const image = res.json();
    expect(image).toEqual({
      id: expect.any(Number),
      url: `/blog-images/${image.id}.png`,
      alt: 'A prayer mat by a window',
      contentType: 'image/png',
      byteSize: PNG.length,
      markdown: `![A prayer mat by a window](/blog-images/${image.id}.png)`,
    });

    for (const client of [visitor, admin]) {
      const served = await client.get(image.url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      // Outside /api/: a signed-in reader's browser keeps it too.
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-security-policy']).toContain("img-src 'self'");
      expect(served.rawPayload.equals(PNG)).toBe(true);
    }
  });

  it('the type is the one the bytes prove: JPEG, WebP and GIF are kept as such, whatever the browser claimed', async () => {
    for (const [data, type, ext] of [
      [JPEG, 'image/jpeg', 'jpg'],
      [WEBP, 'image/webp', 'webp'],
      [GIF, 'image/gif', 'gif'],
    ] as const) {
      const res = await upload(
        admin,
        { alt: `A ${ext} picture` },
        { data, type: 'application/octet-stream' },
      );
      expect(res.statusCode, ext).toBe(201);
      expect(res.json()).toMatchObject({ contentType: type, url: expect.stringMatching(`\\.${ext}$`) });
      const served = await visitor.get(res.json().url);
      expect(served.headers['content-type']).toBe(type);
    }
    // A PNG sent as a JPEG is a PNG.
    const claimed = await upload(admin, { alt: 'Claimed' }, { data: PNG, type: 'image/jpeg', name: 'a.jpg' });
    expect(claimed.json().url).toMatch(/\.png$/);
  });

  it('refuses what is not a PNG, JPEG, WebP or GIF (an SVG, text, an empty file) with 400', async () => {
    for (const data of [SVG, Buffer.from('just some text'), Buffer.from('GIF')]) {
      const res = await upload(admin, { alt: 'Not an image' }, { data, type: 'image/png' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'The image must be a PNG, JPEG, WebP or GIF file',
        code: 'blogImageType',
        field: 'image',
      });
    }
    for (const res of [
      await upload(admin, { alt: 'Empty' }, { data: Buffer.alloc(0), type: 'image/png' }),
      await upload(admin, { alt: 'Elsewhere' }, { data: PNG, type: 'image/png', field: 'picture' }),
      await upload(admin, { alt: 'No file' }),
      await admin.post('/api/admin/blog/images', { alt: 'JSON is not an upload' }),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'Send the image as the image field',
        code: 'blogImageMissing',
        field: 'image',
      });
    }
  });

  it('refuses an image over 5 MB with 413', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 1 - PNG.length)]);
    const res = await upload(admin, { alt: 'Too big' }, { data: big, type: 'image/png' });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      message: 'The image is too large: at most 5 MB',
      code: 'blogImageTooLarge',
    });
    const exactly = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 - PNG.length)]);
    expect((await upload(admin, { alt: 'Just fits' }, { data: exactly, type: 'image/png' })).statusCode).toBe(
      201,
    );
  });

  it('requires the alt text (400 without it or when blank)', async () => {
    for (const fields of [{}, { alt: '   ' }] as Record<string, string>[]) {
      const res = await upload(admin, fields, { data: PNG, type: 'image/png' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'Describe the image in a few words (alt text is required)',
        code: 'blogImageAltRequired',
        field: 'alt',
      });
    }
  });

  it('is for admins only: 401 signed out, 403 for another user, and nothing is kept', async () => {
    const reader = (await registeredClient(t.app)).client;
    const before = (await admin.get('/api/user/data')).json().blog.imagesUploaded.length;
    const signedOut = await upload(visitor, { alt: 'x' }, { data: PNG, type: 'image/png' });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toMatchObject({ message: expect.any(String) });
    const notAdmin = await upload(reader, { alt: 'x' }, { data: PNG, type: 'image/png' });
    expect(notAdmin.statusCode).toBe(403);
    expect(notAdmin.json()).toMatchObject({ message: expect.any(String) });
    expect((await admin.get('/api/user/data')).json().blog.imagesUploaded).toHaveLength(before);
  });

  it('an unknown image, or one asked for with another extension, is 404', async () => {
    const image = (await upload(admin, { alt: 'A lamp' }, { data: PNG, type: 'image/png' })).json();
    for (const url of [
      `/blog-images/${image.id}.jpg`,
      '/blog-images/999999.png',
      '/blog-images/nothing',
      '/blog-images/0.png',
    ]) {
      const res = await visitor.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message: 'Image not found', code: 'blogImageNotFound' });
    }
  });

  it('an article shows its uploaded image to a signed-out reader; images from elsewhere or without alt text are removed', async () => {
    const image = (
      await upload(admin, { alt: 'Families praying [together]' }, { data: PNG, type: 'image/png' })
    ).json();
    expect(image.markdown).toBe(`![Families praying \\[together\\]](${image.url})`);
    const post = (
      await admin.post(
        '/api/admin/blog/posts',
        draft({
          markdown: `Before.\n\n${image.markdown}\n\n![](${image.url}) ![x](https://elsewhere.test/a.png) <img src="${image.url}" onerror="x()" alt="raw">`,
        }),
      )
    ).json();
    await admin.post(`/api/admin/blog/posts/${post.id}/publish`);
    const read = (await visitor.get(`/api/blog/posts/${post.slug}`)).json();
    expect(read.content).toBe(
      `<p>Before.</p>\n<p><img src="${image.url}" alt="Families praying [together]" loading="lazy" /></p>\n<p>  <img src="${image.url}" alt="raw" loading="lazy" /></p>\n`,
    );
    const page = await visitor.get(`/blog/${post.slug}`);
    expect(bodyOf(page.body)).toContain(
      `<img src="${image.url}" alt="Families praying [together]" loading="lazy" />`,
    );
    expect((await visitor.get(image.url)).statusCode).toBe(200);
  });

  it("the uploader's data download lists the images by address; they are the site's and stay when the account goes", async () => {
    const other = await registeredAdmin(t, { username: 'leaving_admin' });
    const image = (await upload(other.client, { alt: 'A minaret' }, { data: PNG, type: 'image/png' })).json();
    const data = (await other.client.get('/api/user/data')).json();
    expect(data.blog.imagesUploaded).toEqual([
      { url: image.url, alt: 'A minaret', createdAt: expect.any(String) },
    ]);
    expect(
      (await other.client.delete('/api/user', { password: other.account.password as string })).statusCode,
    ).toBe(200);
    const [kept] = await t.database.db.select().from(blogImages).where(eq(blogImages.id, image.id));
    expect(kept).toMatchObject({ uploadedBy: null, alt: 'A minaret' });
    expect((await visitor.get(image.url)).statusCode).toBe(200);
  });
});

describe('the slug proposed from the title', () => {
  const propose = (query: string) => admin.get(`/api/admin/blog/slug-proposal?${query}`);

  it('is the title in lower-case Latin words joined by hyphens, Turkish, French, Arabic and Urdu included', async () => {
    for (const [title, slug] of [
      ['Salah at Work: 5 Tips!', 'salah-at-work-5-tips'],
      ['Çocuklara namaz öğretmek', 'cocuklara-namaz-ogretmek'],
      ['Prière : les étapes', 'priere-les-etapes'],
      ['كيف تتعلم الصلاة', 'kyf-ttlm-alslaa'],
      ['نماز کیسے پڑھیں', 'nmaz-kyse-prhyn'],
      ['!!!', ''],
    ] as const) {
      const res = await propose(`title=${encodeURIComponent(title)}`);
      expect(res.statusCode).toBe(200);
      expect(res.json(), title).toEqual({ slug });
    }
  });

  it('is free: a taken one gets -2, -3...; the post being edited keeps its own', async () => {
    const title = `Sleeping Before Isha ${Math.random().toString(36).slice(2, 6)}`;
    const base = (await propose(`title=${encodeURIComponent(title)}`)).json().slug;
    const first = (await admin.post('/api/admin/blog/posts', draft({ title, slug: base }))).json();
    expect((await propose(`title=${encodeURIComponent(title)}`)).json()).toEqual({ slug: `${base}-2` });
    await admin.post('/api/admin/blog/posts', draft({ title, slug: `${base}-2` }));
    expect((await propose(`title=${encodeURIComponent(title)}`)).json()).toEqual({ slug: `${base}-3` });
    expect((await propose(`title=${encodeURIComponent(title)}&id=${first.id}`)).json()).toEqual({
      slug: base,
    });
    // Saving a taken slug anyway is the clear 409.
    const clash = await admin.post('/api/admin/blog/posts', draft({ title, slug: base }));
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({
      message: 'An article with this slug already exists',
      code: 'blogSlugTaken',
      field: 'slug',
    });
  });

  it('is free for a long title too, whose slug is shortened to make room for -2, -3', async () => {
    const title = `${'Remembrance '.repeat(12)}${Math.random().toString(36).slice(2, 6)}`;
    const base = (await propose(`title=${encodeURIComponent(title)}`)).json().slug;
    await admin.post('/api/admin/blog/posts', draft({ title, slug: base }));
    const second = (await propose(`title=${encodeURIComponent(title)}`)).json().slug;
    expect(second).toMatch(/^remembrance-.*-2$/);
    expect((await admin.post('/api/admin/blog/posts', draft({ title, slug: second }))).statusCode).toBe(201);
    const third = (await propose(`title=${encodeURIComponent(title)}`)).json().slug;
    expect(third).toMatch(/-3$/);
    expect((await admin.post('/api/admin/blog/posts', draft({ title, slug: third }))).statusCode).toBe(201);
  });

  it('is for admins only', async () => {
    const reader = (await registeredClient(t.app)).client;
    expect((await visitor.get('/api/admin/blog/slug-proposal?title=x')).statusCode).toBe(401);
    expect((await reader.get('/api/admin/blog/slug-proposal?title=x')).statusCode).toBe(403);
  });
});

describe("each article's language", () => {
  it('is required when writing (400 naming the field) and kept', async () => {
    const { language: _language, ...noLanguage } = draft();
    for (const body of [noLanguage, draft({ language: 'de' })]) {
      const res = await admin.post('/api/admin/blog/posts', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'Choose the language the article is written in',
        code: 'blogLanguageInvalid',
        field: 'language',
      });
    }
    const created = (await admin.post('/api/admin/blog/posts', draft({ language: 'ur' }))).json();
    expect(created.language).toBe('ur');
  });

  it("the list answers the reader's language first, each group newest first; without a language, newest first", async () => {
    now = new Date('2026-06-10T10:00:00Z');
    const arabic = (
      await admin.post('/api/admin/blog/posts', draft({ title: 'الصلاة في وقتها', language: 'ar' }))
    ).json();
    await admin.post(`/api/admin/blog/posts/${arabic.id}/publish`);
    now = new Date('2026-06-11T10:00:00Z');
    const french = (
      await admin.post('/api/admin/blog/posts', draft({ title: 'La prière à l’heure', language: 'fr' }))
    ).json();
    await admin.post(`/api/admin/blog/posts/${french.id}/publish`);

    type Row = { slug: string; language: string };
    const plain = (await visitor.get('/api/blog/posts')).json() as Row[];
    expect(plain.slice(0, 2).map((p) => p.slug)).toEqual([french.slug, arabic.slug]);

    const forArabic = (await visitor.get('/api/blog/posts?language=ar')).json() as Row[];
    expect(forArabic.map((p) => p.slug)).toEqual([
      ...plain.filter((p) => p.language === 'ar').map((p) => p.slug),
      ...plain.filter((p) => p.language !== 'ar').map((p) => p.slug),
    ]);
    expect(forArabic[0]).toMatchObject({ slug: arabic.slug, language: 'ar' });
    expect(forArabic.slice(1).every((p) => p.language !== 'ar')).toBe(true);
    expect(forArabic).toHaveLength(plain.length);

    // The page drawn for an Arabic reader: the Arabic article first, the others marked with their language.
    const page = bodyOf(
      (await visitor.request({ method: 'GET', url: '/blog', headers: { cookie: 'appLanguage=arabic' } }))
        .body,
    );
    const linked = [...page.matchAll(/<a href="\/blog\/([^"]+)"/g)].map((m) => m[1]);
    expect(linked[0]).toBe(arabic.slug);
    expect(linked.indexOf(french.slug)).toBeGreaterThan(0);
    expect(page).toContain('باللغة: الفرنسية');
    expect(page).toContain('باللغة: الإنجليزية');
    // In English the English articles come first and the Arabic one is marked.
    const english = bodyOf((await visitor.get('/blog')).body);
    expect([...english.matchAll(/<a href="\/blog\/([^"]+)"/g)].map((m) => m[1])[0]).not.toBe(french.slug);
    expect(english).toContain('In Arabic');

    // The article's page says its language and sets it, right to left, on the article's own words.
    const articlePage = (await visitor.get(`/blog/${arabic.slug}`)).body;
    expect(headOf(articlePage).jsonLd).toEqual([expect.objectContaining({ inLanguage: 'ar' })]);
    const article = bodyOf(articlePage);
    expect(article).toContain('Language: Arabic');
    expect(article).toContain(
      '<h1 class="text-3xl font-bold leading-tight md:text-4xl" lang="ar" dir="rtl">',
    );
    expect(article).toContain('<div class="article-body" lang="ar" dir="rtl">');

    const bad = await visitor.get('/api/blog/posts?language=de');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      message: 'Choose the language the article is written in',
      field: 'querystring.language',
    });
  });
});

describe('content sync at start', () => {
  it("a file's slug wins over an admin post; admin posts stay; a removed file's article goes", async () => {
    const mine = (await admin.post('/api/admin/blog/posts', draft({ slug: 'only-in-the-editor' }))).json();
    const otherDir = mkdtempSync(path.join(tmpdir(), 'hidaya-blog-'));
    // Only one file remains, and an admin post has meanwhile taken the slug of a new file.
    copyFileSync(path.join(FIXTURES, 'wudu-step-by-step.md'), path.join(otherDir, 'wudu-step-by-step.md'));
    const clash = (
      await admin.post('/api/admin/blog/posts', draft({ slug: 'new-file-article', title: 'Mine' }))
    ).json();
    const { writeFileSync, readFileSync } = await import('node:fs');
    writeFileSync(
      path.join(otherDir, 'new-file-article.md'),
      readFileSync(path.join(FIXTURES, 'wudu-step-by-step.md'), 'utf8')
        .replace('slug: wudu-step-by-step', 'slug: new-file-article')
        .replace('title: Wudu Step by Step', 'title: From The File'),
    );
    await startAgain({ config: t.config, database: t.database, clock }, { blogContentDir: otherDir });
    const restarted = await buildApp({ config: t.config, database: t.database, clock });
    try {
      const all = (
        await new TestClient(restarted).request({ method: 'GET', url: '/api/blog/posts' })
      ).json() as {
        slug: string;
        title: string;
      }[];
      expect(all.map((p) => p.slug)).not.toContain('keeping-fajr');
      expect(all.find((p) => p.slug === 'new-file-article')?.title).toBe('From The File');
      const list = (await admin.get('/api/admin/blog/posts')).json() as { id: number; origin: string }[];
      expect(list.find((p) => p.id === mine.id)?.origin).toBe('admin');
      expect(list.find((p) => p.id === clash.id)?.origin).toBe('content');
    } finally {
      await restarted.close();
      rmSync(otherDir, { recursive: true, force: true });
      // Put the fixtures back for the tests that may run after.
      await startAgain({ config: t.config, database: t.database, clock }, { blogContentDir: FIXTURES });
    }
  });
});
