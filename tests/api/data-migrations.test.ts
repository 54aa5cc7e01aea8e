import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrationsFolder } from '@/server/paths';
import { createThrowawayPostgres } from '../support/throwaway-database';

/**
 * Migrations that move data keep it: a database is migrated up to just before the move, given the
 * data in its old shape, then migrated to the end, and the data is read in its new shape. On the
 * engine of the run (PGlite, or PostgreSQL with TEST_DATABASE_URL).
 */
const serverUrl = process.env.TEST_DATABASE_URL;

/** A copy of the migrations folder whose journal stops before `tag`. */
function migrationsBefore(tag: string): { folder: string; remove(): void } {
  const folder = mkdtempSync(path.join(tmpdir(), 'hidaya-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const stop = journal.entries.findIndex((entry) => entry.tag === tag);
  if (stop < 0) throw new Error(`No migration ${tag}`);
  journal.entries = journal.entries.slice(0, stop);
  writeFileSync(journalPath, JSON.stringify(journal));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

interface Engine {
  execute(query: ReturnType<typeof sql>): Promise<Record<string, unknown>[]>;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

async function openEngine(): Promise<Engine> {
  if (!serverUrl) {
    const client = new PGlite();
    const db = drizzlePglite(client);
    return {
      execute: async (query) => (await db.execute(query)).rows as Record<string, unknown>[],
      migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
      close: () => client.close(),
    };
  }
  const throwaway = await createThrowawayPostgres(serverUrl, 'hidaya_test_data_migration');
  const pool = new pg.Pool({ connectionString: throwaway.url, max: 2 });
  const db = drizzlePg(pool);
  return {
    execute: async (query) => (await db.execute(query)).rows as Record<string, unknown>[],
    migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
    close: async () => {
      await pool.end();
      await throwaway.drop();
    },
  };
}

let engine: Engine;
beforeEach(async () => {
  engine = await openEngine();
}, 60_000);
afterEach(() => engine.close());

describe('the plan columns move from accounts to billing (migration 0012)', () => {
  it('keeps every plan, end date and Stripe id, and the demo provider its subscriptions', async () => {
    const before = migrationsBefore('0012_billing_owns_plans');
    try {
      await engine.migrate(before.folder);
    } finally {
      before.remove();
    }
    await engine.execute(sql`
      insert into users (id, username, email, password, subscription_status, subscription_plan,
        subscription_end_date, stripe_customer_id, stripe_subscription_id)
      values
        (1, 'free_one', 'free@mail.test', 'x', 'free', null, null, null, null),
        (2, 'payer', 'payer@mail.test', 'x', 'premium', 'premium', '2026-06-10T12:00:00Z', 'cus_2', 'sub_2'),
        (3, 'leaving', 'leaving@mail.test', 'x', 'cancelled', 'everything', '2026-07-01T00:00:00Z', 'cus_3', 'sub_3'),
        (4, 'customer_only', 'customer@mail.test', 'x', 'free', null, null, 'demo_cus_4', null)`);
    await engine.execute(sql`
      insert into demo_subscriptions (id, user_id, plan, status, current_period_start, current_period_end,
        cancel_at_period_end, checkout_session_id, checkout_status, created_at)
      values ('demo_sub_a', 4, 'quran_teacher', 'incomplete', '2026-05-10T12:00:00Z', '2026-05-10T12:00:00Z',
        false, 'demo_cs_a', 'open', '2026-05-10T12:00:00Z')`);

    await engine.migrate(migrationsFolder);

    const plans = await engine.execute(sql`
      select user_id, subscription_status, subscription_plan, subscription_end_date::text as end_date,
        stripe_customer_id, stripe_subscription_id
      from account_subscriptions order by user_id`);
    expect(
      plans.map((row) => ({
        ...row,
        end_date: row.end_date && new Date(String(row.end_date)).toISOString(),
      })),
    ).toEqual([
      {
        user_id: 2,
        subscription_status: 'premium',
        subscription_plan: 'premium',
        end_date: '2026-06-10T12:00:00.000Z',
        stripe_customer_id: 'cus_2',
        stripe_subscription_id: 'sub_2',
      },
      {
        user_id: 3,
        subscription_status: 'cancelled',
        subscription_plan: 'everything',
        end_date: '2026-07-01T00:00:00.000Z',
        stripe_customer_id: 'cus_3',
        stripe_subscription_id: 'sub_3',
      },
      {
        user_id: 4,
        subscription_status: 'free',
        subscription_plan: null,
        end_date: null,
        stripe_customer_id: 'demo_cus_4',
        stripe_subscription_id: null,
      },
    ]);
    const columns = await engine.execute(sql`
      select column_name from information_schema.columns where table_schema = 'public' and table_name = 'users'
      order by column_name`);
    expect(columns.map((row) => row.column_name)).not.toContain('subscription_status');
    expect(await engine.execute(sql`select count(*)::int as n from users`)).toEqual([{ n: 4 }]);

    expect(
      await engine.execute(sql`
        select id, customer_id, plan, status, checkout_session_id, checkout_status
        from providers.demo_subscriptions`),
    ).toEqual([
      {
        id: 'demo_sub_a',
        customer_id: 'demo_cus_4',
        plan: 'quran_teacher',
        status: 'incomplete',
        checkout_session_id: 'demo_cs_a',
        checkout_status: 'open',
      },
    ]);
    expect(
      await engine.execute(sql`select to_regclass('public.demo_subscriptions')::text as old_table`),
    ).toEqual([{ old_table: null }]);
  }, 60_000);
});

describe('the prayer bitmask of each day (migration 0014)', () => {
  it("fills every existing day's bits from its completed main prayers and keeps the records", async () => {
    const before = migrationsBefore('0014_prayer_day_bitmask');
    try {
      await engine.migrate(before.folder);
    } finally {
      before.remove();
    }
    await engine.execute(
      sql`insert into users (id, username, email, password) values (1, 'a', 'a@mail.test', 'x')`,
    );
    await engine.execute(sql`
      insert into prayer_records (user_id, prayer_type, prayer_date, completed, points_earned)
      values (1, 'fajr', '2026-11-20', true, 100), (1, 'asr', '2026-11-20', true, 100),
        (1, 'witr', '2026-11-20', true, 50), (1, 'isha', '2026-11-21', true, 100),
        (1, 'dhuhr', '2026-11-21', false, 0)`);
    await engine.execute(sql`
      insert into prayer_days (user_id, date, completed_count, points)
      values (1, '2026-11-20', 2, 250), (1, '2026-11-21', 2, 100), (1, '2026-11-22', 0, 0)`);

    await engine.migrate(migrationsFolder);

    expect(
      await engine.execute(sql`
        select date::text as date, prayers, completed_count, points from prayer_days order by date`),
    ).toEqual([
      { date: '2026-11-20', prayers: 1 + 4, completed_count: 2, points: 250 },
      { date: '2026-11-21', prayers: 16, completed_count: 2, points: 100 },
      { date: '2026-11-22', prayers: 0, completed_count: 0, points: 0 },
    ]);
    expect(await engine.execute(sql`select count(*)::int as n from prayer_records`)).toEqual([{ n: 5 }]);
  }, 60_000);
});
