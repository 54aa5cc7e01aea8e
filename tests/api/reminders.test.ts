import { sql } from 'drizzle-orm';
import twilio from 'twilio';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { claimDue } from '@/server/features/reminders/repository';
import { nextReminder, type SchedulePlan } from '@/server/features/reminders/schedule';
import {
  DROP_AFTER_MS,
  processDue,
  REMINDERS_DUE,
  REMINDERS_SEND,
  REMINDERS_TICK,
  reminderTick,
  STUCK_AFTER_MS,
} from '@/server/features/reminders/tick';
import { inlineJobs } from '@/server/platform/jobs/inline';
import type { Jobs } from '@/server/platform/jobs/port';
import type { PushProvider } from '@/server/platform/ports/push';
import { twilioSms } from '@/server/providers/sms/twilio-adapter';
import { startFakeTwilio } from '../support/fake-twilio';
import { createTestApp, registeredClient, type TestApp, type TestClient } from './support/app';
import { testDatabaseKind } from './support/database';

const ACCOUNT_SID = 'AC11111111111111111111111111111111';
const AUTH_TOKEN = 'fake-twilio-auth-token';
const FROM = '+15005550006';
const CALLBACK_URL = 'https://hidaya.example.org/api/reminders/status';
const PHONE = '+447911123456';

/** London, Wednesday 10 June 2026 (BST): Fajr 03:40, its reminder 15 minutes before at 02:25 UTC. */
const MIDNIGHT = new Date('2026-06-10T00:00:00Z');
const FAJR_REMINDER = new Date('2026-06-10T02:25:00Z');
const DHUHR_REMINDER = new Date('2026-06-10T11:46:00Z');

let fake: Awaited<ReturnType<typeof startFakeTwilio>>;
/** What the push port was asked to send; an endpoint ending in /gone is one the push service forgot. */
const pushed: { endpoint: string; payload: { title: string; body: string } }[] = [];
const recordingPush: PushProvider = {
  publicKey: () => 'BPUBLICKEYFORTESTS',
  send: async (subscription, payload) => {
    if (subscription.endpoint.endsWith('/gone')) return 'gone';
    pushed.push({ endpoint: subscription.endpoint, payload: JSON.parse(payload) });
    return 'sent';
  },
};
let t: TestApp;
let now: Date;
/** The queue as pg-boss keeps it: sends are stored, and run when the test says (a worker's turn). */
let queued: { name: string; data: object }[];
let inline: ReturnType<typeof inlineJobs>;

function storedJobs(): Jobs {
  return {
    ...inline,
    send: async (name, data = {}) => {
      queued.push({ name, data });
    },
    sendMany: async (name, data) => {
      for (const item of data) queued.push({ name, data: item });
    },
  };
}

/** Runs the minute tick, then every job it queued and the jobs those queued (as the workers would). */
async function tick(at: Date) {
  now = at;
  await inline.run(REMINDERS_TICK);
  await runQueued();
}

async function runQueued(only?: string) {
  for (;;) {
    const jobs = only ? queued.filter((job) => job.name === only) : queued.splice(0);
    if (jobs.length === 0) return;
    if (only) queued = queued.filter((job) => job.name !== only);
    for (const job of jobs) await inline.run(job.name, job.data);
  }
}

/** The app with Twilio at the fake; its handlers are declared on `inline`, its sends stored in `queued`. */
function appWithTwilio(env: Record<string, string> = {}) {
  now = MIDNIGHT;
  queued = [];
  inline = inlineJobs();
  const jobs = storedJobs();
  return createTestApp({
    env,
    clock: { now: () => now },
    jobs,
    providers: () => ({
      push: recordingPush,
      sms: twilioSms({
        accountSid: ACCOUNT_SID,
        authToken: AUTH_TOKEN,
        from: FROM,
        statusCallback: CALLBACK_URL,
        apiOrigin: fake.origin,
      }),
    }),
  });
}

/**
 * The reminders feature's rows, and the test SMS limits' counts: with them gone, a tick sees only the
 * people the running test enabled (those registered earlier stay, with nothing to be reminded of).
 */
const REMINDER_STATE = [
  sql`delete from reminder_deliveries`,
  sql`delete from reminder_due`,
  sql`delete from push_subscriptions`,
  sql`delete from reminder_settings`,
  sql`delete from rate_limits where key like 'reminder-test%'`,
];

