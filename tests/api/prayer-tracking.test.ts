import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registeredClient, TestClient, type TestApp } from './support/app';

let t: TestApp;
let now = new Date('2026-11-21T10:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now } });
});
afterAll(() => t.close());

/** A signed-in user whose prayer times are the sample schedule in UTC (no location). */
async function user(timeZone = 'UTC') {
  const { client } = await registeredClient(t.app);
  await client.request({ method: 'PUT', url: '/api/prayer-settings', payload: { timeZone } });
  return client;
}

const mark = (client: TestClient, prayerDate: string, prayerType = 'fajr', extra: object = {}) =>
  client.post('/api/prayer-records', { prayerType, prayerDate, ...extra });

const rowsOf = (result: unknown) =>
  (result as { rows: { date: string; prayers: number; completed_count: number; points: number }[] }).rows;

async function perfectDay(client: TestClient, date: string) {
  for (const prayer of ['fajr', 'dhuhr', 'asr', 'maghrib', 'isha']) {
    expect((await mark(client, date, prayer)).statusCode).toBe(201);
  }
}

describe('prayer settings', () => {
  it('starts with defaults and no location', async () => {
    const { client } = await registeredClient(t.app);
    expect((await client.get('/api/prayer-settings')).json()).toEqual({
      location: null,
      timeZone: null,
      calculationMethod: 'MuslimWorldLeague',
      madhab: 'shafi',
      highLatitudeRule: 'auto',
    });
  });

  it('stores a location only with consent, rounded to about 1 km, and forgets it on request', async () => {
    const client = await user();
    const location = { latitude: 51.507194, longitude: -0.116711, placeName: 'London' };
    const refused = await client.request({
      method: 'PUT',
      url: '/api/prayer-settings',
      payload: { location },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: 'Your location is saved only with your consent',
      code: 'locationConsentRequired',
      field: 'locationConsent',
    });

    const saved = await client.request({
      method: 'PUT',
      url: '/api/prayer-settings',
      payload: {
        location,
        locationConsent: true,
        calculationMethod: 'MoonsightingCommittee',
        madhab: 'hanafi',
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      location: { latitude: 51.51, longitude: -0.12, placeName: 'London' },
      calculationMethod: 'MoonsightingCommittee',
      madhab: 'hanafi',
      timeZone: 'UTC',
    });

    const forgotten = await client.request({
      method: 'PUT',
      url: '/api/prayer-settings',
      payload: { location: null },
    });
    expect(forgotten.json().location).toBeNull();
  });

  it.each([
    [{ timeZone: 'Mars/Olympus' }, 'timeZone'],
    [{ calculationMethod: 'Astrology' }, 'calculationMethod'],
    [
      { location: { latitude: 91, longitude: 0, placeName: null }, locationConsent: true },
      'location.latitude',
    ],
  ])('refuses %o naming %s', async (payload, field) => {
    const client = await user();
    const res = await client.request({ method: 'PUT', url: '/api/prayer-settings', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe(field);
  });

  it('finds places by name from the offline list', async () => {
    const client = await user();
    const res = await client.get('/api/places?q=istan');
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toMatchObject({
      name: 'Istanbul',
      country: 'Turkey',
      countryCode: 'TR',
      timeZone: 'Europe/Istanbul',
    });
    expect((await client.get('/api/places?q=k')).statusCode).toBe(400);
    expect((await new TestClient(t.app).get('/api/places?q=london')).statusCode).toBe(401);
  });
});

describe('prayer times', () => {
  it('uses the approximate sample schedule until a location is set', async () => {
    const client = await user('Europe/London');
    const res = await client.get('/api/prayer-times?date=2026-07-01');
    expect(res.json()).toMatchObject({
      date: '2026-07-01',
      approximate: true,
      location: null,
      qibla: null,
      // 05:30 BST is 04:30 UTC.
      times: { fajr: '2026-07-01T04:30:00.000Z', isha: '2026-07-01T19:15:00.000Z' },
    });
  });

  it('computes real times, Qibla and the automatic high-latitude rule once a location is set', async () => {
    const client = await user('Europe/Oslo');
    await client.request({
      method: 'PUT',
      url: '/api/prayer-settings',
      payload: { location: { latitude: 59.91, longitude: 10.75, placeName: 'Oslo' }, locationConsent: true },
    });
    const res = (await client.get('/api/prayer-times?date=2026-11-21')).json();
    expect(res.approximate).toBe(false);
    expect(res.highLatitudeRule).toBe('seventhofthenight');
    expect(res.highLatitudeRuleAutomatic).toBe(true);
    expect(res.qibla).toBeGreaterThan(130);
    expect(res.qibla).toBeLessThan(150);
    expect(res.times.fajr < res.times.dhuhr && res.times.dhuhr < res.times.isha).toBe(true);
  });

  it('refuses a date that does not exist', async () => {
    const client = await user();
    const res = await client.get('/api/prayer-times?date=2026-02-30');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'querystring.date: must be a real calendar date',
      field: 'querystring.date',
    });
  });
});

describe('tracker records', () => {
  it('creates a record with the server points, ignoring what the client sends', async () => {
    const client = await user();
    const res = await mark(client, '2026-11-20', 'fajr', { pointsEarned: 999999, onTime: true });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      prayerType: 'fajr',
      prayerDate: '2026-11-20',
      pointsEarned: 150,
      onTime: false,
    });
    expect((await mark(client, '2026-11-20', 'maghrib')).json().pointsEarned).toBe(120);
    expect((await mark(client, '2026-11-20', 'witr')).json().pointsEarned).toBe(0);
  });

  it('refuses a second record of the same day and prayer with 409', async () => {
    const client = await user();
    await mark(client, '2026-11-19', 'asr');
    const again = await mark(client, '2026-11-19', 'asr');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'This prayer is already recorded for that day',
      code: 'prayerAlreadyRecorded',
      field: 'prayerType',
    });
  });

  it('counts one of two simultaneous toggles of the same prayer', async () => {
    const client = await user();
    const results = await Promise.all([
      mark(client, '2026-11-20', 'isha'),
      mark(client, '2026-11-20', 'isha'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect((await client.get('/api/user/stats')).json().totalPoints).toBe(110);
  });

  it('refuses future dates and impossible dates', async () => {
    const client = await user();
    const future = await mark(client, '2026-11-22');
    expect(future.statusCode).toBe(400);
    expect(future.json()).toEqual({
      message: 'Future dates cannot be marked',
      code: 'futureDate',
      field: 'prayerDate',
    });
    expect((await mark(client, '2026-13-01')).statusCode).toBe(400);
    expect((await mark(client, '21-11-2026')).statusCode).toBe(400);
    expect((await mark(client, '2026-11-20', 'brunch')).statusCode).toBe(400);
  });

  it("uses the user's time zone for today: it is already tomorrow in Karachi", async () => {
    now = new Date('2026-11-21T20:00:00Z'); // 01:00 on the 22nd in Karachi
    try {
      const karachi = await user('Asia/Karachi');
      expect((await mark(karachi, '2026-11-22')).statusCode).toBe(201);
      const utc = await user('UTC');
      expect((await mark(utc, '2026-11-22')).statusCode).toBe(400);
    } finally {
      now = new Date('2026-11-21T10:00:00Z');
    }
  });

  it('lists records in a range of at most 366 days, and defaults to the last 366 days', async () => {
    const client = await user();
    await mark(client, '2026-11-01');
    await mark(client, '2025-11-21');
    await mark(client, '2025-11-20');
    const inNovember = (
      await client.get('/api/prayer-records?startDate=2026-11-01&endDate=2026-11-30')
    ).json();
    expect(inNovember.map((r: { prayerDate: string }) => r.prayerDate)).toEqual(['2026-11-01']);
    const lastYear = (await client.get('/api/prayer-records')).json();
    // 366 days ending today: 2025-11-21 is the first day in, 2025-11-20 the first day out.
    expect(lastYear.map((r: { prayerDate: string }) => r.prayerDate)).toEqual(['2025-11-21', '2026-11-01']);

    const tooLong = await client.get('/api/prayer-records?startDate=2025-01-01&endDate=2026-11-01');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('A date range can cover at most 366 days');
    const reversed = await client.get('/api/prayer-records?startDate=2026-11-10&endDate=2026-11-01');
    expect(reversed.json().message).toBe('The start date must not be after the end date');
  });

  it("deletes one's own record, and answers 404 for another user's", async () => {
    const owner = await user();
    const record = (await mark(owner, '2026-11-21', 'dhuhr')).json();
    const stranger = await user();
    const theirs = await stranger.delete(`/api/prayer-records/${record.id}`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: 'Prayer record not found', code: 'recordNotFound' });

    const mine = await owner.delete(`/api/prayer-records/${record.id}`);
    expect(mine.json()).toEqual({ message: 'Prayer record has been removed.', code: 'prayerRecordRemoved' });
    expect((await owner.get('/api/prayer-records?startDate=2026-11-21&endDate=2026-11-21')).json()).toEqual(
      [],
    );
    expect((await owner.delete(`/api/prayer-records/${record.id}`)).statusCode).toBe(404);
    expect((await owner.delete('/api/prayer-records/abc')).statusCode).toBe(400);
    expect((await owner.get('/api/user/stats')).json().totalPoints).toBe(0);
  });

  it('needs a signed-in user everywhere', async () => {
    const visitor = new TestClient(t.app);
    for (const url of [
      '/api/prayer-records',
      '/api/prayers/today',
      '/api/prayers/monthly',
      '/api/user/stats',
    ]) {
      expect((await visitor.get(url)).statusCode).toBe(401);
    }
    expect((await mark(visitor, '2026-11-20')).statusCode).toBe(401);
  });
});

