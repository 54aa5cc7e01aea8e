import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registeredClient, type TestClient, type TestApp } from './support/app';

/**
 * One progress model (decisions 007, 021 and 022): one level for the person's total points in every
 * answer that carries one, the seven achievements counted the same on home and the learning
 * dashboard, and a prayer logged by a quick action recorded the tracker's way.
 */
let t: TestApp;
// Saturday 21 November 2026, 10:00 UTC.
let now = new Date('2026-11-21T10:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now } });
});
afterAll(() => t.close());

/** A signed-in person on the sample schedule (no location) in UTC. */
async function person() {
  const { client } = await registeredClient(t.app);
  await client.request({ method: 'PUT', url: '/api/prayer-settings', payload: { timeZone: 'UTC' } });
  return client;
}

const track = (client: TestClient, prayerType: string, prayerDate = '2026-11-21') =>
  client.post('/api/prayer-records', { prayerType, prayerDate });
const quick = (client: TestClient, activitySubtype: string, groupId?: number) =>
  client.post('/api/activities', { activityType: 'prayer', activitySubtype, groupId });

/** Every answer that carries the person's level, by the screen that shows it. */
async function levels(client: TestClient) {
  const [stats, dashboard, home] = await Promise.all([
    client.get('/api/user/stats'), // the daily dashboard (/prayer-times) and /gamification
    client.get('/api/dashboard'), // the learning dashboard (/prayer-dashboard)
    client.get('/api/home/summary'), // home
  ]);
  return { stats: stats.json(), dashboard: dashboard.json(), home: home.json() };
}

describe('one level', () => {
  it('360 points are level 2, 40 short of level 3, in every answer that carries a level', async () => {
    const client = await person();
    // Fajr 150 + Dhuhr 100 + Isha 110, on the tracker.
    for (const prayer of ['fajr', 'dhuhr', 'isha'])
      expect((await track(client, prayer)).statusCode).toBe(201);

    const { stats, dashboard, home } = await levels(client);
    expect(stats).toMatchObject({ totalPoints: 360, level: 2, pointsIntoLevel: 160, pointsToNextLevel: 40 });
    expect(dashboard).toMatchObject({
      totalPoints: 360,
      level: 2,
      pointsIntoLevel: 160,
      pointsToNextLevel: 40,
    });
    expect(home.level).toBe(2);
  });

  it('counts every kind of point the total has: quick actions, learning sessions, prayers', async () => {
    const client = await person();
    expect((await track(client, 'dhuhr')).statusCode).toBe(201); // 100
    expect((await client.post('/api/activities', { activityType: 'good_deed' })).statusCode).toBe(201); // 20
    expect((await client.post('/api/activities', { activityType: 'quran_reading' })).statusCode).toBe(201); // 10
    const lesson = await client.post('/api/learning-sessions/lesson', {
      prayerType: 'fajr',
      tradition: 'sunni',
      level: 1,
    });
    expect(lesson.statusCode).toBe(200);
    expect(lesson.json().pointsEarned).toBe(20);
    expect((await track(client, 'isha')).statusCode).toBe(201); // 110 -> 260

    const { stats, dashboard, home } = await levels(client);
    expect([stats.totalPoints, stats.level, stats.pointsToNextLevel]).toEqual([260, 2, 140]);
    expect([dashboard.totalPoints, dashboard.level, dashboard.pointsToNextLevel]).toEqual([260, 2, 140]);
    expect(home.level).toBe(2);
  });

  it('a newcomer is level 1 everywhere, 200 points from level 2', async () => {
    const { stats, dashboard, home } = await levels(await person());
    expect(stats).toMatchObject({ totalPoints: 0, level: 1, pointsIntoLevel: 0, pointsToNextLevel: 200 });
    expect(dashboard).toMatchObject({ totalPoints: 0, level: 1, pointsIntoLevel: 0, pointsToNextLevel: 200 });
    expect(home).toMatchObject({ level: 1, achievementsEarned: 0, achievementsTotal: 7 });
  });
});

