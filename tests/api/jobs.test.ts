import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { outboxMessages, passwordResetTokens } from '@/server/db/schema';
import { inlineJobs } from '@/server/platform/jobs/inline';
import type { Jobs } from '@/server/platform/jobs/port';
import { pgBossJobs } from '@/server/platform/jobs/pg-boss';
import { SEND_EMAIL } from '@/server/platform/messages-out';
import {
  registerSweeps,
  SWEEP_OUTBOX,
  SWEEP_PASSWORD_RESETS,
  SWEEP_RATE_LIMITS,
  SWEEP_SESSIONS,
} from '@/server/platform/sweeps';
import { type FakeSmtp, startFakeSmtp } from '../support/fake-smtp';
import { createTestApp, registeredClient, TestClient, type TestApp } from './support/app';
import { openTestDatabase, testDatabaseKind } from './support/database';
import { failNextDelete } from './support/faults';

const rowsOf = async <T>(database: Database, query: ReturnType<typeof sql>) =>
  (await database.db.execute(query)) as unknown as { rows: T[] };

describe(`jobs on pg-boss (${testDatabaseKind})`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  }, 60_000);
  afterAll(() => database.close());

  it('a job sent is worked with its data and completed; schedules are kept in the database', async () => {
    const jobs = pgBossJobs(database, { pollingIntervalSeconds: 0.5 });
    let received: (data: object) => void = () => {};
    const worked = new Promise<object>((resolve) => (received = resolve));
    await jobs.work<{ greeting: string }>('test-greeting', async (data) => received(data));
    await registerSweeps(jobs, { db: database.db, clock: { now: () => new Date() } });
    await jobs.start();
    try {
      await jobs.send('test-greeting', { greeting: 'salaam' });
      expect(await worked).toEqual({ greeting: 'salaam' });
    } finally {
      // Waits for the running job to be settled.
      await jobs.stop();
    }
    const states = await rowsOf<{ state: string }>(
      database,
      sql`select state from pgboss.job where name = 'test-greeting'`,
    );
    expect(states.rows).toEqual([{ state: 'completed' }]);
    const schedules = await rowsOf<{ name: string; cron: string; timezone: string }>(
      database,
      sql`select name, cron, timezone from pgboss.schedule order by name`,
    );
    expect(schedules.rows).toEqual([
      { name: SWEEP_PASSWORD_RESETS, cron: '15 * * * *', timezone: 'UTC' },
      { name: SWEEP_RATE_LIMITS, cron: '35 * * * *', timezone: 'UTC' },
      { name: SWEEP_SESSIONS, cron: '5 * * * *', timezone: 'UTC' },
      { name: SWEEP_OUTBOX, cron: '45 3 * * *', timezone: 'UTC' },
    ]);
  }, 60_000);

  it('jobs sent together (sendMany, one insert) are each worked once with their own data', async () => {
    const jobs = pgBossJobs(database, { pollingIntervalSeconds: 0.5 });
    const received: object[] = [];
    await jobs.work<{ batch: number }>('test-many', async (data) => void received.push(data));
    await jobs.start();
    try {
      await jobs.sendMany('test-many', []);
      await jobs.sendMany('test-many', [{ batch: 1 }, { batch: 2 }, { batch: 3 }]);
      await expect.poll(() => received.length, { timeout: 20_000, interval: 200 }).toBe(3);
    } finally {
      await jobs.stop();
    }
    expect(received).toEqual(expect.arrayContaining([{ batch: 1 }, { batch: 2 }, { batch: 3 }]));
    const states = await rowsOf<{ state: string }>(
      database,
      sql`select state from pgboss.job where name = 'test-many'`,
    );
    expect(states.rows).toEqual([{ state: 'completed' }, { state: 'completed' }, { state: 'completed' }]);
  }, 60_000);

  it("a reset mail, once sent, leaves its link in none of the queue's tables; a mail that fails for good is kept an hour", async () => {
    const jobs = pgBossJobs(database, { pollingIntervalSeconds: 0.5 });
    const t = await createTestApp({ database, jobs });
    try {
      const { account } = await registeredClient(t.app);
      const asked = await new TestClient(t.app).post('/api/auth/password-reset/request', {
        email: account.email,
      });
      expect(asked.statusCode).toBe(200);
      await jobs.start();
      const mailed = async () =>
        (
          await rowsOf<{ body: string }>(
            database,
            sql`select body from outbox_messages where recipient = ${account.email}`,
          )
        ).rows;
      await expect.poll(async () => (await mailed()).length, { timeout: 20_000, interval: 200 }).toBe(1);
      const token = /#token=([A-Za-z0-9_-]+)/.exec((await mailed())[0]!.body)![1]!;

      // Every table pg-boss keeps (jobs in any state, archives, whatever its version has), whole rows.
      const tables = await rowsOf<{ name: string }>(
        database,
        sql`select table_name as name from information_schema.tables where table_schema = 'pgboss'`,
      );
      expect(tables.rows.map((r) => r.name)).toContain('job');
      const holding = async () => {
        const found: string[] = [];
        for (const { name } of tables.rows) {
          const hits = await rowsOf<{ n: number }>(
            database,
            sql`select count(*)::int as n from ${sql.identifier('pgboss')}.${sql.identifier(name)} as r where r::text like ${`%${token}%`}`,
          );
          if (hits.rows[0]!.n > 0) found.push(name);
        }
        return found;
      };
      await expect.poll(holding, { timeout: 20_000, interval: 200 }).toEqual([]);

      const queue = await rowsOf<{ deletion_seconds: number; retention_seconds: number }>(
        database,
        sql`select deletion_seconds, retention_seconds from pgboss.queue where name = ${SEND_EMAIL}`,
      );
      expect(queue.rows).toEqual([{ deletion_seconds: 3600, retention_seconds: 86_400 }]);
    } finally {
      await jobs.stop();
      await t.app.close();
    }
  }, 60_000);

  it('mail queued before its account is deleted is dropped when its job runs after the deletion; mail of live accounts still goes out', async () => {
    // pg-boss made its tables at the first test's start, so this queue takes jobs before it starts.
    const jobs = pgBossJobs(database, { pollingIntervalSeconds: 0.5 });
    const t = await createTestApp({ database, jobs });
    try {
      const leaving = await registeredClient(t.app);
      const staying = await registeredClient(t.app);
      for (const { account } of [leaving, staying]) {
        const asked = await t.app.inject({
          method: 'POST',
          url: '/api/auth/password-reset/request',
          payload: { email: account.email },
        });
        expect(asked.statusCode).toBe(200);
      }
      // The reset mail waits in the queue while its account is deleted.
      const deleted = await leaving.client.delete('/api/user', { password: leaving.account.password });
      expect(deleted.statusCode).toBe(200);

      await jobs.start();
      // Both jobs have been worked (one sent, one dropped) and, done, deleted.
      await expect
        .poll(
          async () =>
            (
              await rowsOf<{ id: string }>(
                database,
                sql`select id from pgboss.job where name = ${SEND_EMAIL}`,
              )
            ).rows,
          { timeout: 20_000, interval: 200 },
        )
        .toEqual([]);
      const kept = await rowsOf<{ recipient: string; subject: string }>(
        database,
        sql`select recipient, subject from outbox_messages where recipient in (${leaving.account.email}, ${staying.account.email})`,
      );
      expect(kept.rows).toEqual([
        { recipient: staying.account.email, subject: 'Choose a new password for Hidaya' },
      ]);
    } finally {
      await jobs.stop();
      await t.app.close();
    }
  }, 60_000);

  it('mail through SMTP queued before its account is deleted never reaches the mail server', async () => {
    // Through SMTP, not the outbox: the outbox would drop the row of a deleted account by itself.
    const smtp = await startFakeSmtp({ user: 'hidaya', pass: 'secret' });
    const jobs = pgBossJobs(database, { pollingIntervalSeconds: 0.5 });
    const t = await createTestApp({
      database,
      jobs,
      env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://hidaya.test' },
    });
    try {
      const leaving = await registeredClient(t.app);
      const staying = await registeredClient(t.app);
      for (const { account } of [leaving, staying]) {
        const asked = await new TestClient(t.app).post('/api/auth/password-reset/request', {
          email: account.email,
        });
        expect(asked.statusCode).toBe(200);
      }
      const deleted = await leaving.client.delete('/api/user', { password: leaving.account.password });
      expect(deleted.statusCode).toBe(200);

      await jobs.start();
      await expect
        .poll(() => smtp.received.map((m) => m.envelope.to), { timeout: 20_000, interval: 200 })
        .toEqual([[staying.account.email]]);
      // The leaving account's job has been worked too (dropped, and deleted as done), not merely left waiting.
      await expect
        .poll(
          async () =>
            (
              await rowsOf<{ state: string }>(
                database,
                sql`select state from pgboss.job where name = ${SEND_EMAIL} and data->>'to' = ${leaving.account.email}`,
              )
            ).rows,
          { timeout: 20_000, interval: 200 },
        )
        .toEqual([]);
      expect(smtp.received.map((m) => m.envelope.to)).toEqual([[staying.account.email]]);
    } finally {
      await jobs.stop();
      await t.app.close();
      await smtp.close();
    }
  }, 60_000);

  describe('mail is handed over at most once (decision 023)', () => {
    let smtp: FakeSmtp;
    let jobs: Jobs;
    let t: TestApp;
    beforeEach(async () => {
      smtp = await startFakeSmtp({ user: 'hidaya', pass: 'secret' });
      jobs = pgBossJobs(database, { pollingIntervalSeconds: 0.5 });
      t = await createTestApp({
        database,
        jobs,
        env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://hidaya.test' },
      });
    });
    afterEach(async () => {
      await jobs.stop();
      await t.app.close();
      await smtp.close();
    });

    const askForReset = async () => {
      const { account } = await registeredClient(t.app);
      const asked = await new TestClient(t.app).post('/api/auth/password-reset/request', {
        email: account.email,
      });
      expect(asked.statusCode).toBe(200);
      return account.email;
    };
    const mailJobs = async () =>
      (await rowsOf<{ id: string }>(database, sql`select id from pgboss.job where name = ${SEND_EMAIL}`))
        .rows;
    const receivedBy = (email: string) =>
      smtp.received.filter((m) => m.envelope.to.includes(email)).map((m) => m.mail.subject);

    it('a mail the server took is not sent again when deleting its job fails after the send', async () => {
      await jobs.start();
      const fault = await failNextDelete(database, 'pgboss.job', `old.name = '${SEND_EMAIL}'`);
      try {
        const email = await askForReset();
        await expect
          .poll(() => receivedBy(email), { timeout: 20_000, interval: 200 })
          .toEqual(['Choose a new password for Hidaya']);
        // The job's deletion failed once; pg-boss ran it again, which sent nothing and deleted it
        // (pg-boss itself may delete a failed job's row as it queues the retry).
        await expect.poll(mailJobs, { timeout: 20_000, interval: 200 }).toEqual([]);
        expect(await fault.deletes()).toBeGreaterThanOrEqual(2);
        expect(receivedBy(email)).toEqual(['Choose a new password for Hidaya']);
      } finally {
        await fault.restore();
      }
    }, 60_000);

    it('a mail the server refused is sent when the job runs again', async () => {
      await jobs.start();
      smtp.refuseNextMail();
      const email = await askForReset();
      await expect
        .poll(() => receivedBy(email), { timeout: 20_000, interval: 200 })
        .toEqual(['Choose a new password for Hidaya']);
      await expect.poll(mailJobs, { timeout: 20_000, interval: 200 }).toEqual([]);
      expect(receivedBy(email)).toHaveLength(1);
    }, 60_000);
  });
});