// One app for the file (a database copy costs seconds to open); each test starts from a clean state.
beforeAll(async () => {
  fake = await startFakeTwilio({ accountSid: ACCOUNT_SID, authToken: AUTH_TOKEN });
  t = await appWithTwilio();
});
afterAll(async () => {
  await t?.close();
  await fake.close();
});

beforeEach(async () => {
  for (const statement of REMINDER_STATE) await t.database.db.execute(statement);
  now = MIDNIGHT;
  queued = [];
  pushed.length = 0;
  fake.received.length = 0;
  fake.failNext(0);
});

/** A test needing another configuration: its own app until it finishes, then the shared one again. */
async function ownAppWithTwilio(env: Record<string, string>) {
  const shared = { t, inline };
  onTestFinished(async () => {
    const own = t;
    t = shared.t;
    inline = shared.inline;
    if (own !== shared.t) await own.close();
  });
  t = await appWithTwilio(env);
}

async function londonPerson(settings: Record<string, unknown> = {}) {
  const person = await registeredClient(t.app);
  await person.client.put('/api/prayer-settings', {
    location: { latitude: 51.51, longitude: -0.13, placeName: 'London' },
    locationConsent: true,
    timeZone: 'Europe/London',
  });
  const saved = await person.client.post('/api/reminders/settings', {
    enabled: true,
    phoneNumber: PHONE,
    ...settings,
  });
  expect(saved.statusCode).toBe(200);
  return person;
}

const recent = async (client: TestClient) =>
  (await client.get('/api/reminders/recent')).json().reminders as {
    prayer: string;
    prayerDate: string;
    timing: string;
    status: string;
  }[];

describe('reminder settings', () => {
  it('answers the default settings before anything is saved', async () => {
    const { client } = await registeredClient(t.app);
    const response = await client.get('/api/reminders/settings');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      enabled: false,
      phoneNumber: null,
      channel: 'sms',
      reminderTiming: 'before',
      minutesBefore: 15,
      personalityType: 'encouraging',
      includeHadith: true,
      includeDua: false,
      weekendOnly: false,
      customMessage: null,
      smsOptedOut: false,
    });
  });

  it('refuses to enable SMS reminders without a phone number, with the spec message', async () => {
    const { client } = await registeredClient(t.app);
    const response = await client.post('/api/reminders/settings', { enabled: true });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Please enter your phone number to enable SMS reminders',
      field: 'phoneNumber',
    });
  });

  it.each([
    ['+44 7911 123456', '+447911123456'],
    ['+92 300 1234567', '+923001234567'],
    ['+90 532 123 45 67', '+905321234567'],
    ['0033 6 12 34 56 78', '+33612345678'],
    ['+966 50 123 4567', '+966501234567'],
    ['+1 (415) 555-2671', '+14155552671'],
  ])('stores %s as %s', async (typed, e164) => {
    const { client } = await registeredClient(t.app);
    const response = await client.post('/api/reminders/settings', { enabled: true, phoneNumber: typed });
    expect(response.statusCode).toBe(200);
    expect((await client.get('/api/reminders/settings')).json().phoneNumber).toBe(e164);
  });

  it.each([
    ['07911 123456', 'The phone number must include a country code'],
    ['+44 12', 'This phone number is not valid'],
    ['+92 300 12', 'This phone number is not valid'],
    ['+33 1', 'This phone number is not valid'],
  ])('refuses %s: %s', async (typed, message) => {
    const { client } = await registeredClient(t.app);
    const response = await client.post('/api/reminders/settings', { enabled: true, phoneNumber: typed });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, field: 'phoneNumber' });
  });
});

