import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, newAccount, registeredClient, TestClient, type TestApp } from './support/app';
import { testDatabaseKind } from './support/database';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('bad input (decision 004)', () => {
  it('answers malformed JSON with 400 and a message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "a",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request body is not valid JSON', code: 'malformedJson' });
  });

  it('answers a body that is not JSON with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'username=a&password=b',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: 'Send the request body as JSON', code: 'unsupportedMediaType' });
  });

  it('answers an oversized body with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...newAccount(), padding: 'x'.repeat(300 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The request body is too large', code: 'bodyTooLarge' });
  });

  it('answers a body of the wrong shape (an array, wrong types) with 400 naming the field', async () => {
    const arrayBody = await new TestClient(t.app).post('/api/auth/login', [1, 2]);
    expect(arrayBody.statusCode).toBe(400);
    const wrongType = await new TestClient(t.app).post('/api/auth/login', { username: 42, password: 'x' });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toEqual({
      message: 'Username is required',
      code: 'usernameRequired',
      field: 'username',
    });
  });

  it('answers unknown API paths with 404 JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ message: 'Not found: GET /api/does-not-exist', code: 'notFound' });
  });

  it('never shows a stack trace or SQL', async () => {
    const responses = await Promise.all([
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{',
      }),
      new TestClient(t.app).post('/api/auth/register', {
        username: "x'; drop table users; --",
        email: 1,
        password: null,
      }),
      t.app.inject({
        method: 'GET',
        url: '/api/auth/user',
        headers: { cookie: `hidaya_sid=${'%'.repeat(500)}` },
      }),
    ]);
    for (const res of responses) {
      expect(res.statusCode).toBeLessThan(500);
      expect(res.body).not.toMatch(/\bat .+\.(ts|js):\d+|select |insert into|drizzle|pglite/i);
    }
  });
});

describe('cross-site requests (decision 002)', () => {
  it('refuses a state-changing request from a foreign Origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: { username: 'a', password: 'b' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message: 'This request came from another site and was refused',
      code: 'foreignOrigin',
    });
  });

  it('refuses a request the browser marks cross-site', async () => {
    const { client } = await registeredClient(t.app);
    const res = await client.request({
      method: 'DELETE',
      url: '/api/user',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(403);
    expect((await client.get('/api/auth/user')).json()).not.toBeNull();
  });

  it('accepts the same origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { origin: 'http://localhost:80', host: 'localhost:80', 'sec-fetch-site': 'same-origin' },
      payload: newAccount(),
    });
    expect(res.statusCode).toBe(201);
  });
});

describe('security headers', () => {
  it('sends a CSP and the usual headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});

describe('operations', () => {
  it('reports health with the database it uses', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: testDatabaseKind, version: '1.0.0' });
  });

  it('serves the OpenAPI document of the API at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/register',
        '/api/auth/login',
        '/api/auth/logout',
        '/api/auth/user',
        '/api/logout',
        '/api/user',
        '/api/admin/reset-user-messages',
        '/api/admin/reset-all-message-counts',
        '/api/health',
      ]),
    );
    expect(
      doc.paths['/api/auth/register'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('username');
  });

  it('exposes the support contact and version', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config/public' });
    expect(res.json()).toEqual({ supportEmail: 'support@hidaya.app', version: '1.0.0' });
  });
});

describe('rate limits', () => {
  it('answers the 4th sign-in attempt in the window with 429 and a clear message', async () => {
    const limited = await createTestApp({ env: { AUTH_RATE_LIMIT: '3' } });
    try {
      const attempt = () =>
        new TestClient(limited.app).post('/api/auth/login', { username: 'x_user', password: 'Wrong#1aa' });
      for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(401);
      const blocked = await attempt();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({
        message: 'Too many attempts. Please wait a few minutes and try again.',
        code: 'tooManyAttempts',
      });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      // Registration counts separately.
      expect((await new TestClient(limited.app).post('/api/auth/register', newAccount())).statusCode).toBe(
        201,
      );
    } finally {
      await limited.close();
    }
  });
});

describe('session cookie', () => {
  it('is marked Secure behind an https proxy', async () => {
    const proxied = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      const res = await proxied.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { 'x-forwarded-proto': 'https' },
        payload: newAccount(),
      });
      const cookie = res.cookies.find((c) => c.name === 'hidaya_sid')!;
      expect(cookie.secure).toBe(true);
      expect(cookie.httpOnly).toBe(true);
    } finally {
      await proxied.close();
    }
  });
});

describe('sessions expire after inactivity', () => {
  it('signs the user out once the idle period has passed, and keeps an active session alive', async () => {
    let now = new Date('2026-11-01T10:00:00Z');
    const clocked = await createTestApp({ env: { SESSION_IDLE_DAYS: '1' }, clock: { now: () => now } });
    try {
      const { client } = await registeredClient(clocked.app);
      now = new Date('2026-11-02T09:00:00Z'); // 23 h later: still signed in, and the expiry slides
      expect((await client.get('/api/auth/user')).json()).not.toBeNull();
      now = new Date('2026-11-03T08:00:00Z'); // 23 h after the last activity
      expect((await client.get('/api/auth/user')).json()).not.toBeNull();
      now = new Date('2026-11-04T08:30:00Z'); // 24.5 h idle
      expect((await client.get('/api/auth/user')).json()).toBeNull();
    } finally {
      await clocked.close();
    }
  });
});