describe(`sweeps (${testDatabaseKind})`, () => {
  let now = new Date('2026-11-01T08:00:00Z');
  let t: TestApp;
  const jobs = inlineJobs();
  beforeAll(async () => {
    t = await createTestApp({ clock: { now: () => now } });
    await registerSweeps(jobs, { db: t.database.db, clock: { now: () => now } });
  }, 60_000);
  afterAll(() => t.close());

  it('the hourly sweep deletes expired sessions and keeps the live ones signed in', async () => {
    expect(jobs.schedules.get(SWEEP_SESSIONS)).toBe('5 * * * *');
    const gone = await registeredClient(t.app);
    now = new Date(now.getTime() + 15 * 86_400_000); // past the 14 idle days of the first session
    const kept = await registeredClient(t.app);

    await jobs.run(SWEEP_SESSIONS);

    const left = await rowsOf<{ user_id: number }>(t.database, sql`select user_id from sessions`);
    expect(left.rows).toEqual([{ user_id: kept.user.id }]);
    expect((await kept.client.get('/api/auth/user')).json()).toMatchObject({
      username: kept.account.username,
    });
    expect((await gone.client.get('/api/auth/user')).json()).toBeNull();
  });

  it('the hourly sweep deletes rate-limit counters whose window has passed', async () => {
    expect(jobs.schedules.get(SWEEP_RATE_LIMITS)).toBe('35 * * * *');
    await t.database.db.execute(sql`
      insert into rate_limits (key, count, reset_at) values
        ('sweep-test|passed', 20, now() - interval '1 minute'),
        ('sweep-test|current', 3, now() + interval '10 minutes')`);

    await jobs.run(SWEEP_RATE_LIMITS);

    const left = await rowsOf<{ key: string }>(
      t.database,
      sql`select key from rate_limits where key like 'sweep-test|%'`,
    );
    expect(left.rows).toEqual([{ key: 'sweep-test|current' }]);
  });

  it('the daily sweep deletes outbox mail older than 30 days', async () => {
    expect(jobs.schedules.get(SWEEP_OUTBOX)).toBe('45 3 * * *');
    const day = 86_400_000;
    await t.database.db.insert(outboxMessages).values([
      {
        channel: 'email',
        recipient: 'old@mail.test',
        subject: 'old',
        body: 'x',
        createdAt: new Date(now.getTime() - 31 * day),
      },
      {
        channel: 'email',
        recipient: 'new@mail.test',
        subject: 'new',
        body: 'x',
        createdAt: new Date(now.getTime() - 29 * day),
      },
    ]);
    await jobs.run(SWEEP_OUTBOX);
    const left = await rowsOf<{ subject: string }>(t.database, sql`select subject from outbox_messages`);
    expect(left.rows).toEqual([{ subject: 'new' }]);
  });

  it('the hourly sweep deletes forgotten-password links past their hour', async () => {
    expect(jobs.schedules.get(SWEEP_PASSWORD_RESETS)).toBe('15 * * * *');
    const { user } = await registeredClient(t.app);
    await t.database.db.insert(passwordResetTokens).values([
      { id: 'expired', userId: user.id, createdAt: now, expiresAt: new Date(now.getTime() - 1) },
      { id: 'live', userId: user.id, createdAt: now, expiresAt: new Date(now.getTime() + 60_000) },
    ]);
    await jobs.run(SWEEP_PASSWORD_RESETS);
    const left = await rowsOf<{ id: string }>(t.database, sql`select id from password_reset_tokens`);
    expect(left.rows).toEqual([{ id: 'live' }]);
  });
});
