import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registeredClient, TestClient, type TestApp } from './support/app';
import { registeredAdmin } from './support/admins';
import { apiOperations, exampleOf, type Operation, urlOf } from './support/openapi';

/**
 * Access is checked before input (decision 019): a caller who may not use a route gets 401 or 403 whatever
 * they send, and learns nothing of the route's rules. Every route of the OpenAPI document is walked.
 */
let t: TestApp;
let operations: Operation[];
let member: TestClient;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  operations = await apiOperations(t.app);
  member = (await registeredClient(t.app)).client;
  admin = (await registeredAdmin(t, { username: 'access_admin' })).client;
});
afterAll(() => t.close());

const hasInput = (op: Operation) =>
  op.body !== undefined || Object.keys(op.query).length > 0 || Object.keys(op.params).length > 0;

/** A request every route with input refuses as invalid: wrong shapes and values everywhere. */
function invalidRequest(op: Operation) {
  const bad = encodeURIComponent('\u0000not valid');
  const params = Object.fromEntries(Object.keys(op.params).map((key) => [key, bad]));
  const query = Object.fromEntries(Object.keys(op.query).map((key) => [key, bad]));
  return {
    method: op.method as 'GET',
    url: urlOf(op, params, query),
    ...(op.body ? { payload: [1, 2, 3] as unknown as object } : {}),
  };
}

describe('authentication comes before validation', () => {
  it('the document marks every route but the public ones as needing a session', () => {
    const open = operations.filter((op) => !op.secured).map((op) => `${op.method} ${op.path}`);
    expect(open.sort()).toEqual(
      [
        'GET /api/health',
        'GET /api/config/public',
        'GET /api/auth/user',
        'POST /api/auth/register',
        'POST /api/auth/login',
        'POST /api/auth/logout',
        'POST /api/auth/password-reset/request',
        'POST /api/auth/password-reset',
        'POST /api/auth/email-change/confirm',
        'POST /api/logout',
        'GET /api/blog/posts',
        'GET /api/blog/posts/{slug}',
        'GET /api/og-image/{slug}',
        'GET /blog-images/{file}',
        'POST /api/stripe/webhook',
        'POST /api/reminders/status',
        'POST /api/analytics/page-view',
      ].sort(),
    );
  });

  it('answers a signed-out caller 401 on every non-public route, even with an invalid body or query', async () => {
    const secured = operations.filter((op) => op.secured);
    expect(secured.length).toBeGreaterThan(20);
    const answers: string[] = [];
    for (const op of secured) {
      const res = await t.app.inject(invalidRequest(op));
      answers.push(`${op.method} ${op.path} ${res.statusCode} ${res.json().message}`);
    }
    expect(answers).toEqual(secured.map((op) => `${op.method} ${op.path} 401 You must be signed in`));
  });

  it('answers a signed-in member 403 on every admin route, even with an invalid body', async () => {
    const adminOnly = operations.filter((op) => op.admin);
    expect(adminOnly.length).toBeGreaterThan(0);
    for (const op of adminOnly) {
      const res = await member.request(invalidRequest(op));
      expect(`${op.path} ${res.statusCode} ${res.json().message}`).toBe(
        `${op.path} 403 You do not have permission to do this`,
      );
    }
  });

  it('the same invalid requests are refused as bad input (400) for those who may call the route', async () => {
    const withInput = operations.filter((op) => op.secured && hasInput(op));
    expect(withInput.map((op) => op.path)).toContain('/api/places');
    for (const op of withInput) {
      const res = await (op.admin ? admin : member).request(invalidRequest(op));
      expect(`${op.method} ${op.path} ${res.statusCode}`).toBe(`${op.method} ${op.path} 400`);
    }
  });

  it('a bad body or query from a signed-out caller: 401 before validation', async () => {
    const reset = await new TestClient(t.app).post('/api/admin/reset-user-messages', { username: 7 });
    expect(reset.statusCode).toBe(401);
    const places = await t.app.inject({ method: 'GET', url: '/api/places?q=k' });
    expect(places.statusCode).toBe(401);
    expect(places.json()).toEqual({ message: 'You must be signed in', code: 'notSignedIn' });
  });
});

describe('cross-site requests are refused on every state-changing route (decision 002)', () => {
  const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
  /** Stripe calls it from its servers; its signature is its credential. */
  const SIGNED = ['POST /api/stripe/webhook'];
  /** A request the route would accept from its own pages: example input, the admin's session. */
  function validRequest(op: Operation, headers: Record<string, string>) {
    const params = Object.fromEntries(
      Object.entries(op.params).map(([key, schema]) => [
        key,
        encodeURIComponent(String(exampleOf(schema, key))),
      ]),
    );
    const query = Object.fromEntries(
      Object.entries(op.query).map(([key, schema]) => [
        key,
        encodeURIComponent(String(exampleOf(schema, key))),
      ]),
    );
    return {
      method: op.method as 'POST',
      url: urlOf(op, params, query),
      headers,
      ...(op.body ? { payload: exampleOf(op.body) as object } : {}),
    };
  }

  it.each([
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['an opaque Origin (a sandboxed frame)', { origin: 'null' }],
    ['a browser that marks it cross-site', { 'sec-fetch-site': 'cross-site' }],
    [
      'a sibling site of the same domain',
      { origin: 'http://evil.localhost:80', 'sec-fetch-site': 'same-site' },
    ],
  ])('from %s: 403 before access or input is looked at, and nothing changes', async (_, headers) => {
    const changing = operations.filter((op) => STATE_CHANGING.has(op.method));
    expect(changing.map((op) => `${op.method} ${op.path}`)).toEqual(
      expect.arrayContaining([
        'DELETE /api/user',
        'POST /api/user/email',
        'PUT /api/goals',
        'POST /api/groups',
      ]),
    );
    const answers: string[] = [];
    for (const op of changing) {
      if (SIGNED.includes(`${op.method} ${op.path}`)) continue;
      const res = await admin.request(validRequest(op, headers));
      answers.push(`${op.method} ${op.path} ${res.statusCode} ${res.json().code}`);
    }
    expect(answers).toEqual(
      changing
        .filter((op) => !SIGNED.includes(`${op.method} ${op.path}`))
        .map((op) => `${op.method} ${op.path} 403 foreignOrigin`),
    );
    // The admin is still signed in with the same account: neither the sign-out nor the deletion ran.
    expect((await admin.get('/api/auth/user')).json()).toMatchObject({ username: 'access_admin' });
  });

  it('only the payment webhook is exempt, and it needs its signature', async () => {
    const exempt = operations.filter(
      (op) => STATE_CHANGING.has(op.method) && SIGNED.includes(`${op.method} ${op.path}`),
    );
    expect(exempt.map((op) => `${op.method} ${op.path}`)).toEqual(SIGNED);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: '{"id":"evt_1","type":"customer.subscription.updated"}',
    });
    expect(res.statusCode).toBe(400);
  });
});