describe('the minute tick', () => {
  it('sends each reminder once, at its minute, through Twilio', async () => {
    const { client } = await londonPerson();
    await tick(new Date('2026-06-10T02:24:00Z'));
    expect(fake.received).toEqual([]);
    await tick(FAJR_REMINDER);
    await tick(new Date('2026-06-10T02:26:00Z'));
    expect(fake.received).toHaveLength(1);
    expect(fake.received[0]).toMatchObject({
      to: PHONE,
      from: FROM,
      accountSid: ACCOUNT_SID,
      authorised: true,
    });
    expect(fake.received[0]!.body).toContain('Fajr is in 15 minutes');
    expect(fake.received[0]!.statusCallback).toBe(CALLBACK_URL);
    expect(await recent(client)).toMatchObject([{ prayer: 'fajr', timing: 'before', status: 'sent' }]);
    await tick(DHUHR_REMINDER);
    expect(fake.received.map((m) => m.body.split(' ')[0])).toEqual(['Fajr', 'Dhuhr']);
  });

  it('two instances ticking at once send it once', async () => {
    await londonPerson();
    now = FAJR_REMINDER;
    await Promise.all([inline.run(REMINDERS_TICK), inline.run(REMINDERS_TICK)]);
    // Each tick found the person due; their due jobs run at once, on two workers.
    const due = queued.splice(0);
    expect(due.map((job) => job.name)).toEqual([REMINDERS_DUE, REMINDERS_DUE]);
    await Promise.all(due.map((job) => inline.run(job.name, job.data)));
    await runQueued();
    expect(fake.received).toHaveLength(1);
  });

  it.skipIf(testDatabaseKind === 'pglite')(
    'a second instance skips what the first has claimed and not yet committed (PostgreSQL)',
    async () => {
      await londonPerson();
      now = FAJR_REMINDER;
      const clock = { now: () => now };
      await t.database.db.transaction(async (first) => {
        const [claimed] = await claimDue(first, now, 10);
        expect(claimed).toBeDefined();
        // The second instance, on another connection, while the first holds its claim: its tick finds
        // the person due, and its due job skips the row the first holds.
        expect(await reminderTick(t.database.db, clock, storedJobs())()).toMatchObject({ due: 1 });
        const [job] = queued.splice(0);
        expect(job).toEqual({ name: REMINDERS_DUE, data: { userIds: [claimed!.userId] } });
        expect(
          await processDue(t.database.db, clock, storedJobs())(job!.data as { userIds: number[] }),
        ).toEqual({ claimed: 0, queued: 0 });
      });
      expect(queued).toEqual([]);
    },
  );

  it('a send job run again after a crash, and one retried after Twilio failed, send once', async () => {
    const { client } = await londonPerson();
    now = FAJR_REMINDER;
    await inline.run(REMINDERS_TICK);
    await runQueued(REMINDERS_DUE);
    const [job] = queued.splice(0);
    expect(job?.name).toBe(REMINDERS_SEND);
    fake.failNext(1);
    await expect(inline.run(job!.name, job!.data)).rejects.toThrow();
    expect(fake.received).toHaveLength(0);
    expect(await recent(client)).toMatchObject([{ status: 'queued' }]);
    await inline.run(job!.name, job!.data); // the queue's retry
    await inline.run(job!.name, job!.data); // the same job again, as after a crash past the handover
    expect(fake.received).toHaveLength(1);
    expect(await recent(client)).toMatchObject([{ status: 'sent' }]);
  });

  it('after downtime, a reminder whose moment passed is dropped, and the next one comes on time', async () => {
    const { client } = await londonPerson();
    await tick(new Date('2026-06-10T02:45:00Z')); // 20 minutes late
    expect(fake.received).toEqual([]);
    expect(await recent(client)).toMatchObject([{ prayer: 'fajr', status: 'dropped' }]);
    await tick(DHUHR_REMINDER);
    expect(fake.received).toHaveLength(1);
    expect(fake.received[0]!.body).toContain('Dhuhr');
  });

  it('a crash after the due job recorded the reminder, before its send job was queued: the sweep sends it once', async () => {
    const { client } = await londonPerson();
    now = FAJR_REMINDER;
    await inline.run(REMINDERS_TICK);
    await runQueued(REMINDERS_DUE);
    // The instance went down after the commit: its send jobs were never queued.
    const lost = queued.splice(0);
    expect(lost.map((job) => job.name)).toEqual([REMINDERS_SEND]);
    expect(await recent(client)).toMatchObject([{ prayer: 'fajr', status: 'queued' }]);
    // The next ticks: not yet stuck at 02:26, stuck (and still within the drop window) at 02:28.
    await tick(new Date(FAJR_REMINDER.getTime() + 60_000));
    expect(fake.received).toEqual([]);
    await tick(new Date(FAJR_REMINDER.getTime() + STUCK_AFTER_MS + 60_000));
    expect(fake.received).toHaveLength(1);
    expect(fake.received[0]!.body).toContain('Fajr is in 15 minutes');
    expect(await recent(client)).toMatchObject([{ prayer: 'fajr', status: 'sent' }]);
    // A send job of the lost ones turning up late, and later ticks, send nothing more.
    await inline.run(lost[0]!.name, lost[0]!.data);
    await tick(new Date(FAJR_REMINDER.getTime() + DROP_AFTER_MS));
    expect(fake.received).toHaveLength(1);
  });

  it('a delivery the sweep queued again is not queued again by the next ticks while its send job waits', async () => {
    const { client } = await londonPerson();
    now = FAJR_REMINDER;
    await inline.run(REMINDERS_TICK);
    await runQueued(REMINDERS_DUE);
    queued.length = 0; // the crash: the send job is lost
    now = new Date(FAJR_REMINDER.getTime() + STUCK_AFTER_MS + 60_000);
    await inline.run(REMINDERS_TICK);
    expect(queued.map((job) => job.name)).toEqual([REMINDERS_SEND]);
    // The workers are slow: the send job still waits a minute later; the sweep leaves it alone.
    now = new Date(now.getTime() + 60_000);
    await inline.run(REMINDERS_TICK);
    expect(queued.map((job) => job.name)).toEqual([REMINDERS_SEND]);
    await runQueued();
    expect(fake.received).toHaveLength(1);
    expect(await recent(client)).toMatchObject([{ prayer: 'fajr', status: 'sent' }]);
  });

  it('a crash after the record, and the instances down until the moment passed: the reminder is dropped, never sent late', async () => {
    const { client } = await londonPerson();
    now = FAJR_REMINDER;
    await inline.run(REMINDERS_TICK);
    await runQueued(REMINDERS_DUE);
    queued.length = 0;
    await tick(new Date(FAJR_REMINDER.getTime() + DROP_AFTER_MS + 60_000));
    expect(fake.received).toEqual([]);
    expect(await recent(client)).toMatchObject([{ prayer: 'fajr', status: 'dropped' }]);
    await tick(DHUHR_REMINDER);
    expect(fake.received.map((m) => m.body.split(' ')[0])).toEqual(['Dhuhr']);
  });

  it('at the prayer time and before it: both, in turn', async () => {
    await londonPerson({ reminderTiming: 'both', minutesBefore: 5 });
    await tick(new Date('2026-06-10T02:35:00Z'));
    await tick(new Date('2026-06-10T02:40:00Z'));
    expect(fake.received.map((m) => m.body)).toEqual([
      expect.stringContaining('Fajr is in 5 minutes'),
      expect.stringContaining('It is time for Fajr'),
    ]);
  });

  it("a new place saved in the prayer settings: the reminder at the new place's minute, none at the old one's", async () => {
    const { client } = await londonPerson();
    const newYork = { latitude: 40.71, longitude: -74.01, placeName: 'New York' };
    await client.put('/api/prayer-settings', {
      location: newYork,
      locationConsent: true,
      timeZone: 'America/New_York',
    });
    const atNewYork: SchedulePlan = {
      reminderTiming: 'before',
      minutesBefore: 15,
      weekendOnly: false,
      times: {
        ...newYork,
        timeZone: 'America/New_York',
        calculationMethod: 'MuslimWorldLeague',
        madhab: 'shafi',
        highLatitudeRule: 'auto',
      },
    };
    const there = nextReminder(atNewYork, new Date(now.getTime() + 60_000))!;
    const after = nextReminder(atNewYork, new Date(there.dueAt.getTime() + 60_000))!;
    await tick(there.dueAt);
    expect(fake.received).toHaveLength(1);
    expect(fake.received[0]!.body.toLowerCase()).toContain(there.prayer);
    // Then New York's next one, and never London's Fajr: the person is no longer there.
    await tick(after.dueAt);
    await tick(FAJR_REMINDER);
    const sent = await recent(client);
    expect(sent.map((r) => `${r.prayer} ${r.prayerDate}`).sort()).toEqual(
      [`${there.prayer} ${there.prayerDate}`, `${after.prayer} ${after.prayerDate}`].sort(),
    );
    expect(fake.received).toHaveLength(2);
  });

  it('a new place whose reminder comes before the old one is reminded at its own minute (prayer tracking tells reminders at once)', async () => {
    const { client } = await londonPerson();
    const istanbul = { latitude: 41.01, longitude: 28.98, placeName: 'Istanbul' };
    await client.put('/api/prayer-settings', {
      location: istanbul,
      locationConsent: true,
      timeZone: 'Europe/Istanbul',
    });
    const there = nextReminder(
      {
        reminderTiming: 'before',
        minutesBefore: 15,
        weekendOnly: false,
        times: {
          ...istanbul,
          timeZone: 'Europe/Istanbul',
          calculationMethod: 'MuslimWorldLeague',
          madhab: 'shafi',
          highLatitudeRule: 'auto',
        },
      },
      new Date(now.getTime() + 60_000),
    )!;
    // Istanbul's next reminder falls hours before London's Fajr reminder.
    expect(there.dueAt.getTime()).toBeLessThan(FAJR_REMINDER.getTime());
    await tick(there.dueAt);
    expect(fake.received).toHaveLength(1);
    expect(await recent(client)).toMatchObject([
      { prayer: there.prayer, prayerDate: there.prayerDate, status: 'sent' },
    ]);
  });

  it('saving new settings reschedules at once', async () => {
    const { client } = await londonPerson();
    await client.post('/api/reminders/settings', { reminderTiming: 'at' });
    await tick(FAJR_REMINDER);
    expect(fake.received).toEqual([]);
    await tick(new Date('2026-06-10T02:40:00Z'));
    expect(fake.received).toHaveLength(1);
    await client.post('/api/reminders/settings', { enabled: false });
    await tick(new Date('2026-06-10T12:01:00Z'));
    expect(fake.received).toHaveLength(1);
  });
});

