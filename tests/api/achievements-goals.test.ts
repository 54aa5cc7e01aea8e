import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityProgress } from '@/server/features/community/public';
import { startFakeOpenAi } from '../support/fake-openai';
import { createTestApp, registeredClient, type TestApp, type TestClient } from './support/app';
import { setPlan } from './support/plans';

let t: TestApp;
let now = new Date('2026-11-21T10:00:00Z');
const clock = { now: () => now };
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

async function user(timeZone = 'UTC') {
  const registered = await registeredClient(t.app);
  await registered.client.put('/api/prayer-settings', { timeZone });
  return registered;
}

const achievements = async (client: TestClient) => {
  const response = await client.get('/api/user/achievements');
  expect(response.statusCode).toBe(200);
  return response.json() as {
    achievementType: string;
    category: string;
    level: number;
    progress: number;
    maxProgress: number;
    unlockedAt: string | null;
    levels: { level: number; threshold: number; unlockedAt: string | null }[];
  }[];
};
const one = async (client: TestClient, type: string) =>
  (await achievements(client)).find((a) => a.achievementType === type)!;

const mark = (client: TestClient, prayerDate: string, prayerType = 'fajr') =>
  client.post('/api/prayer-records', { prayerType, prayerDate });

async function perfectDay(client: TestClient, date: string) {
  for (const prayer of ['fajr', 'dhuhr', 'asr', 'maghrib', 'isha'])
    expect((await mark(client, date, prayer)).statusCode).toBe(201);
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('GET /api/user/achievements', () => {
  it('answers 401 without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user/achievements' });
    expect(response.statusCode).toBe(401);
  });

  it('lists the six types, each locked at level 1 and aiming at its first threshold', async () => {
    const { client } = await user();
    const list = await achievements(client);
    expect(
      list.map((a) => [a.achievementType, a.category, a.level, a.progress, a.maxProgress, a.unlockedAt]),
    ).toEqual([
      ['prayer_streak', 'prayer', 1, 0, 7, null],
      ['chat_questions', 'knowledge', 1, 0, 10, null],
      ['group_participation', 'community', 1, 0, 1, null],
      ['dua_generation', 'knowledge', 1, 0, 5, null],
      ['early_prayer', 'prayer', 1, 0, 7, null],
      ['ramadan_special', 'special', 1, 0, 10, null],
    ]);
    expect(list[0]!.levels.map((l) => l.threshold)).toEqual([7, 30, 100]);
  });

  it.each([
    ['dua_generation', [5, 25, 100]],
    ['chat_questions', [10, 50, 100]],
  ] as const)(
    '%s reaches each level exactly at its threshold, fed through the public counter',
    async (type, thresholds) => {
      const { client, user: me } = await user();
      const feed = communityProgress(t.database.db, clock);
      let count = 0;
      const feedTo = async (target: number) => {
        count = await feed.countForAchievement(me.id, type, target - count);
        expect(count).toBe(target);
      };
      const expected: [number, number, number, boolean][] = [];
      const seen: [number, number, number, boolean][] = [];
      for (const [i, threshold] of thresholds.entries()) {
        await feedTo(threshold - 1);
        let a = await one(client, type);
        seen.push([a.progress, a.level, a.maxProgress, a.unlockedAt !== null]);
        expected.push([threshold - 1, i === 0 ? 1 : i, threshold, i > 0]);
        await feedTo(threshold);
        a = await one(client, type);
        seen.push([a.progress, a.level, a.maxProgress, a.unlockedAt !== null]);
        expected.push([threshold, i + 1, thresholds[i + 1] ?? thresholds[2], true]);
      }
      expect(seen).toEqual(expected);
      const all = await one(client, type);
      expect(all.levels.every((l) => l.unlockedAt !== null)).toBe(true);
    },
  );

  it('prayer_streak: Week Warrior at a 7-day streak, kept with its date when the streak later drops', async () => {
    now = new Date('2026-11-21T10:00:00Z');
    const { client } = await user();
    for (let i = 6; i >= 1; i--) await perfectDay(client, addDays('2026-11-21', -i));
    let streak = await one(client, 'prayer_streak');
    expect([streak.progress, streak.level, streak.unlockedAt, streak.maxProgress]).toEqual([6, 1, null, 7]);

    await perfectDay(client, '2026-11-21');
    streak = await one(client, 'prayer_streak');
    expect([streak.progress, streak.level, streak.maxProgress]).toEqual([7, 1, 30]);
    expect(streak.unlockedAt).toBe('2026-11-21T10:00:00.000Z');

    // A record of the middle day is removed: the streak (and the longest run) drop below 7.
    now = new Date('2026-11-22T09:00:00Z');
    const records = (await client.get('/api/prayer-records?startDate=2026-11-18&endDate=2026-11-18')).json();
    expect((await client.delete(`/api/prayer-records/${records[0].id}`)).statusCode).toBe(200);
    streak = await one(client, 'prayer_streak');
    expect([streak.progress, streak.level, streak.maxProgress]).toEqual([3, 1, 30]);
    expect(streak.unlockedAt).toBe('2026-11-21T10:00:00.000Z');
    expect(streak.levels[0]!.unlockedAt).toBe('2026-11-21T10:00:00.000Z');
  });

  it('early_prayer counts Fajr completed on time only, and reaches Dawn Riser at the seventh', async () => {
    const { client } = await user();
    for (let day = 0; day < 7; day++) {
      const date = addDays('2026-10-01', day);
      // 05:40 is inside Fajr's on-time window of the sample schedule; Dhuhr late does not count.
      now = new Date(`${date}T05:40:00Z`);
      expect((await client.post('/api/prayers/complete', { prayerType: 'fajr' })).json().isOnTime).toBe(true);
      if (day === 5) {
        const a = await one(client, 'early_prayer');
        expect([a.progress, a.level, a.unlockedAt]).toEqual([6, 1, null]);
      }
    }
    // A Fajr marked for a past day on the tracker is never on time.
    expect((await mark(client, '2026-09-01')).statusCode).toBe(201);
    const a = await one(client, 'early_prayer');
    expect([a.progress, a.level, a.maxProgress]).toEqual([7, 1, 30]);
    expect(a.unlockedAt).not.toBeNull();
  });

  it('ramadan_special counts prayers on the days of Ramadan by the Umm al-Qura calendar', async () => {
    now = new Date('2026-04-01T10:00:00Z');
    const { client } = await user();
    // Ramadan 1447 runs from 18 February to 19 March 2026 (Umm al-Qura).
    await perfectDay(client, '2026-02-17'); // 29 Sha'ban: not counted
    await perfectDay(client, '2026-03-20'); // 1 Shawwal (Eid al-Fitr): not counted
    await perfectDay(client, '2026-02-18'); // 1 Ramadan
    let a = await one(client, 'ramadan_special');
    expect([a.progress, a.level, a.unlockedAt]).toEqual([5, 1, null]);
    for (const prayer of ['fajr', 'dhuhr', 'asr', 'maghrib']) await mark(client, '2026-03-19', prayer); // 30 Ramadan
    a = await one(client, 'ramadan_special');
    expect([a.progress, a.unlockedAt]).toEqual([9, null]);
    await mark(client, '2026-03-19', 'isha');
    // Witr is recorded but is not one of the five prayers counted.
    await mark(client, '2026-03-18', 'witr');
    a = await one(client, 'ramadan_special');
    expect([a.progress, a.level, a.maxProgress]).toEqual([10, 1, 20]);
    expect(a.unlockedAt).not.toBeNull();
  });

  it('group_participation: Community Joiner on joining a first group, kept after leaving it', async () => {
    const { client: owner } = await user();
    const created = await owner.post('/api/groups', {
      name: 'Family',
      description: 'Our family',
      isPrivate: true,
      maxMembers: 10,
    });
    expect(created.statusCode).toBe(201);
    let a = await one(owner, 'group_participation');
    expect([a.progress, a.level, a.maxProgress]).toEqual([1, 1, 3]);
    expect(a.unlockedAt).not.toBeNull();

    const { client } = await user();
    expect((await one(client, 'group_participation')).unlockedAt).toBeNull();
    const group = created.json();
    expect((await client.post('/api/groups/join', { code: group.code.toLowerCase() })).statusCode).toBe(200);
    a = await one(client, 'group_participation');
    expect([a.progress, a.level]).toEqual([1, 1]);
    const unlockedAt = a.unlockedAt;
    expect(unlockedAt).not.toBeNull();
    expect((await client.delete(`/api/groups/${group.id}/leave`)).statusCode).toBe(200);
    a = await one(client, 'group_participation');
    expect([a.progress, a.level, a.unlockedAt]).toEqual([0, 1, unlockedAt]);
  });

  it("never shows another person's progress", async () => {
    const { user: other } = await user();
    await communityProgress(t.database.db, clock).countForAchievement(other.id, 'dua_generation', 30);
    const { client } = await user();
    expect((await one(client, 'dua_generation')).progress).toBe(0);
  });
});