describe('completing a prayer on the daily dashboard (server clock, sample schedule in UTC)', () => {
  const complete = (client: TestClient, prayerType: string, extra: object = {}) =>
    client.post('/api/prayers/complete', { prayerType, ...extra });

  it('refuses a prayer whose time has not come, and one whose window has passed', async () => {
    now = new Date('2026-11-21T10:00:00Z');
    const client = await user();
    const early = await complete(client, 'dhuhr'); // 12:45 is more than 30 minutes away
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe("This prayer's time has not come yet");
    const passed = await complete(client, 'fajr'); // 05:30 + 2 h has passed
    expect(passed.statusCode).toBe(409);
    expect(passed.json().message).toBe(
      'The time for this prayer has passed. Record it on the Prayer Tracker.',
    );
  });

  it('gives the on-time bonus inside the window whatever the client claims, and refuses a second completion', async () => {
    now = new Date('2026-11-21T12:20:00Z'); // 25 minutes before Dhuhr: early, on time
    const client = await user();
    const res = await complete(client, 'dhuhr', { isOnTime: false });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      pointsEarned: 125,
      isOnTime: true,
      record: { prayerType: 'dhuhr', onTime: true },
    });
    expect((await complete(client, 'dhuhr')).statusCode).toBe(409);
  });

  it('gives base points only when late', async () => {
    now = new Date('2026-11-21T14:00:00Z'); // 75 minutes after Dhuhr
    const client = await user();
    const res = await complete(client, 'dhuhr', { isOnTime: true });
    expect(res.json()).toMatchObject({ pointsEarned: 100, isOnTime: false });
  });

  it("shows today's prayers with their window state", async () => {
    now = new Date('2026-11-21T16:30:00Z'); // Asr (16:20) is on time
    const client = await user();
    await complete(client, 'asr');
    const today = (await client.get('/api/prayers/today')).json();
    expect(today.date).toBe('2026-11-21');
    expect(today.approximate).toBe(true);
    expect(today.prayers.map((p: { prayerType: string; state: string }) => [p.prayerType, p.state])).toEqual([
      ['fajr', 'missed'],
      ['dhuhr', 'missed'],
      ['asr', 'ontime'],
      ['maghrib', 'upcoming'],
      ['isha', 'upcoming'],
    ]);
    expect(today.prayers[2]).toMatchObject({ completed: true, isOnTime: true, pointsEarned: 130 });
    now = new Date('2026-11-21T10:00:00Z');
  });
});

