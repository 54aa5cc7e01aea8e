import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registeredClient, TestClient, type TestApp } from './support/app';

/**
 * What browsers and shared caches may keep. A signed-in person's API answers are theirs alone; the
 * public files naming the site's address may be kept only when that address is PUBLIC_URL, not a
 * request's Host, which anyone can forge.
 */
let withAddress: TestApp;
let withoutAddress: TestApp;

beforeAll(async () => {
  withAddress = await createTestApp({ env: { PUBLIC_URL: 'https://hidaya.test' } });
  withoutAddress = await createTestApp();
});
afterAll(async () => {
  await withAddress?.close();
  await withoutAddress?.close();
});

const ARTICLE_IMAGE = '/api/og-image/wudu-step-by-step';

describe("a signed-in person's API answers are kept by no cache", () => {
  it('every answer to a signed-in request says no-store: reads, writes, errors, and the sign-in itself', async () => {
    const { client, account } = await registeredClient(withAddress.app);
    const answers = [
      await client.get('/api/auth/user'),
      await client.get('/api/user/status'),
      await client.get('/api/blog/posts'),
      await client.post('/api/prayer-records', { prayerType: 'fajr', prayerDate: '2020-01-01' }),
      await client.get('/api/no-such-route'),
    ];
    for (const answer of answers)
      expect(answer.headers['cache-control'], answer.raw.req.url).toBe('no-store');

    const again = new TestClient(withAddress.app);
    const signIn = await again.post('/api/auth/login', {
      username: account.username,
      password: account.password,
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.headers['cache-control']).toBe('no-store');
  });

  it("a route's own caching gives way: an article's preview image is no-store when signed in", async () => {
    const { client } = await registeredClient(withAddress.app);
    const image = await client.get(ARTICLE_IMAGE);
    expect(image.statusCode).toBe(200);
    expect(image.headers['cache-control']).toBe('no-store');
  });

  it('answers to visitors are as they were: the preview image stays publicly cacheable, the rest says nothing', async () => {
    const visitor = new TestClient(withAddress.app);
    const image = await visitor.get(ARTICLE_IMAGE);
    expect(image.statusCode).toBe(200);
    expect(image.headers['cache-control']).toBe('public, max-age=86400');
    const posts = await visitor.get('/api/blog/posts');
    expect(posts.statusCode).toBe(200);
    expect(posts.headers['cache-control']).toBeUndefined();
    // A cookie naming no session is a visitor too.
    const stale = await withAddress.app.inject({
      method: 'GET',
      url: ARTICLE_IMAGE,
      headers: { cookie: 'hidaya_sid=not-a-session' },
    });
    expect(stale.headers['cache-control']).toBe('public, max-age=86400');
  });
});

describe('the sitemap, robots.txt and the RSS feed', () => {
  const files = [
    ['/sitemap.xml', 'public, max-age=600'],
    ['/robots.txt', 'public, max-age=3600'],
    ['/blog/rss.xml', 'public, max-age=600'],
  ] as const;

  it('are publicly cacheable when built from PUBLIC_URL, whatever Host the request names', async () => {
    for (const [url, caching] of files) {
      const res = await withAddress.app.inject({ method: 'GET', url, headers: { host: 'forged.example' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe(caching);
      expect(res.body, url).toContain('https://hidaya.test/');
      expect(res.body, url).not.toContain('forged.example');
    }
  });

  it("are kept by no cache without PUBLIC_URL, since they are built from the request's Host", async () => {
    for (const [url] of files) {
      const res = await withoutAddress.app.inject({
        method: 'GET',
        url,
        headers: { host: 'forged.example' },
      });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
      expect(res.body, url).toContain('http://forged.example/');
    }
  });
});
