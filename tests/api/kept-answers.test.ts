import { sql } from 'drizzle-orm';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registeredClient, type TestApp, type TestClient } from './support/app';

/**
 * The prayer reads' answers an instance keeps (decision 028): asked twice, each answer below is read
 * once and then reused, so every test reads before the change it makes and again after it. What is
 * reused must never be older than the person's data or their day.
 */
let t: TestApp;
let now = new Date('2026-11-21T10:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now } });
});
afterAll(() => t.close());

async function person(timeZone = 'UTC') {
  const { client, user } = await registeredClient(t.app);
  await client.request({ method: 'PUT', url: '/api/prayer-settings', payload: { timeZone } });
  return { client, id: user.id };
}
const read = async (client: TestClient, url: string) => {
  const response = await client.get(url);
  expect(response.statusCode).toBe(200);
  return response.json();
};
/** Reads twice: the second answer is the kept one, and it is the same. */
const readTwice = async (client: TestClient, url: string) => {
  const first = await read(client, url);
  expect(await read(client, url)).toEqual(first);
  return first;
};
const at = (instant: string) => (now = new Date(instant));

describe('a kept answer and the changes that make it old', () => {
  it('shows a record made through the tracker at once in today, the month and the stats', async () => {
    at('2026-11-21T10:00:00Z');
    const { client } = await person();
    expect((await readTwice(client, '/api/prayers/today')).prayers[0].completed).toBe(false);
    expect((await readTwice(client, '/api/user/stats')).totalPoints).toBe(0);
    expect((await readTwice(client, '/api/prayers/monthly')).days[20].prayers.fajr).toBe(false);

    const record = await client.post('/api/prayer-records', { prayerType: 'fajr', prayerDate: '2026-11-21' });
    expect(record.statusCode).toBe(201);

    expect((await read(client, '/api/prayers/today')).prayers[0]).toMatchObject({
      prayerType: 'fajr',
      completed: true,
      recordId: record.json().id,
    });
    expect(await read(client, '/api/user/stats')).toMatchObject({ totalPoints: 150, todayCompleted: 1 });
    expect((await read(client, '/api/prayers/monthly')).days[20]).toMatchObject({
      date: '2026-11-21',
      totalPoints: 150,
    });

    expect((await client.delete(`/api/prayer-records/${record.json().id}`)).statusCode).toBe(200);
    expect((await read(client, '/api/prayers/today')).prayers[0].completed).toBe(false);
    expect(await read(client, '/api/user/stats')).toMatchObject({ totalPoints: 0, todayCompleted: 0 });
  });

  it('shows points earned by another feature (a quick action) in the stats at once', async () => {
    at('2026-11-21T10:00:00Z');
    const { client } = await person();
    expect((await readTwice(client, '/api/user/stats')).totalPoints).toBe(0);
    expect((await client.post('/api/activities', { activityType: 'good_deed' })).statusCode).toBe(201);
    expect((await read(client, '/api/user/stats')).totalPoints).toBe(20);
  });

  it('shows a change made in the database by hand, whoever made it', async () => {
    at('2026-11-21T10:00:00Z');
    const { client, id } = await person();
    expect((await readTwice(client, '/api/user/stats')).bestStreak).toBe(0);
    expect((await readTwice(client, '/api/prayers/monthly?month=2026-11')).days[2].totalPoints).toBe(0);

    await t.database.db.execute(sql`insert into streaks (user_id, streak_type, current_streak, longest_streak,
      last_prayer_date) values (${id}, 'daily_prayer', 3, 7, '2026-11-20')`);
    await t.database.db.execute(sql`insert into prayer_days (user_id, date, completed_count, points, prayers)
      values (${id}, '2026-11-03', 1, 75, 2)`);
    await t.database.db.execute(sql`insert into user_points (user_id, total_points) values (${id}, 75)`);

    expect(await read(client, '/api/user/stats')).toMatchObject({
      totalPoints: 75,
      currentStreak: 3,
      bestStreak: 7,
    });
    const month = await read(client, '/api/prayers/monthly?month=2026-11');
    expect(month.currentStreak).toBe(3);
    expect(month.days[2]).toMatchObject({ totalPoints: 75, prayers: { dhuhr: true, fajr: false } });
    expect(month.days.slice(17, 20).map((d: { streak: boolean }) => d.streak)).toEqual([true, true, true]);
  });

  it('follows a change of time zone: it is already tomorrow in Tokyo', async () => {
    at('2026-11-21T20:00:00Z');
    try {
      const { client } = await person();
      expect((await readTwice(client, '/api/prayers/today')).date).toBe('2026-11-21');
      expect((await readTwice(client, '/api/prayers/monthly')).today).toBe('2026-11-21');
      await client.request({
        method: 'PUT',
        url: '/api/prayer-settings',
        payload: { timeZone: 'Asia/Tokyo' },
      });
      expect((await read(client, '/api/prayers/today')).date).toBe('2026-11-22');
      expect((await read(client, '/api/prayers/monthly')).today).toBe('2026-11-22');
    } finally {
      at('2026-11-21T10:00:00Z');
    }
  });

  it("keeps one person's answers from another", async () => {
    at('2026-11-21T10:00:00Z');
    const one = await person();
    const other = await person();
    await one.client.post('/api/prayer-records', { prayerType: 'fajr', prayerDate: '2026-11-21' });
    expect((await readTwice(one.client, '/api/user/stats')).totalPoints).toBe(150);
    expect((await readTwice(other.client, '/api/user/stats')).totalPoints).toBe(0);
    expect((await read(one.client, '/api/prayers/today')).prayers[0].completed).toBe(true);
    expect((await read(other.client, '/api/prayers/today')).prayers[0].completed).toBe(false);
  });
});