describe('prayer rules once a location is set (decision 009)', () => {
  const MINUTE = 60_000;
  /** A user in Mecca; returns the real times of 21 November 2026 the server computed for them. */
  async function located() {
    const client = await user('Asia/Riyadh');
    await client.request({
      method: 'PUT',
      url: '/api/prayer-settings',
      payload: { location: { latitude: 21.42, longitude: 39.83, placeName: 'Mecca' }, locationConsent: true },
    });
    const times = (await client.get('/api/prayer-times?date=2026-11-21')).json();
    expect(times.approximate).toBe(false);
    const at = (prayer: string, offsetMs = 0) => new Date(new Date(times.times[prayer]).getTime() + offsetMs);
    return { client, at };
  }
  const complete = (client: TestClient, prayerType: string) =>
    client.post('/api/prayers/complete', { prayerType });
  const notYetDue = {
    message: "This prayer's time has not come yet",
    code: 'prayerNotYetDue',
    field: 'prayerType',
  };

  it("shows the 'early' window as about to begin: Complete Prayer is refused until the time itself", async () => {
    const { client, at } = await located();
    now = at('dhuhr', -1000);
    expect((await client.get('/api/prayers/today')).json().prayers[1]).toMatchObject({
      prayerType: 'dhuhr',
      state: 'early',
    });
    const early = await complete(client, 'dhuhr');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual(notYetDue);

    now = at('dhuhr');
    const res = await complete(client, 'dhuhr');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ pointsEarned: 125, isOnTime: true });
    now = new Date('2026-11-21T10:00:00Z');
  });

  it('refuses a tracker record of today before its time begins, and takes it from the time itself', async () => {
    const { client, at } = await located();
    now = at('asr', -1000);
    const early = await mark(client, '2026-11-21', 'asr');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual(notYetDue);
    // Yesterday's Asr is not affected by today's clock.
    expect((await mark(client, '2026-11-20', 'asr')).statusCode).toBe(201);

    now = at('asr');
    const res = await mark(client, '2026-11-21', 'asr');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ onTime: true, pointsEarned: 100 });
    now = new Date('2026-11-21T10:00:00Z');
  });

  it("records a quick action's prayer by the tracker's rules: refused before its time, the tracker's points from it", async () => {
    const quick = (client: TestClient) =>
      client.post('/api/activities', { activityType: 'prayer', activitySubtype: 'fajr' });
    const first = await located();
    now = first.at('fajr', -1000);
    const early = await quick(first.client);
    expect(early.statusCode).toBe(409);
    // Refused as the tracker refuses a record of today before its time.
    expect(early.json()).toEqual(notYetDue);
    expect(early.json()).toEqual((await mark(first.client, '2026-11-21', 'fajr')).json());
    now = first.at('fajr');
    const onTime = await quick(first.client);
    expect(onTime.statusCode).toBe(201);
    expect(onTime.json()).toMatchObject({
      points: 0,
      isOnTime: true,
      prayerRecord: { prayerType: 'fajr', prayerDate: '2026-11-21', onTime: true, pointsEarned: 150 },
    });

    // Past the on-time window the tracker still records today's prayer, not on time, for its points.
    const second = await located();
    now = second.at('fajr', 60 * MINUTE);
    const late = await quick(second.client);
    expect(late.statusCode).toBe(201);
    expect(late.json()).toMatchObject({
      isOnTime: false,
      prayerRecord: { onTime: false, pointsEarned: 150 },
    });
    now = new Date('2026-11-21T10:00:00Z');
  });

  it('does not apply the check with no location (sample schedule): early completion and any tracker toggle of today', async () => {
    now = new Date('2026-11-21T12:20:00Z'); // 25 minutes before the sample Dhuhr
    const client = await user();
    expect((await mark(client, '2026-11-21', 'isha')).statusCode).toBe(201);
    expect((await complete(client, 'dhuhr')).statusCode).toBe(201);
    now = new Date('2026-11-21T10:00:00Z');
  });
});