describe('the test SMS', () => {
  it('needs a number first, sends one, and is limited per person with a 429', async () => {
    const { client } = await registeredClient(t.app);
    const empty = await client.post('/api/reminders/test', { phoneNumber: '', personalityType: 'gentle' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Please enter your phone number first');
    const numbers = ['+447911123401', '+447911123402', '+447911123403', '+447911123404', '+447911123405'];
    for (const phoneNumber of numbers) {
      const sent = await client.post('/api/reminders/test', { phoneNumber, personalityType: 'gentle' });
      expect(sent.statusCode).toBe(200);
      expect(sent.json().message).toBe('Test Message Sent!');
    }
    expect(fake.received).toHaveLength(5);
    expect(fake.received[0]!.body).toContain('A gentle reminder');
    const limited = await client.post('/api/reminders/test', {
      phoneNumber: '+447911123406',
      personalityType: 'gentle',
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('Too many test messages. Please try again later.');
    expect(fake.received).toHaveLength(5);
  });

  it('is limited per number, whoever asks', async () => {
    for (let i = 0; i < 3; i++) {
      const { client } = await registeredClient(t.app);
      expect((await client.post('/api/reminders/test', { phoneNumber: '+923001234567' })).statusCode).toBe(
        200,
      );
    }
    const { client } = await registeredClient(t.app);
    expect((await client.post('/api/reminders/test', { phoneNumber: '+92 300 1234567' })).statusCode).toBe(
      429,
    );
    expect(fake.received).toHaveLength(3);
  });
});

describe("Twilio's status callback", () => {
  const post = (params: Record<string, string>, signature?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/reminders/status',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature':
          signature ?? twilio.getExpectedTwilioSignature(AUTH_TOKEN, CALLBACK_URL, params),
      },
      payload: new URLSearchParams(params).toString(),
    });

  it('records delivered, refuses a bad signature, and a STOP turns SMS off for that person', async () => {
    // Twilio signs the public address it posts to.
    await ownAppWithTwilio({ PUBLIC_URL: 'https://hidaya.example.org' });
    const { client } = await londonPerson();
    await tick(FAJR_REMINDER);
    const sid = fake.received[0]!.sid;
    const forged = await post({ MessageSid: sid, MessageStatus: 'failed' }, 'bad-signature');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe('The request signature is not valid');
    const delivered = await post({ MessageSid: sid, MessageStatus: 'delivered' });
    expect(delivered.statusCode).toBe(200);
    expect(await recent(client)).toMatchObject([{ status: 'delivered' }]);

    const optedOut = await post({ MessageSid: sid, MessageStatus: 'failed', ErrorCode: '21610' });
    expect(optedOut.statusCode).toBe(200);
    expect((await client.get('/api/reminders/settings')).json().smsOptedOut).toBe(true);
    await tick(DHUHR_REMINDER);
    expect(fake.received).toHaveLength(1);
  });
});

describe('web push', () => {
  const subscription = (endpoint: string) => ({
    endpoint,
    keys: {
      p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      auth: 'tBHItJI5svbpez7KI4CCXg',
    },
  });

  it('gives the VAPID key, sends a push-only reminder to each browser without a phone number, and removes a gone subscription', async () => {
    pushed.length = 0;
    const { client } = await registeredClient(t.app);
    expect((await client.get('/api/reminders/push-key')).json()).toEqual({ publicKey: 'BPUBLICKEYFORTESTS' });
    await client.put('/api/prayer-settings', {
      location: { latitude: 51.51, longitude: -0.13, placeName: 'London' },
      locationConsent: true,
      timeZone: 'Europe/London',
    });
    for (const endpoint of ['https://push.example.org/a', 'https://push.example.org/gone'])
      expect(
        (await client.post('/api/reminders/push-subscriptions', subscription(endpoint))).statusCode,
      ).toBe(200);
    expect(
      (await client.post('/api/reminders/settings', { enabled: true, channel: 'push' })).statusCode,
    ).toBe(200);
    await tick(FAJR_REMINDER);
    expect(pushed).toEqual([
      {
        endpoint: 'https://push.example.org/a',
        payload: { title: 'Hidaya', body: expect.stringContaining('Fajr is in 15 minutes') },
      },
    ]);
    expect(fake.received).toEqual([]);
    expect(await recent(client)).toMatchObject([{ channel: 'push', status: 'sent' }]);
    expect((await client.get('/api/user/data')).json().reminders.pushSubscriptions).toBe(1);

    await client.delete('/api/reminders/push-subscriptions', { endpoint: 'https://push.example.org/a' });
    await tick(DHUHR_REMINDER);
    expect(pushed).toHaveLength(1);
    expect((await recent(client))[0]).toMatchObject({ prayer: 'dhuhr', channel: 'push', status: 'failed' });
  });

  it('both: SMS and push for the same reminder, each once', async () => {
    pushed.length = 0;
    const { client } = await londonPerson({ channel: 'both' });
    await client.post('/api/reminders/push-subscriptions', subscription('https://push.example.org/b'));
    await tick(FAJR_REMINDER);
    await tick(FAJR_REMINDER);
    expect(fake.received).toHaveLength(1);
    expect(pushed).toHaveLength(1);
  });
});

describe("the person's data download", () => {
  it('holds their reminder settings and every reminder handed out, with its words and status', async () => {
    const { client } = await londonPerson();
    await tick(FAJR_REMINDER);
    const download = await client.get('/api/user/data');
    expect(download.statusCode).toBe(200);
    expect(download.json().reminders).toMatchObject({
      settings: { enabled: true, phoneNumber: PHONE, reminderTiming: 'before', minutesBefore: 15 },
      deliveries: [
        {
          prayer: 'fajr',
          prayerDate: '2026-06-10',
          timing: 'before',
          channel: 'sms',
          status: 'sent',
          body: expect.stringContaining('Fajr is in 15 minutes'),
        },
      ],
      pushSubscriptions: 0,
    });
  });
});

describe('without Twilio', () => {
  it('keeps the reminder in the outbox', async () => {
    // Its app's job handlers are declared on an inline queue of its own; the shared one's come back after.
    const shared = inline;
    inline = inlineJobs();
    onTestFinished(() => {
      inline = shared;
    });
    const own = await createTestApp({
      clock: { now: () => now },
      jobs: storedJobs(),
    });
    try {
      const first = t;
      t = own;
      await londonPerson();
      t = first;
      await tick(FAJR_REMINDER);
      const rows = await own.database.db.execute(
        sql`select channel, recipient, body from outbox_messages where channel = 'sms'`,
      );
      expect((rows as unknown as { rows: unknown[] }).rows).toEqual([
        { channel: 'sms', recipient: PHONE, body: expect.stringContaining('Fajr is in 15 minutes') },
      ]);
    } finally {
      await own.close();
    }
  });
});
