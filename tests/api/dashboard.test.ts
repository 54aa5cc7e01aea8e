import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityProgress } from '@/server/features/community/public';
import { createTestApp, registeredClient, TestClient, type TestApp } from './support/app';
import { setPlan } from './support/plans';

let t: TestApp;
// Wednesday 25 November 2026, 10:00 UTC: the week began on Sunday the 22nd.
let now = new Date('2026-11-25T10:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now } });
});
afterAll(() => t.close());

const PRAYERS = ['fajr', 'dhuhr', 'asr', 'maghrib', 'isha'] as const;

/** A signed-in person on the sample schedule (no location) in `timeZone`. */
async function person(timeZone = 'UTC') {
  const registered = await registeredClient(t.app);
  await registered.client.request({ method: 'PUT', url: '/api/prayer-settings', payload: { timeZone } });
  return registered;
}

async function track(client: TestClient, prayerDate: string, prayers: readonly string[] = PRAYERS) {
  for (const prayerType of prayers) {
    expect((await client.post('/api/prayer-records', { prayerType, prayerDate })).statusCode).toBe(201);
  }
}

const achievementsOf = (body: { achievements: { id: string; earned: boolean }[] }) =>
  Object.fromEntries(body.achievements.map((a) => [a.id, a.earned]));