describe('learning sessions', () => {
  const lesson = (client: TestClient, prayerType: string, tradition = 'sunni', level = 1) =>
    client.post('/api/learning-sessions/lesson', { prayerType, tradition, level });

  it('earn 20 points each, 7 a week; the 8th earns nothing and a new week counts again', async () => {
    now = new Date('2026-11-26T12:00:00Z'); // a Thursday
    const { client, user: person } = await user();
    await setPlan(t.database, person.id, { subscriptionStatus: 'premium' });
    const lessons = ['fajr', 'dhuhr', 'asr', 'maghrib', 'isha'].flatMap((p) => [
      [p, 'sunni'],
      [p, 'shia'],
    ]);
    const earned: number[] = [];
    for (const [prayer, tradition] of lessons.slice(0, 8)) {
      const response = await lesson(client, prayer!, tradition);
      expect(response.statusCode).toBe(200);
      earned.push(response.json().pointsEarned);
    }
    expect(earned).toEqual([20, 20, 20, 20, 20, 20, 20, 0]);
    expect((await client.get('/api/user/stats')).json().totalPoints).toBe(140);

    // The same lesson again the same day is not a new session.
    expect((await lesson(client, 'fajr')).json()).toEqual({
      recorded: false,
      pointsEarned: 0,
      today: 8,
      thisWeek: 8,
    });

    now = new Date('2026-11-29T08:00:00Z'); // Sunday: a new week
    expect((await lesson(client, 'fajr')).json()).toEqual({
      recorded: true,
      pointsEarned: 20,
      today: 1,
      thisWeek: 1,
    });
    expect((await client.get('/api/user/stats')).json().totalPoints).toBe(160);
    const goals = (await client.get('/api/goals')).json();
    expect(goals.progress.learning).toBe(1);
    expect(goals.learningToday).toBe(1);
    expect(goals.learningPoints).toBe(20);
  });

  it("a lesson the person's plan does not include earns nothing: 402 with the plan message, as its content is", async () => {
    now = new Date('2026-11-26T12:00:00Z');
    const { client, user: person } = await user();
    const needsPlan = {
      message:
        'This prayer lesson is part of Premium. The Fajr lesson is free; upgrade to learn every prayer.',
      code: 'lessonNeedsPlan',
    };
    // On the free plan the Dhuhr lesson is refused, and so is its completion.
    const content = await client.get('/api/prayer-teaching?prayerType=dhuhr&tradition=sunni&level=1');
    expect(content.statusCode).toBe(402);
    for (const tradition of ['sunni', 'shia']) {
      const refused = await lesson(client, 'dhuhr', tradition);
      expect(refused.statusCode).toBe(402);
      expect(refused.json()).toEqual(needsPlan);
    }
    expect((await client.get('/api/user/stats')).json().totalPoints).toBe(0);
    expect((await client.get('/api/goals')).json()).toMatchObject({ learningToday: 0, learningPoints: 0 });
    // The free Fajr lesson counts on every plan.
    expect((await lesson(client, 'fajr')).json()).toMatchObject({ recorded: true, pointsEarned: 20 });

    // With Premium every lesson counts; once the plan has ended, they are refused again.
    await setPlan(t.database, person.id, { subscriptionStatus: 'premium' });
    expect((await lesson(client, 'dhuhr')).json()).toMatchObject({ recorded: true, pointsEarned: 20 });
    await setPlan(t.database, person.id, {
      subscriptionStatus: 'cancelled',
      subscriptionEndDate: new Date('2026-11-25T00:00:00Z'),
    });
    expect((await lesson(client, 'asr')).statusCode).toBe(402);
    expect((await client.get('/api/user/stats')).json().totalPoints).toBe(40);
  });

  it('a coach session counts at its third answered turn, once', async () => {
    now = new Date('2026-11-24T12:00:00Z');
    const { client } = await user();
    const turn = (sessionId?: string) =>
      client.post('/api/ai-prayer-coach', {
        message: 'next',
        prayerType: 'fajr',
        tradition: 'sunni',
        sessionId,
      });
    const counted = async () => (await client.get('/api/goals')).json().learningToday;
    for (const id of ['session-aaaa', 'session-aaaa', 'session-bbbb', undefined, undefined, undefined])
      expect((await turn(id)).statusCode).toBe(200);
    expect(await counted()).toBe(0);
    expect((await turn('session-aaaa')).statusCode).toBe(200);
    expect(await counted()).toBe(1);
    expect((await client.get('/api/user/stats')).json().totalPoints).toBe(20);
    await turn('session-aaaa');
    expect(await counted()).toBe(1);
    const bad = await turn('no');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('sessionId');
  });

  it("the coach's fallback line (the provider failed) is not an answered turn", async () => {
    const fake = await startFakeOpenAi();
    const online = await createTestApp({
      clock,
      env: { AI_BASE_URL: fake.baseUrl, OPENAI_API_KEY: 'sk-valid' },
    });
    try {
      now = new Date('2026-11-24T12:00:00Z');
      const { client } = await registeredClient(online.app);
      const turn = () =>
        client.post('/api/ai-prayer-coach', {
          message: 'How do I raise my hands?',
          prayerType: 'fajr',
          tradition: 'sunni',
          sessionId: 'session-online',
        });
      const today = async () => (await client.get('/api/goals')).json().learningToday;
      fake.chatQueue.push({ text: 'Raise them to your ears.' }, { status: 503 }, { text: 'Yes, like that.' });
      expect((await turn()).json().code).toBeUndefined();
      expect((await turn()).json().code).toBe('coachFallback');
      expect((await turn()).statusCode).toBe(200);
      expect(await today()).toBe(0);
      fake.chatQueue.push({ text: 'Now say Allahu Akbar.' });
      expect((await turn()).statusCode).toBe(200);
      expect(await today()).toBe(1);
    } finally {
      await online.close();
      await fake.close();
    }
  });

  it('refuses an unknown lesson with a 400 naming the field', async () => {
    const { client } = await user();
    const response = await client.post('/api/learning-sessions/lesson', {
      prayerType: 'noon',
      tradition: 'sunni',
      level: 1,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('prayerType');
  });

  it("the week starts on Sunday in the person's time zone", async () => {
    // Sunday 29 November 07:30 UTC is still Saturday 28 November in Los Angeles.
    now = new Date('2026-11-29T07:30:00Z');
    const { client } = await user('America/Los_Angeles');
    const response = await lesson(client, 'fajr');
    expect(response.json().thisWeek).toBe(1);
    const goals = (await client.get('/api/goals')).json();
    expect([goals.today, goals.weekStart, goals.weekEnd]).toEqual(['2026-11-28', '2026-11-22', '2026-11-28']);
    now = new Date('2026-11-29T08:30:00Z'); // 00:30 Sunday in Los Angeles
    const next = (await client.get('/api/goals')).json();
    expect([next.today, next.weekStart, next.progress.learning, next.learningToday]).toEqual([
      '2026-11-29',
      '2026-11-29',
      0,
      0,
    ]);
  });
});

describe('weekly goals', () => {
  it("start at the spec's targets and show this week's real prayers", async () => {
    now = new Date('2026-11-25T18:00:00Z'); // Wednesday; the week began Sunday 22 November
    const { client } = await user();
    await perfectDay(client, '2026-11-21'); // Saturday of the week before: not this week
    await mark(client, '2026-11-22', 'fajr');
    await mark(client, '2026-11-24', 'dhuhr');
    await mark(client, '2026-11-24', 'witr');
    const goals = (await client.get('/api/goals')).json();
    expect(goals).toEqual({
      weekStart: '2026-11-22',
      weekEnd: '2026-11-28',
      today: '2026-11-25',
      targets: { prayers: 35, school: 1, learning: 7 },
      progress: { prayers: 2, school: null, learning: 0 },
      schoolSubscribed: false,
      learningToday: 0,
      learningPoints: 0,
      schoolPoints: 0,
    });
  });

  it("count the week's completed school classes for people with the school: the week's first earns 400 points", async () => {
    now = new Date('2026-11-25T18:00:00Z'); // Wednesday; the week began Sunday 22 November
    const { client, user: person } = await user('America/Los_Angeles');
    // The school line shows only for people who have the school.
    expect((await client.get('/api/goals')).json()).toMatchObject({
      progress: { school: null },
      schoolSubscribed: false,
      schoolPoints: 0,
    });
    await setPlan(t.database, person.id, {
      subscriptionStatus: 'everything',
      subscriptionEndDate: new Date('2026-12-25T00:00:00Z'),
    });
    expect((await client.get('/api/goals')).json()).toMatchObject({
      progress: { school: 0 },
      schoolSubscribed: true,
    });
    // The school calls this when a class reaches its end: counted once, the week's second without
    // points, and neither is a learning session.
    const school = communityProgress(t.database.db, clock);
    expect(await school.schoolClassCompleted(person.id, 9_001)).toBe(400);
    expect(await school.schoolClassCompleted(person.id, 9_001)).toBeNull();
    expect(await school.schoolClassCompleted(person.id, 9_002)).toBe(0);
    expect((await client.get('/api/goals')).json()).toMatchObject({
      progress: { school: 2, learning: 0 },
      learningToday: 0,
      learningPoints: 0,
      schoolPoints: 400,
    });
    expect((await client.get('/api/user/stats')).json()).toMatchObject({ totalPoints: 400 });
    // 00:30 on Sunday 29 November in Los Angeles: a new week, its first class earns again.
    now = new Date('2026-11-29T08:30:00Z');
    expect((await client.get('/api/goals')).json()).toMatchObject({
      progress: { school: 0 },
      schoolPoints: 0,
    });
    expect(await school.schoolClassCompleted(person.id, 9_003)).toBe(400);
    expect((await client.get('/api/goals')).json()).toMatchObject({
      progress: { school: 1 },
      schoolPoints: 400,
    });
  });

  it('are edited per person within their bounds', async () => {
    const { client } = await user();
    const { client: other } = await user();
    const saved = await client.put('/api/goals', { prayers: 20, learning: 3 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().targets).toEqual({ prayers: 20, school: 1, learning: 3 });
    expect((await client.put('/api/goals', { school: 0 })).json().targets).toEqual({
      prayers: 20,
      school: 0,
      learning: 3,
    });
    expect((await client.get('/api/goals')).json().targets).toEqual({ prayers: 20, school: 0, learning: 3 });
    expect((await other.get('/api/goals')).json().targets).toEqual({ prayers: 35, school: 1, learning: 7 });
    expect((await client.put('/api/goals', { prayers: 35, school: 7, learning: 21 })).statusCode).toBe(200);
    expect((await client.put('/api/goals', { prayers: 1, learning: 1 })).statusCode).toBe(200);
  });

  it.each([
    [{ prayers: 0 }, 'prayers', 'The weekly prayers target must be between 1 and 35'],
    [{ prayers: 36 }, 'prayers', 'The weekly prayers target must be between 1 and 35'],
    [{ prayers: 2.5 }, 'prayers', 'The weekly prayers target must be between 1 and 35'],
    [{ prayers: '10' }, 'prayers', 'The weekly prayers target must be between 1 and 35'],
    [{ school: -1 }, 'school', 'The weekly Islamic School target must be between 0 and 7'],
    [{ school: 8 }, 'school', 'The weekly Islamic School target must be between 0 and 7'],
    [{ learning: 0 }, 'learning', 'The weekly learning target must be between 1 and 21'],
    [{ learning: 22 }, 'learning', 'The weekly learning target must be between 1 and 21'],
  ])('refuse %j with 400 and a message naming the target', async (payload, field, message) => {
    const { client } = await user();
    const response = await client.put('/api/goals', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, field });
    expect((await client.get('/api/goals')).json().targets).toEqual({ prayers: 35, school: 1, learning: 7 });
  });

  it('refuse an empty change', async () => {
    const { client } = await user();
    const response = await client.put('/api/goals', {});
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Choose at least one target to change');
  });
});
