import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createContext } from '@/server/context';
import { SERVER_FEATURES } from '@/server/features';
import { defineFeature, personalDataPart, type ServerFeature } from '@/server/features/feature';
import { runStartup } from '@/server/startup';
import { createTestApp, registeredClient, type TestApp } from './support/app';
import { testDatabaseKind } from './support/database';

/** The rows of a raw statement (PGlite and node-postgres both answer `{ rows }`). */
const rowsOf = async <T>(result: Promise<unknown>) => ((await result) as { rows: T[] }).rows;

/**
 * A feature is its own folder plus one line in the list (decision 005): whatever it declares, the
 * root composes. This one has a route, a job, a start-up task, a part of the data download and work
 * to do before an account is deleted.
 */
function bookmarksFeature() {
  const seen = { startedWith: [] as string[], jobsDeclared: 0, forgotten: [] as string[] };
  const feature: ServerFeature = defineFeature({
    name: 'bookmarks',
    routes: () => [
      async (app) => {
        app.get('/api/bookmarks/ping', async () => ({ message: 'pong' }));
      },
    ],
    jobs: async (context) => {
      await context.jobs.work('bookmarks-tidy', async () => undefined);
      seen.jobsDeclared += 1;
    },
    startup: async (context, { log }) => {
      seen.startedWith.push(context.config.env);
      log.info('bookmarks ready');
    },
    personalData: [
      personalDataPart({
        key: 'bookmarks',
        schema: z.object({ owner: z.string(), saved: z.array(z.string()) }),
        read: async (_context, { user }) => ({ owner: user.username, saved: ['/blog/wudu-step-by-step'] }),
      }),
    ],
    forgetAccount: async (context, user) => {
      // Run before the account row goes: the account is still there to read.
      const [row] = await rowsOf<{ username: string }>(
        context.db.execute(sql`select username from users where id = ${user.id}`),
      );
      seen.forgotten.push(row?.username ?? 'gone already');
    },
  });
  return { feature, seen };
}

describe(`a feature added to the list (${testDatabaseKind})`, () => {
  let t: TestApp;
  const { feature, seen } = bookmarksFeature();
  beforeAll(async () => {
    t = await createTestApp({ features: [...SERVER_FEATURES, feature] });
  });
  afterAll(() => t.close());

  it('has its routes served and its jobs declared', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/bookmarks/ping' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'pong' });
    expect(seen.jobsDeclared).toBe(1);
  });

  it('has its start-up work run with the others', async () => {
    const logged: string[] = [];
    const context = createContext({
      config: t.config,
      database: t.database,
      features: [...SERVER_FEATURES, feature],
    });
    await runStartup(context, { log: { info: (message: string) => logged.push(message), warn: () => {} } });
    expect(seen.startedWith).toEqual(['test']);
    expect(logged).toContain('bookmarks ready');
  });

  it("puts its part in the person's data download, and does its work before their account is deleted", async () => {
    const { client, account } = await registeredClient(t.app);
    const data = (await client.get('/api/user/data')).json();
    expect(data.bookmarks).toEqual({ owner: account.username, saved: ['/blog/wudu-step-by-step'] });

    expect((await client.delete('/api/user', { password: account.password })).statusCode).toBe(200);
    expect(seen.forgotten).toEqual([account.username]);
  });
});

describe(`the features of the list (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('name their parts of the data download once each', () => {
    const keys = SERVER_FEATURES.flatMap((f) => (f.personalData ?? []).map((part) => part.key));
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).not.toContain('format');
    expect(keys).not.toContain('exportedAt');
    expect(new Set(SERVER_FEATURES.map((f) => f.name)).size).toBe(SERVER_FEATURES.length);
  });

  it('keep every field of their parts in the download: nothing is dropped by the declared schema', async () => {
    const { client, user } = await registeredClient(t.app);
    await client.post('/api/prayer-records', { prayerType: 'fajr', prayerDate: '2026-11-19' });
    await client.put('/api/goals', { prayers: 30 });
    await client.post('/api/groups', { name: 'Fajr Friends' });
    await client.post('/api/learning-sessions/lesson', { prayerType: 'fajr', tradition: 'sunni', level: 1 });
    const data = (await client.get('/api/user/data')).json();

    const context = createContext({ config: t.config, database: t.database });
    const session = (await context.sessionStore.devicesOf(user.id))[0]!;
    const resolved = await context.sessionStore.create(user.id);
    for (const part of SERVER_FEATURES.flatMap((f) => f.personalData ?? [])) {
      if (part.key === 'devices') continue;
      const read = await part.read(context, { user: resolved.user, sessionId: session.id, now: new Date() });
      expect(data[part.key], part.key).toEqual(JSON.parse(JSON.stringify(read)));
    }
  });

  it('keep no row that names a deleted person: every reference to an account cascades or is set null', async () => {
    const references = await rowsOf<{ constraint: string; action: string }>(
      t.database.db.execute(sql`
        select conname as constraint, confdeltype as action
        from pg_constraint
        where contype = 'f' and confrelid = 'users'::regclass`),
    );
    expect(references.length).toBeGreaterThan(10);
    expect(references.filter((r) => r.action !== 'c' && r.action !== 'n')).toEqual([]);
  });
});
