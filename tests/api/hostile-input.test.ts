import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registeredClient, TestClient, type TestApp } from './support/app';
import { registeredAdmin } from './support/admins';
import { apiOperations, exampleOf, leafPaths, type Operation, urlOf, withField } from './support/openapi';

const NUL = 'before\u0000after';

let t: TestApp;
let operations: Operation[];
let member: TestClient;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp({ env: { AI_RATE_LIMIT: '100000' } });
  operations = await apiOperations(t.app);
  member = (await registeredClient(t.app)).client;
  admin = (await registeredAdmin(t, { username: 'hostile_admin' })).client;
});
afterAll(() => t.close());

describe('a NUL character (U+0000) is bad input, never a 500', () => {
  it('signing in with a NUL in the username is refused naming the field', async () => {
    const res = await new TestClient(t.app).post('/api/auth/login', { username: NUL, password: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'username: must not contain the NUL character (U+0000)',
      code: 'nulCharacter',
      field: 'username',
    });
  });

  it('in the admin reset, an activity, prayer settings and a completed prayer', async () => {
    const cases = [
      { client: admin, url: '/api/admin/reset-user-messages', body: { username: NUL }, field: 'username' },
      { client: member, url: '/api/activities', body: { activityType: NUL }, field: 'activityType' },
      {
        client: member,
        url: '/api/activities',
        body: { activityType: 'good_deed', notes: NUL },
        field: 'notes',
      },
      {
        client: member,
        url: '/api/prayers/complete',
        body: { prayerType: 'fajr', notes: NUL },
        field: 'notes',
      },
    ];
    for (const { client, url, body, field } of cases) {
      const res = await client.post(url, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: `${field}: must not contain the NUL character (U+0000)`,
        code: 'nulCharacter',
        field,
      });
    }
    const settings = await member.request({
      method: 'PUT',
      url: '/api/prayer-settings',
      payload: { location: { latitude: 21.4, longitude: 39.8, placeName: NUL }, locationConsent: true },
    });
    expect(settings.statusCode).toBe(400);
    expect(settings.json()).toEqual({
      message: 'location.placeName: must not contain the NUL character (U+0000)',
      code: 'nulCharacter',
      field: 'location.placeName',
    });
  });

  it('text the database cannot store is answered 400 even where no schema caught it', async () => {
    // A route without a contract, as a last line: PostgreSQL's own refusal (22021 / 22P05) is bad input.
    const bare = await createTestApp();
    try {
      bare.app.post('/api/test-echo', async (request) => {
        const value = (request.body as { value: string }).value;
        await bare.database.db.execute(sql`select ${value}::text as echoed`);
        return { ok: true };
      });
      const res = await bare.app.inject({ method: 'POST', url: '/api/test-echo', payload: { value: NUL } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'The request contains a character that cannot be stored',
        code: 'unstorableText',
      });
    } finally {
      await bare.close();
    }
  });
});

/** Hostile values for a JSON field, and for a path or query parameter (already percent-encoded). */
const hostileJson: [string, unknown][] = [
  ['NUL', NUL],
  ['a very long string', 'x'.repeat(100_000)],
  ['a lone surrogate', 'a\ud800b'],
  ['a number', 12345],
  ['an object', { nested: NUL }],
  ['an array', [NUL]],
  ['null', null],
  ['a boolean', false],
];
const hostileUrl: [string, string][] = [
  ['NUL', encodeURIComponent(NUL)],
  ['a very long string', 'x'.repeat(20_000)],
  ['bytes that are not UTF-8', '%ED%A0%80%FF'],
  ['an empty value', ''],
];

/** Routes that change or delete the signed-in account: each request gets an account of its own. */
const accountChanging = new Set(['POST /api/user/password', 'POST /api/user/email', 'DELETE /api/user']);
/** Routes whose valid input cannot be written from the document: their tokens come by e-mail. */
const exampleCannotBeValid = new Set([
  'POST /api/auth/password-reset',
  'POST /api/auth/email-change/confirm',
]);