describe('a change to any one table the answers are made of, alone (migration 0016)', () => {
  /** A person with a perfect day yesterday and Fajr today: a streak, points, days and records. */
  async function busyPerson() {
    at('2026-11-21T20:00:00Z');
    const { client, id } = await person();
    for (const prayerType of ['fajr', 'dhuhr', 'asr', 'maghrib', 'isha'])
      await client.post('/api/prayer-records', { prayerType, prayerDate: '2026-11-20' });
    await client.post('/api/prayer-records', { prayerType: 'fajr', prayerDate: '2026-11-21' });
    return { client, id };
  }
  const db = () => t.database.db;

  it.each([
    [
      'prayer_records',
      (id: number) =>
        sql`update prayer_records set points_earned = 7 where user_id = ${id} and prayer_date = '2026-11-21'`,
      async (client: TestClient) => (await readTwice(client, '/api/prayers/today')).prayers[0].pointsEarned,
      150,
      7,
    ],
    [
      'prayer_days',
      (id: number) => sql`update prayer_days set points = 7 where user_id = ${id} and date = '2026-11-20'`,
      async (client: TestClient) => (await readTwice(client, '/api/prayers/monthly')).days[19].totalPoints,
      580,
      7,
    ],
    [
      'streaks',
      (id: number) => sql`update streaks set longest_streak = 9 where user_id = ${id}`,
      async (client: TestClient) => (await readTwice(client, '/api/user/stats')).bestStreak,
      1,
      9,
    ],
    [
      'user_points',
      (id: number) => sql`update user_points set total_points = 7 where user_id = ${id}`,
      async (client: TestClient) => (await readTwice(client, '/api/user/stats')).totalPoints,
      730,
      7,
    ],
    [
      'prayer_settings',
      (id: number) => sql`update prayer_settings set time_zone = 'Asia/Tokyo' where user_id = ${id}`,
      async (client: TestClient) => (await readTwice(client, '/api/prayers/today')).date,
      '2026-11-21',
      '2026-11-22',
    ],
  ] as const)('%s', async (_table, change, shown, before, after) => {
    try {
      const { client, id } = await busyPerson();
      expect(await shown(client)).toBe(before);
      await db().execute(change(id));
      expect(await shown(client)).toBe(after);
    } finally {
      at('2026-11-21T10:00:00Z');
    }
  });

  it('a row moved from one person to another changes both', async () => {
    try {
      const one = await busyPerson();
      const other = await person();
      const points = async (client: TestClient) => (await readTwice(client, '/api/user/stats')).totalPoints;
      expect(await points(one.client)).toBe(730);
      expect(await points(other.client)).toBe(0);
      await db().execute(sql`update user_points set user_id = ${other.id} where user_id = ${one.id}`);
      expect(await points(one.client)).toBe(0);
      expect(await points(other.client)).toBe(730);
    } finally {
      at('2026-11-21T10:00:00Z');
    }
  });
});