describe('points by the day a prayer is recorded (decision 009)', () => {
  it('gives points on its own day and the day after, none for older days, and refuses future days', async () => {
    now = new Date('2026-11-21T10:00:00Z');
    const client = await user();
    expect((await mark(client, '2026-11-21', 'fajr')).json()).toMatchObject({ pointsEarned: 150 });
    expect((await mark(client, '2026-11-20', 'fajr')).json()).toMatchObject({ pointsEarned: 150 });
    const older = await mark(client, '2026-11-19', 'fajr');
    expect(older.statusCode).toBe(201);
    expect(older.json()).toMatchObject({ pointsEarned: 0, prayerDate: '2026-11-19' });
    const future = await mark(client, '2026-11-22', 'fajr');
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({ message: 'Future dates cannot be marked', code: 'futureDate' });
    expect((await client.get('/api/user/stats')).json().totalPoints).toBe(300);
    const month = (await client.get('/api/prayers/monthly?month=2026-11')).json();
    expect(month.days.find((d: { date: string }) => d.date === '2026-11-19').prayers.fajr).toBe(true);
  });

  it("counts the day after in the person's time zone, to the second (Karachi, UTC+5)", async () => {
    const client = await user('Asia/Karachi');
    now = new Date('2026-11-21T18:59:59Z'); // 23:59:59 on the 21st in Karachi: the 20th is yesterday
    expect((await mark(client, '2026-11-20', 'fajr')).json()).toMatchObject({ pointsEarned: 150 });
    now = new Date('2026-11-21T19:00:00Z'); // midnight: the 20th is now two days ago
    expect((await mark(client, '2026-11-20', 'dhuhr')).json()).toMatchObject({ pointsEarned: 0 });
    expect((await mark(client, '2026-11-22', 'dhuhr')).statusCode).toBe(201);
    expect((await mark(client, '2026-11-23', 'dhuhr')).statusCode).toBe(400);
    now = new Date('2026-11-21T10:00:00Z');
  });
});