const clientFor = async (op: Operation) =>
  accountChanging.has(`${op.method} ${op.path}`)
    ? (await registeredClient(t.app)).client
    : op.admin
      ? admin
      : op.secured
        ? member
        : new TestClient(t.app);

describe('every route of the OpenAPI document against hostile input', () => {
  it('answers no 5xx for a NUL, a long string, a lone surrogate or a wrong type in any field, and 400 for a NUL in any text', async () => {
    const withInput = operations.filter(
      (op) => op.body || Object.keys(op.query).length > 0 || Object.keys(op.params).length > 0,
    );
    expect(withInput.length).toBeGreaterThan(15);
    const failures: string[] = [];
    const check = async (op: Operation, what: string, request: Parameters<TestClient['request']>[0]) => {
      const res = await (await clientFor(op)).request(request);
      if (res.statusCode >= 500)
        failures.push(`${op.method} ${op.path} ${what}: ${res.statusCode} ${res.body}`);
      return res;
    };

    for (const op of withInput) {
      const body = op.body ? exampleOf(op.body) : undefined;
      const params = Object.fromEntries(
        Object.entries(op.params).map(([k, s]) => [k, encodeURIComponent(String(exampleOf(s, k)))]),
      );
      const query = Object.fromEntries(
        Object.entries(op.query).map(([k, s]) => [k, encodeURIComponent(String(exampleOf(s, k)))]),
      );
      const request = (b: unknown, p: Record<string, string>, q: Record<string, string>) => ({
        method: op.method as 'GET',
        url: urlOf(op, p, q),
        ...(b === undefined ? {} : { payload: b as object }),
      });

      // The example itself is valid: the hostile value, not another field, is what each request tests.
      const valid = await check(op, 'the valid example', request(body, params, query));
      if (valid.statusCode === 400 && !exampleCannotBeValid.has(`${op.method} ${op.path}`))
        failures.push(`${op.method} ${op.path}: the example is refused: ${valid.body}`);

      for (const field of body === undefined ? [] : leafPaths(body)) {
        for (const [what, value] of hostileJson) {
          const res = await check(
            op,
            `${what} in ${field.join('.')}`,
            request(withField(body, field, value), params, query),
          );
          if (what === 'NUL') {
            expect(`${op.method} ${op.path} ${field.join('.')} ${res.statusCode}`).toBe(
              `${op.method} ${op.path} ${field.join('.')} 400`,
            );
          }
        }
      }
      for (const [where, values] of [
        ['query', query],
        ['params', params],
      ] as const) {
        for (const key of Object.keys(values)) {
          for (const [what, value] of hostileUrl) {
            const changed = { ...values, [key]: value };
            const res = await check(
              op,
              `${what} in ${where}.${key}`,
              where === 'query' ? request(body, params, changed) : request(body, changed, query),
            );
            if (what === 'NUL')
              expect(res.statusCode, `${op.path} ${where}.${key}`).toBeGreaterThanOrEqual(400);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    // Thousands of requests, one after another, and more with each route added: this one test may
    // take a few minutes when CI runs its suites side by side on a loaded machine.
  }, 180_000);
});

describe('a defect found by the walk above', () => {
  // adhan returns Invalid Date for a sun that neither rises nor sets (polar night); the times of the
  // nearest latitude where they exist are given instead (decision 007).
  it('prayer times near a pole in polar night are those of the nearest latitude where the sun rises', async () => {
    const settings = await member.request({
      method: 'PUT',
      url: '/api/prayer-settings',
      payload: { location: { latitude: 89, longitude: 0, placeName: null }, locationConsent: true },
    });
    expect(settings.statusCode).toBe(200);
    const times = await member.get('/api/prayer-times?date=2026-12-21');
    expect(times.statusCode).toBe(200);
    const body = times.json() as { times: Record<string, string | null> };
    const order = ['fajr', 'sunrise', 'dhuhr', 'asr', 'maghrib', 'isha'].map((p) =>
      Date.parse(body.times[p]!),
    );
    expect(order.every((t) => !Number.isNaN(t))).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });
});