describe('a kept answer and the passing of time', () => {
  it("moves today's window states as the clock passes a prayer's time, with no change to the data", async () => {
    // The sample schedule in UTC: Asr at 16:20; early from 30 minutes before, on time for 60 after.
    at('2026-11-21T15:40:00Z');
    try {
      const { client } = await person();
      const stateOf = async () =>
        (await readTwice(client, '/api/prayers/today')).prayers.find(
          (p: { prayerType: string }) => p.prayerType === 'asr',
        ).state;
      expect(await stateOf()).toBe('upcoming');
      at('2026-11-21T16:00:00Z');
      expect(await stateOf()).toBe('early');
      at('2026-11-21T16:20:00Z');
      expect(await stateOf()).toBe('ontime');
      at('2026-11-21T17:30:00Z');
      expect(await stateOf()).toBe('late');
    } finally {
      at('2026-11-21T10:00:00Z');
    }
  });

  it("starts a new day at the person's midnight: today's date, the month's today and today's count", async () => {
    at('2026-11-21T18:00:00Z'); // 23:00 in Karachi
    try {
      const { client } = await person('Asia/Karachi');
      await client.post('/api/prayer-records', { prayerType: 'isha', prayerDate: '2026-11-21' });
      expect((await readTwice(client, '/api/user/stats')).todayCompleted).toBe(1);
      expect((await readTwice(client, '/api/prayers/monthly')).today).toBe('2026-11-21');
      expect((await readTwice(client, '/api/prayers/today')).date).toBe('2026-11-21');

      at('2026-11-21T19:00:00Z'); // midnight in Karachi
      expect((await read(client, '/api/user/stats')).todayCompleted).toBe(0);
      expect((await read(client, '/api/prayers/monthly')).today).toBe('2026-11-22');
      const today = await read(client, '/api/prayers/today');
      expect(today.date).toBe('2026-11-22');
      expect(today.prayers.every((p: { completed: boolean }) => !p.completed)).toBe(true);
    } finally {
      at('2026-11-21T10:00:00Z');
    }
  });
});

describe('a kept answer and a clock set back', () => {
  it('is read again when the clock goes back before the time it was read', async () => {
    at('2026-11-22T10:00:00Z');
    try {
      const { client } = await person();
      expect((await readTwice(client, '/api/prayers/today')).date).toBe('2026-11-22');
      expect((await readTwice(client, '/api/prayers/monthly')).today).toBe('2026-11-22');
      at('2026-11-21T10:00:00Z');
      expect((await read(client, '/api/prayers/today')).date).toBe('2026-11-21');
      expect((await read(client, '/api/prayers/monthly')).today).toBe('2026-11-21');
    } finally {
      at('2026-11-21T10:00:00Z');
    }
  });
});

describe('a kept answer on the wire', () => {
  it('goes out compressed as the browser accepts, the same answer each time', async () => {
    at('2026-11-21T10:00:00Z');
    const { client } = await person();
    await client.post('/api/prayer-records', { prayerType: 'fajr', prayerDate: '2026-11-20' });
    const get = (encoding?: string) =>
      client.request({
        method: 'GET',
        url: '/api/prayers/monthly?month=2026-11',
        headers: encoding === undefined ? {} : { 'accept-encoding': encoding },
      });
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    const answer = plain.json();
    expect(answer.days[19]).toMatchObject({ date: '2026-11-20', totalPoints: 150 });

    for (let i = 0; i < 2; i++) {
      const br = await get('gzip, deflate, br, zstd');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(answer);
    }
    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(answer);
    const identity = await get('identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.json()).toEqual(answer);
  });
});

describe('a write computed from the settings its instance kept', () => {
  it('uses settings changed elsewhere since the last write: no refusal, no points from the old day', async () => {
    at('2026-11-21T20:00:00Z'); // 10:00 on 22 November at UTC+14
    try {
      const { client, id } = await person();
      const first = await client.post('/api/prayer-records', {
        prayerType: 'fajr',
        prayerDate: '2026-11-21',
      });
      expect(first.json()).toMatchObject({ pointsEarned: 150 });
      // Changed where this instance does not see it (another instance, or by hand): Kiritimati, UTC+14.
      await t.database.db.execute(
        sql`update prayer_settings set time_zone = 'Pacific/Kiritimati' where user_id = ${id}`,
      );
      // The 20th is two days ago there, so it earns nothing (yesterday in UTC, it would have earned 100).
      const old = await client.post('/api/prayer-records', { prayerType: 'dhuhr', prayerDate: '2026-11-20' });
      expect(old.statusCode).toBe(201);
      expect(old.json()).toMatchObject({ pointsEarned: 0 });
      // Back to UTC and a write there (kept again), then Kiritimati again: the 22nd is today there,
      // not a future date as the kept settings would say.
      await t.database.db.execute(sql`update prayer_settings set time_zone = 'UTC' where user_id = ${id}`);
      const inUtc = await client.post('/api/prayer-records', { prayerType: 'asr', prayerDate: '2026-11-21' });
      expect(inUtc.json()).toMatchObject({ pointsEarned: 100 });
      await t.database.db.execute(
        sql`update prayer_settings set time_zone = 'Pacific/Kiritimati' where user_id = ${id}`,
      );
      const today = await client.post('/api/prayer-records', {
        prayerType: 'fajr',
        prayerDate: '2026-11-22',
      });
      expect(today.statusCode).toBe(201);
      expect(today.json()).toMatchObject({ pointsEarned: 150 });
    } finally {
      at('2026-11-21T10:00:00Z');
    }
  });

  it('writes after the version moved for another reason (points from elsewhere), once', async () => {
    at('2026-11-21T10:00:00Z');
    const { client } = await person();
    expect(
      (await client.post('/api/prayer-records', { prayerType: 'fajr', prayerDate: '2026-11-21' })).statusCode,
    ).toBe(201);
    expect((await client.post('/api/activities', { activityType: 'good_deed' })).statusCode).toBe(201);
    const next = await client.post('/api/prayer-records', { prayerType: 'dhuhr', prayerDate: '2026-11-21' });
    expect(next.statusCode).toBe(201);
    expect((await read(client, '/api/user/stats')).totalPoints).toBe(150 + 20 + 100);
    expect(
      (await read(client, '/api/prayers/today')).prayers.filter((p: { completed: boolean }) => p.completed),
    ).toHaveLength(2);
  });
});

/** A change that moves no version: triggers skipped, as a restore with --disable-triggers would. */
const withoutTriggers = (database: TestApp['database'], change: ReturnType<typeof sql>) =>
  database.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(change);
  });