describe('the seven achievements and the badges, each counted once', () => {
  it("home's Achievements tile is the learning dashboard's x/7, as records earn them", async () => {
    const client = await person();
    const counts = async () => {
      const { dashboard, home } = await levels(client);
      expect(home.achievementsEarned).toBe(dashboard.achievementsEarned);
      expect(home.achievementsTotal).toBe(dashboard.achievements.length);
      expect(dashboard.achievementsEarned).toBe(
        dashboard.achievements.filter((a: { earned: boolean }) => a.earned).length,
      );
      return [home.achievementsEarned, home.achievementsTotal];
    };
    expect(await counts()).toEqual([0, 7]);
    expect((await track(client, 'fajr')).statusCode).toBe(201);
    expect(await counts()).toEqual([1, 7]); // First Prayer
    // Ten records: Knowledge Seeker too.
    for (const [prayer, date] of [
      ['dhuhr', '2026-11-21'],
      ['asr', '2026-11-21'],
      ['fajr', '2026-11-20'],
      ['dhuhr', '2026-11-20'],
      ['asr', '2026-11-20'],
      ['fajr', '2026-11-19'],
      ['dhuhr', '2026-11-19'],
      ['asr', '2026-11-19'],
      ['maghrib', '2026-11-19'],
    ] as const) {
      expect((await track(client, prayer, date)).statusCode).toBe(201);
    }
    expect(await counts()).toEqual([2, 7]);
  });

  it('the badges are their own list: a group joined earns one badge and no achievement', async () => {
    const client = await person();
    const created = await client.post('/api/groups', { name: 'Family circle', maxMembers: 10 });
    expect(created.statusCode).toBe(201);
    const badges = (await client.get('/api/user/achievements')).json() as {
      achievementType: string;
      unlockedAt: string | null;
    }[];
    expect(badges).toHaveLength(6);
    expect(badges.filter((b) => b.unlockedAt !== null).map((b) => b.achievementType)).toEqual([
      'group_participation',
    ]);
    const { dashboard, home } = await levels(client);
    expect([home.achievementsEarned, dashboard.achievementsEarned]).toEqual([0, 0]);
  });
});

describe('a prayer logged by a quick action is recorded the tracker way', () => {
  it("earns exactly the tracker's points, once, and the same level everywhere", async () => {
    const client = await person();
    const fajr = await quick(client, 'fajr');
    expect(fajr.statusCode).toBe(201);
    expect(fajr.json()).toMatchObject({ points: 0, prayerRecord: { prayerType: 'fajr', pointsEarned: 150 } });
    const dhuhr = await quick(client, 'dhuhr');
    expect(dhuhr.json()).toMatchObject({
      points: 0,
      prayerRecord: { prayerType: 'dhuhr', pointsEarned: 100 },
    });
    // The tracker's own record of the same prayer, made the tracker's way, gives the same points.
    expect((await track(client, 'isha')).json().pointsEarned).toBe(110);

    // The tracker refuses the same prayer again, whichever way it comes.
    const twice = await quick(client, 'fajr');
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual((await track(client, 'fajr')).json());
    expect(twice.json().message).toBe('This prayer is already recorded for that day');

    const { stats, dashboard, home } = await levels(client);
    expect([stats.totalPoints, stats.level, stats.todayCompleted]).toEqual([360, 2, 3]);
    expect([dashboard.totalPoints, dashboard.level]).toEqual([360, 2]);
    expect(dashboard.todayActivities.prayers.done).toBe(3);
    expect(home).toMatchObject({ level: 2, todayPrayers: { completed: 3, total: 5 }, achievementsEarned: 1 });
    const month = (await client.get('/api/prayers/monthly?month=2026-11')).json();
    expect(month.days[20]).toMatchObject({
      date: '2026-11-21',
      prayers: { fajr: true, dhuhr: true, asr: false, maghrib: false, isha: true },
      totalPoints: 360,
    });
  });

  it('is refused before its time as the tracker refuses it, once a location gives real times', async () => {
    const client = await person();
    await client.request({
      method: 'PUT',
      url: '/api/prayer-settings',
      payload: {
        timeZone: 'Asia/Riyadh',
        location: { latitude: 21.42, longitude: 39.83, placeName: 'Mecca' },
        locationConsent: true,
      },
    });
    const times = (await client.get('/api/prayer-times?date=2026-11-21')).json();
    expect(times.approximate).toBe(false);
    now = new Date(new Date(times.times.dhuhr).getTime() - 60_000);
    try {
      const early = await quick(client, 'dhuhr');
      expect(early.statusCode).toBe(409);
      expect(early.json()).toEqual({
        message: "This prayer's time has not come yet",
        code: 'prayerNotYetDue',
        field: 'prayerType',
      });
      expect((await track(client, 'dhuhr')).json()).toEqual(early.json());
      expect((await client.get('/api/user/stats')).json().totalPoints).toBe(0);
      expect((await client.get('/api/user/activities')).json().activities).toEqual([]);
    } finally {
      now = new Date('2026-11-21T10:00:00Z');
    }
  });

  it("logged for a group, the prayer counts for the group's activities and its points stay the tracker's", async () => {
    const client = await person();
    const group = (await client.post('/api/groups', { name: 'Dawn risers', maxMembers: 10 })).json();
    const logged = await quick(client, 'fajr', group.id);
    expect(logged.statusCode).toBe(201);
    expect(logged.json()).toMatchObject({
      groupId: group.id,
      points: 0,
      prayerRecord: { pointsEarned: 150 },
    });
    const participation = (
      (await client.get('/api/user/achievements')).json() as { achievementType: string; progress: number }[]
    ).find((b) => b.achievementType === 'group_participation');
    // The membership and the activity logged for the group.
    expect(participation?.progress).toBe(2);
    expect((await client.get('/api/user/stats')).json().totalPoints).toBe(150);
  });
});