describe('streaks and stats (decision 007)', () => {
  it('counts consecutive perfect days ending today or yesterday, keeps the best, and corrects on deletion', async () => {
    now = new Date('2026-11-21T10:00:00Z');
    const client = await user();
    await perfectDay(client, '2026-11-17');
    await perfectDay(client, '2026-11-18');
    await perfectDay(client, '2026-11-19');
    await perfectDay(client, '2026-11-20');
    let stats = (await client.get('/api/user/stats')).json();
    // Only yesterday's day earns points; the 17th to the 19th count for the streak alone.
    expect(stats).toMatchObject({
      currentStreak: 4,
      bestStreak: 4,
      totalPoints: 580,
      level: 3,
      pointsIntoLevel: 180,
      pointsToNextLevel: 20,
    });

    // Removing one prayer on the 18th breaks the run: 19-20 remain current, the best becomes 2.
    const records = (await client.get('/api/prayer-records?startDate=2026-11-18&endDate=2026-11-18')).json();
    await client.delete(`/api/prayer-records/${records[0].id}`);
    stats = (await client.get('/api/user/stats')).json();
    expect(stats).toMatchObject({ currentStreak: 2, bestStreak: 2 });

    // Adding it back restores the run.
    await mark(client, '2026-11-18', records[0].prayerType);
    expect((await client.get('/api/user/stats')).json()).toMatchObject({ currentStreak: 4, bestStreak: 4 });

    // The run ends yesterday (the 20th), so it is still current today; a day later it is over, the best kept.
    now = new Date('2026-11-22T12:00:00Z');
    expect((await client.get('/api/user/stats')).json()).toMatchObject({ currentStreak: 0, bestStreak: 4 });
    const streaks = (await client.get('/api/streaks/my-streaks')).json();
    expect(streaks).toEqual([
      { streakType: 'daily_prayer', currentStreak: 0, longestStreak: 4, lastPrayerDate: '2026-11-20' },
    ]);
    expect((await client.get('/api/user/streaks')).json()).toEqual(streaks);
    now = new Date('2026-11-21T10:00:00Z');
  });

  it('counts a perfect day by the user time zone across midnight', async () => {
    // In Karachi (UTC+5) the 20th ends at 19:00 UTC; prayers of the 20th and 21st make a 2-day streak.
    now = new Date('2026-11-21T20:30:00Z'); // 01:30 on the 22nd in Karachi
    const client = await user('Asia/Karachi');
    await perfectDay(client, '2026-11-20');
    await perfectDay(client, '2026-11-21');
    expect((await client.get('/api/user/stats')).json()).toMatchObject({
      currentStreak: 2,
      todayCompleted: 0,
    });
    now = new Date('2026-11-21T10:00:00Z');
  });

  it('counts a streak across a daylight-saving change (London, 29 March 2026)', async () => {
    now = new Date('2026-03-30T12:00:00Z');
    const client = await user('Europe/London');
    await perfectDay(client, '2026-03-28');
    await perfectDay(client, '2026-03-29'); // a 23-hour day
    await perfectDay(client, '2026-03-30');
    expect((await client.get('/api/user/stats')).json()).toMatchObject({
      currentStreak: 3,
      bestStreak: 3,
      todayCompleted: 5,
    });
    now = new Date('2026-03-31T22:30:00Z'); // 23:30 BST on the 31st: the run ended yesterday, still current
    expect((await client.get('/api/user/stats')).json()).toMatchObject({ currentStreak: 3 });
    now = new Date('2026-03-31T23:30:00Z'); // 00:30 BST on 1 April: two days later, over
    expect((await client.get('/api/user/stats')).json()).toMatchObject({ currentStreak: 0, bestStreak: 3 });
    now = new Date('2026-11-21T10:00:00Z');
  });

  it('shows the month with prayers, points and the streak days', async () => {
    const client = await user();
    await perfectDay(client, '2026-11-19');
    await perfectDay(client, '2026-11-20');
    await mark(client, '2026-11-21', 'fajr');
    await mark(client, '2026-11-02', 'asr');
    const month = (await client.get('/api/prayers/monthly?month=2026-11')).json();
    expect(month).toMatchObject({ month: '2026-11', today: '2026-11-21', currentStreak: 2 });
    expect(month.days).toHaveLength(30);
    const day = (date: string) => month.days.find((d: { date: string }) => d.date === date);
    expect(day('2026-11-20')).toEqual({
      date: '2026-11-20',
      prayers: { fajr: true, dhuhr: true, asr: true, maghrib: true, isha: true },
      totalPoints: 580,
      streak: true,
    });
    expect(day('2026-11-18').streak).toBe(false);
    expect(day('2026-11-21')).toMatchObject({
      totalPoints: 150,
      streak: false,
      prayers: { fajr: true, dhuhr: false },
    });
    expect(day('2026-11-02').prayers.asr).toBe(true);
    expect((await client.get('/api/prayers/monthly?month=2026-13')).statusCode).toBe(400);
  });

  it("without a month shows the month of today in the person's time zone, and a month without prayers", async () => {
    now = new Date('2026-11-30T20:00:00Z'); // 05:00 on 1 December in Tokyo, still 30 November in UTC
    try {
      const client = await user('Asia/Tokyo');
      await mark(client, '2026-11-30', 'isha');
      await mark(client, '2026-12-01', 'fajr');
      const month = (await client.get('/api/prayers/monthly')).json();
      expect(month).toMatchObject({ month: '2026-12', today: '2026-12-01', currentStreak: 0 });
      expect(month.days).toHaveLength(31);
      expect(month.days[0]).toEqual({
        date: '2026-12-01',
        prayers: { fajr: true, dhuhr: false, asr: false, maghrib: false, isha: false },
        totalPoints: 150,
        streak: false,
      });
      // November's Isha stays in November.
      expect(month.days.filter((d: { totalPoints: number }) => d.totalPoints > 0)).toHaveLength(1);
      const november = (await client.get('/api/prayers/monthly?month=2026-11')).json();
      expect(november.days[29]).toMatchObject({ date: '2026-11-30', totalPoints: 110 });
      expect(november.days[29].prayers.isha).toBe(true);

      const october = (await client.get('/api/prayers/monthly?month=2026-10')).json();
      expect(october.days).toHaveLength(31);
      expect(october.days[30]).toEqual({
        date: '2026-10-31',
        prayers: { fajr: false, dhuhr: false, asr: false, maghrib: false, isha: false },
        totalPoints: 0,
        streak: false,
      });
      expect(october.days.every((d: { totalPoints: number }) => d.totalPoints === 0)).toBe(true);
    } finally {
      now = new Date('2026-11-21T10:00:00Z');
    }
  });

  it('keeps the day roll-ups (prayers, count, points) and the streak equal to the records through writes and deletions', async () => {
    const { client, user: person } = await registeredClient(t.app);
    await client.request({ method: 'PUT', url: '/api/prayer-settings', payload: { timeZone: 'UTC' } });
    /** Each day's roll-up as stored, and the same recomputed from the records themselves. */
    const rollUps = async () => {
      const stored = await t.database.db.execute(sql`
        select date::text as date, prayers, completed_count, points from prayer_days
        where user_id = ${person.id} and (prayers <> 0 or completed_count <> 0 or points <> 0) order by date`);
      const fromRecords = await t.database.db.execute(sql`
        select prayer_date::text as date,
          bit_or(case prayer_type when 'fajr' then 1 when 'dhuhr' then 2 when 'asr' then 4
            when 'maghrib' then 8 when 'isha' then 16 else 0 end)::int as prayers,
          (count(*) filter (where prayer_type in ('fajr', 'dhuhr', 'asr', 'maghrib', 'isha')))::int as completed_count,
          sum(points_earned)::int as points
        from prayer_records where user_id = ${person.id} group by prayer_date order by prayer_date`);
      return { stored: rowsOf(stored), fromRecords: rowsOf(fromRecords) };
    };
    const monthDay = async (date: string) =>
      (await client.get(`/api/prayers/monthly?month=${date.slice(0, 7)}`))
        .json()
        .days.find((d: { date: string }) => d.date === date);

    await perfectDay(client, '2026-11-20');
    await mark(client, '2026-11-21', 'isha');
    await mark(client, '2026-11-21', 'witr');
    now = new Date('2026-11-21T12:20:00Z'); // Dhuhr completed on the dashboard, on time
    const completed = await client.post('/api/prayers/complete', { prayerType: 'dhuhr' });
    now = new Date('2026-11-21T10:00:00Z');
    expect(completed.statusCode).toBe(201);
    let state = await rollUps();
    expect(state.stored).toEqual(state.fromRecords);
    expect(state.stored).toEqual([
      { date: '2026-11-20', prayers: 31, completed_count: 5, points: 580 },
      { date: '2026-11-21', prayers: 18, completed_count: 2, points: expect.any(Number) },
    ]);
    expect((await monthDay('2026-11-21')).prayers).toEqual({
      fajr: false,
      dhuhr: true,
      asr: false,
      maghrib: false,
      isha: true,
    });
    expect((await client.get('/api/user/stats')).json()).toMatchObject({ currentStreak: 1, bestStreak: 1 });

    // Deleting a prayer of the perfect day clears its bit and ends the streak; adding it back restores both.
    const records = (await client.get('/api/prayer-records?startDate=2026-11-20&endDate=2026-11-20')).json();
    const asr = records.find((r: { prayerType: string }) => r.prayerType === 'asr');
    expect((await client.delete(`/api/prayer-records/${asr.id}`)).statusCode).toBe(200);
    state = await rollUps();
    expect(state.stored).toEqual(state.fromRecords);
    expect(state.stored[0]).toMatchObject({ date: '2026-11-20', prayers: 27, completed_count: 4 });
    expect((await monthDay('2026-11-20')).prayers.asr).toBe(false);
    expect((await client.get('/api/user/stats')).json()).toMatchObject({ currentStreak: 0, bestStreak: 0 });

    expect((await mark(client, '2026-11-20', 'asr')).statusCode).toBe(201);
    state = await rollUps();
    expect(state.stored).toEqual(state.fromRecords);
    expect((await monthDay('2026-11-20')).prayers.asr).toBe(true);
    expect((await client.get('/api/user/stats')).json()).toMatchObject({ currentStreak: 1, bestStreak: 1 });

    // A refused duplicate changes nothing; deleting the last records of a day empties its roll-up.
    expect((await mark(client, '2026-11-20', 'asr')).statusCode).toBe(409);
    expect((await rollUps()).stored).toEqual(state.stored);
    const today = (await client.get('/api/prayer-records?startDate=2026-11-21&endDate=2026-11-21')).json();
    for (const record of today) {
      expect((await client.delete(`/api/prayer-records/${record.id}`)).statusCode).toBe(200);
    }
    state = await rollUps();
    expect(state.stored).toEqual(state.fromRecords);
    expect(state.stored.map((d) => d.date)).toEqual(['2026-11-20']);
  });

  it('feeds the home tiles', async () => {
    const client = await user();
    await perfectDay(client, '2026-11-20');
    await mark(client, '2026-11-21', 'fajr');
    await mark(client, '2026-11-21', 'dhuhr');
    expect((await client.get('/api/home/summary')).json()).toMatchObject({
      todayPrayers: { completed: 2, total: 5 },
      streakDays: 1,
    });
  });
});

