import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registeredClient, TestClient, type TestApp } from './support/app';
import { apiOperations, type Operation, urlOf } from './support/openapi';

/**
 * Access is checked before input (D21, D22): a caller who may not use a route gets 401 or 403 whatever
 * they send, and learns nothing of the route's rules. Every route of the OpenAPI document is walked.
 */
let t: TestApp;
let operations: Operation[];
let member: TestClient;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_USERNAMES: 'access_admin' } });
  operations = await apiOperations(t.app);
  member = (await registeredClient(t.app)).client;
  admin = (await registeredClient(t.app, { username: 'access_admin' })).client;
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
        'POST /api/logout',
        'GET /api/blog/posts',
        'GET /api/blog/posts/{slug}',
        'GET /api/og-image/{slug}',
        'POST /api/stripe/webhook',
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

  it('the named cases of issue 8', async () => {
    const reset = await new TestClient(t.app).post('/api/admin/reset-user-messages', { username: 7 });
    expect(reset.statusCode).toBe(401);
    const places = await t.app.inject({ method: 'GET', url: '/api/places?q=k' });
    expect(places.statusCode).toBe(401);
    expect(places.json()).toEqual({ message: 'You must be signed in', code: 'notSignedIn' });
  });
});