describe('GET /api/dashboard', () => {
  it('answers 401 to a visitor', async () => {
    const res = await new TestClient(t.app).get('/api/dashboard');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'You must be signed in', code: 'notSignedIn' });
  });

  it('a newcomer: level 1, 200 points to the next level, nothing earned, no school row', async () => {
    const { client } = await person();
    const res = await client.get('/api/dashboard');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      today: '2026-11-25',
      weekStart: '2026-11-22',
      totalPoints: 0,
      level: 1,
      pointsIntoLevel: 0,
      pointsToNextLevel: 200,
      currentStreak: 0,
      bestStreak: 0,
      weekPoints: 0,
      achievements: [
        { id: 'firstPrayer', earned: false },
        { id: 'weekWarrior', earned: false },
        { id: 'knowledgeSeeker', earned: false },
        { id: 'perfectWeek', earned: false },
        { id: 'teachersPet', earned: false },
        { id: 'consistencyMaster', earned: false },
        { id: 'onTimeChampion', earned: false },
      ],
      achievementsEarned: 0,
      todayActivities: {
        prayers: { done: 0, target: 5 },
        islamicSchool: null,
        learning: { done: 0, target: 1 },
      },
      weekly: {
        prayers: { done: 0, target: 35 },
        islamicSchool: null,
        learning: { done: 0, target: 7 },
      },
    });
  });

  it('after a few tracked prayers: points, level, streak, today x/5, the week since Sunday', async () => {
    const { client } = await person();
    await track(client, '2026-11-21', ['fajr']); // Saturday: last week
    await track(client, '2026-11-23'); // too old for points (decision 009), but perfect
    await track(client, '2026-11-24'); // yesterday: 150 + 100 + 100 + 120 + 110 = 580
    await track(client, '2026-11-25', ['fajr', 'dhuhr']); // today: 250
    expect((await client.post('/api/activities', { activityType: 'good_deed' })).statusCode).toBe(201); // 20

    const body = (await client.get('/api/dashboard')).json();
    expect(body).toMatchObject({
      totalPoints: 850,
      level: 5,
      pointsIntoLevel: 50,
      pointsToNextLevel: 150,
      currentStreak: 2,
      bestStreak: 2,
      weekPoints: 850,
      achievementsEarned: 2,
      todayActivities: { prayers: { done: 2, target: 5 } },
      weekly: { prayers: { done: 12, target: 35 } },
    });
    expect(achievementsOf(body)).toMatchObject({
      firstPrayer: true,
      knowledgeSeeker: true,
      weekWarrior: false,
      perfectWeek: false,
    });

    // Deleting a record corrects every figure (decision 007).
    const records = (await client.get('/api/prayer-records?startDate=2026-11-25&endDate=2026-11-25')).json();
    expect(
      (await client.request({ method: 'DELETE', url: `/api/prayer-records/${records[1].id}` })).statusCode,
    ).toBe(200);
    expect((await client.get('/api/dashboard')).json()).toMatchObject({
      totalPoints: 750,
      weekPoints: 750,
      todayActivities: { prayers: { done: 1, target: 5 } },
      weekly: { prayers: { done: 11, target: 35 } },
    });
  });

  it("counts the week from Sunday in the person's own time zone", async () => {
    const { client } = await person('Pacific/Kiritimati'); // UTC+14
    const saved = now;
    now = new Date('2026-11-28T12:00:00Z'); // Saturday in UTC, Sunday the 29th in Kiritimati
    await track(client, '2026-11-28', ['fajr']);
    const body = (await client.get('/api/dashboard')).json();
    now = saved;
    expect(body).toMatchObject({
      today: '2026-11-29',
      weekStart: '2026-11-29',
      weekly: { prayers: { done: 0 } },
    });
  });

  it("learning sessions today and this week against the person's own goals (/goals), with their points", async () => {
    const { client, user } = await person();
    await setPlan(t.database, user.id, { subscriptionStatus: 'premium' });
    for (const prayerType of ['fajr', 'dhuhr']) {
      const res = await client.post('/api/learning-sessions/lesson', {
        prayerType,
        tradition: 'sunni',
        level: 1,
      });
      expect(res.json()).toMatchObject({ recorded: true, pointsEarned: 20 });
    }
    expect(
      (await client.request({ method: 'PUT', url: '/api/goals', payload: { prayers: 30, learning: 14 } }))
        .statusCode,
    ).toBe(200);
    expect((await client.get('/api/dashboard')).json()).toMatchObject({
      totalPoints: 40,
      weekPoints: 40,
      todayActivities: { learning: { done: 2, target: 2 } },
      weekly: { prayers: { done: 0, target: 30 }, learning: { done: 2, target: 14 } },
    });
  });

  it("thirty perfect on-time days: six of seven, the seventh with the school; the school row is the week's classes", async () => {
    const { client, user } = await person();
    const saved = now;
    // 2 to 31 October 2026; the 31st is a Saturday, so its week (25 to 31) is 35 prayers.
    const onTimeAt = { fajr: '05:40', dhuhr: '12:50', asr: '16:30', maghrib: '18:50', isha: '20:20' };
    for (let day = 2; day <= 31; day++) {
      for (const prayerType of PRAYERS) {
        now = new Date(`2026-10-${String(day).padStart(2, '0')}T${onTimeAt[prayerType]}:00Z`);
        const res = await client.post('/api/prayers/complete', { prayerType, isOnTime: true });
        expect(res.statusCode).toBe(201);
      }
    }
    // (150+50) + (100+25) + (100+30) + (120+40) + (110+30) = 755 a day.
    const body = (await client.get('/api/dashboard')).json();
    expect(body).toMatchObject({
      today: '2026-10-31',
      weekStart: '2026-10-25',
      totalPoints: 22_650,
      level: 114,
      pointsIntoLevel: 50,
      pointsToNextLevel: 150,
      currentStreak: 30,
      bestStreak: 30,
      weekPoints: 5_285,
      achievementsEarned: 6,
      weekly: { prayers: { done: 35, target: 35 }, islamicSchool: null },
    });
    expect(achievementsOf(body)).toMatchObject({
      teachersPet: false,
      consistencyMaster: true,
      onTimeChampion: true,
    });

    // Everything includes the school (decision 013): Teacher's Pet, and the week's completed classes against the
    // weekly school target; the week's first class earns 400 points.
    await setPlan(t.database, user.id, {
      subscriptionStatus: 'everything',
      subscriptionEndDate: new Date('2026-11-15T00:00:00Z'),
    });
    const none = (await client.get('/api/dashboard')).json();
    expect(none).toMatchObject({
      achievementsEarned: 7,
      todayActivities: { islamicSchool: { done: 0, target: 1 } },
      weekly: { islamicSchool: { done: 0, target: 1 } },
    });
    expect(await communityProgress(t.database.db, { now: () => now }).schoolClassCompleted(user.id, 1)).toBe(
      400,
    );
    const school = (await client.get('/api/dashboard')).json();
    now = saved;
    expect(school).toMatchObject({
      totalPoints: 23_050,
      weekPoints: 5_685,
      todayActivities: { islamicSchool: { done: 1, target: 1 } },
      weekly: { islamicSchool: { done: 1, target: 1 }, learning: { done: 0 } },
    });
  });
});