describe('ANSWER_CACHE_MB', () => {
  it('0 keeps nothing: even a change that moved no version is seen at once', async () => {
    const none = await createTestApp({ clock: { now: () => now }, env: { ANSWER_CACHE_MB: '0' } });
    try {
      at('2026-11-21T10:00:00Z');
      const { client, user } = await registeredClient(none.app);
      await client.request({ method: 'PUT', url: '/api/prayer-settings', payload: { timeZone: 'UTC' } });
      await client.post('/api/prayer-records', { prayerType: 'fajr', prayerDate: '2026-11-21' });
      expect((await readTwice(client, '/api/user/stats')).totalPoints).toBe(150);
      await withoutTriggers(
        none.database,
        sql`update user_points set total_points = 7 where user_id = ${user.id}`,
      );
      expect((await read(client, '/api/user/stats')).totalPoints).toBe(7);
    } finally {
      await none.close();
    }
  });

  it('by default keeps the answer: a change that moved no version is not seen (what the triggers are for)', async () => {
    at('2026-11-21T10:00:00Z');
    const { client, id } = await person();
    await client.post('/api/prayer-records', { prayerType: 'fajr', prayerDate: '2026-11-21' });
    expect((await readTwice(client, '/api/user/stats')).totalPoints).toBe(150);
    await withoutTriggers(t.database, sql`update user_points set total_points = 7 where user_id = ${id}`);
    expect((await read(client, '/api/user/stats')).totalPoints).toBe(150);
  });
});

// Last: it empties this file's tables.
describe('emptying a table (TRUNCATE, which fires no row trigger; migration 0017)', () => {
  it("changes every person's answers, those who had no version yet included", async () => {
    at('2026-11-21T10:00:00Z');
    const { client } = await person();
    await client.post('/api/prayer-records', { prayerType: 'fajr', prayerDate: '2026-11-21' });
    expect((await readTwice(client, '/api/user/stats')).totalPoints).toBe(150);
    expect((await readTwice(client, '/api/prayers/today')).prayers[0].completed).toBe(true);
    // A person whose answers were read at version 0 (no version row; points written without triggers).
    const { client: quiet, id: quietId } = await person();
    await t.database.db.execute(sql`delete from prayer_versions where user_id = ${quietId}`);
    await withoutTriggers(
      t.database,
      sql`insert into user_points (user_id, total_points) values (${quietId}, 5)`,
    );
    expect((await readTwice(quiet, '/api/user/stats')).totalPoints).toBe(5);

    await t.database.db.execute(sql`truncate prayer_records, prayer_days, streaks, prayer_totals`);
    await t.database.db.execute(sql`truncate user_points`);

    expect((await read(client, '/api/user/stats')).totalPoints).toBe(0);
    expect((await read(client, '/api/prayers/today')).prayers[0].completed).toBe(false);
    expect((await read(quiet, '/api/user/stats')).totalPoints).toBe(0);
  });
});