describe('activities', () => {
  it('gives quick actions their points once a day, and logs other activities without points', async () => {
    const client = await user();
    expect((await client.post('/api/activities', { activityType: 'good_deed' })).json().points).toBe(20);
    const again = await client.post('/api/activities', { activityType: 'good_deed' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already logged this today');
    expect((await client.post('/api/activities', { activityType: 'quran_reading' })).json().points).toBe(10);
    expect(
      (
        await client.post('/api/activities', { activityType: 'reflection', activitySubtype: 'gratitude' })
      ).json().points,
    ).toBe(0);

    const list = (await client.get('/api/user/activities')).json();
    expect(list.totalPoints).toBe(30);
    expect(list.activities).toHaveLength(3);
    expect((await client.get('/api/user/stats')).json().totalPoints).toBe(30);
  });

  it("records a prayer quick action through the tracker: the tracker's points once, never the action's own", async () => {
    const client = await user();
    const fajr = await client.post('/api/activities', {
      activityType: 'prayer',
      activitySubtype: 'fajr',
      isOnTime: true,
    });
    expect(fajr.statusCode).toBe(201);
    // With the sample schedule the tracker records today's Fajr at 10:00, late, for its 150 points.
    expect(fajr.json()).toMatchObject({
      activityType: 'prayer',
      activitySubtype: 'fajr',
      points: 0,
      isOnTime: false,
      prayerRecord: { prayerType: 'fajr', prayerDate: '2026-11-21', onTime: false, pointsEarned: 150 },
    });
    const recordId = fajr.json().prayerRecord.id;

    // The same prayer again, by the action or on the tracker, is the tracker's 409.
    const again = await client.post('/api/activities', { activityType: 'prayer', activitySubtype: 'fajr' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'This prayer is already recorded for that day',
      code: 'prayerAlreadyRecorded',
      field: 'prayerType',
    });
    expect((await mark(client, '2026-11-21', 'fajr')).statusCode).toBe(409);

    // The record is the tracker's: it shows on the tracker and in today's prayers, and the total has
    // exactly its points.
    const records = (await client.get('/api/prayer-records?startDate=2026-11-21&endDate=2026-11-21')).json();
    expect(records).toEqual([
      expect.objectContaining({ id: recordId, prayerType: 'fajr', pointsEarned: 150 }),
    ]);
    const today = (await client.get('/api/prayers/today')).json();
    expect(today.prayers[0]).toMatchObject({ prayerType: 'fajr', completed: true, pointsEarned: 150 });
    expect((await client.get('/api/user/stats')).json()).toMatchObject({
      totalPoints: 150,
      todayCompleted: 1,
    });
    const list = (await client.get('/api/user/activities')).json();
    expect(list).toMatchObject({ totalPoints: 150, activities: [{ activitySubtype: 'fajr', points: 0 }] });

    // Removed on the tracker and logged again by the action: one record, one log line, 150 points.
    expect((await client.delete(`/api/prayer-records/${recordId}`)).statusCode).toBe(200);
    expect((await client.get('/api/user/stats')).json().totalPoints).toBe(0);
    const relogged = await client.post('/api/activities', {
      activityType: 'prayer',
      activitySubtype: 'fajr',
    });
    expect(relogged.statusCode).toBe(201);
    expect(relogged.json().prayerRecord.pointsEarned).toBe(150);
    expect((await client.get('/api/user/activities')).json()).toMatchObject({
      totalPoints: 150,
      activities: [{ activitySubtype: 'fajr' }],
    });
    expect((await client.get('/api/user/activities')).json().activities).toHaveLength(1);
  });

  it('refuses an unknown group and an over-long type', async () => {
    const client = await user();
    const group = await client.post('/api/activities', { activityType: 'good_deed', groupId: 7 });
    expect(group.statusCode).toBe(404);
    expect(group.json()).toEqual({ message: 'Group not found', code: 'groupNotFound' });
    expect((await client.post('/api/activities', { activityType: 'x'.repeat(51) })).statusCode).toBe(400);
  });
});
