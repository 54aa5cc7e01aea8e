/**
 * The reminders' minute tick (decision 032) with a million people with reminders on. The people live
 * in 40 cities (25,000 each): everyone of a city is due in the same minute, from the city's real prayer
 * times. The tick runs minute after minute for three hours. Measured apart:
 * - the tick: the time to find what is due and queue it (one due job per 1000 people, one statement),
 *   with its sweep for stuck deliveries. Target: p99 under 1 s.
 * - the due jobs of each minute, run one after the other as one worker would: claim, record each
 *   delivery once, move each person to their next reminder, queue the send jobs.
 * Every job goes into the real queue (pg-boss in the same database); none is run by a worker: the due
 * jobs are run by the benchmark, the send jobs are counted (they are the provider's time).
 *
 *   BENCH_DATABASE_URL=postgres://... npx tsx bench/reminders-tick.ts
 *   BENCH_PEOPLE=100000 npx tsx bench/reminders-tick.ts   # PGlite, fewer people
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client';
import { nextReminder, type SchedulePlan } from '../src/server/features/reminders/schedule';
import { processDue, REMINDERS_DUE, reminderTick } from '../src/server/features/reminders/tick';
import { pgBossJobs } from '../src/server/platform/jobs/pg-boss';
import type { Jobs } from '../src/server/platform/jobs/port';
import { openBenchDatabase, rows } from './support/bench-app';

const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 1_000_000);
const TICKS = Number(process.env.BENCH_TICKS ?? 180);
const START = new Date('2026-06-10T00:00:00Z');

const CITIES: [number, number, string][] = [
  [51.51, -0.13, 'Europe/London'],
  [48.86, 2.35, 'Europe/Paris'],
  [41.01, 28.98, 'Europe/Istanbul'],
  [21.42, 39.83, 'Asia/Riyadh'],
  [24.86, 67.01, 'Asia/Karachi'],
  [31.55, 74.34, 'Asia/Karachi'],
  [30.04, 31.24, 'Africa/Cairo'],
  [33.57, -7.59, 'Africa/Casablanca'],
  [-6.21, 106.85, 'Asia/Jakarta'],
  [3.14, 101.69, 'Asia/Kuala_Lumpur'],
  [23.81, 90.41, 'Asia/Dhaka'],
  [40.71, -74.01, 'America/New_York'],
  [41.88, -87.63, 'America/Chicago'],
  [34.05, -118.24, 'America/Los_Angeles'],
  [43.65, -79.38, 'America/Toronto'],
  [59.33, 18.07, 'Europe/Stockholm'],
  [69.65, 18.96, 'Europe/Oslo'],
  [52.52, 13.4, 'Europe/Berlin'],
  [25.2, 55.27, 'Asia/Dubai'],
  [35.69, 51.39, 'Asia/Tehran'],
  [33.31, 44.37, 'Asia/Baghdad'],
  [36.75, 3.06, 'Africa/Algiers'],
  [6.52, 3.38, 'Africa/Lagos'],
  [-33.92, 18.42, 'Africa/Johannesburg'],
  [-33.87, 151.21, 'Australia/Sydney'],
  [28.61, 77.21, 'Asia/Kolkata'],
  [39.9, 116.4, 'Asia/Shanghai'],
  [14.6, 120.98, 'Asia/Manila'],
  [9.03, 38.74, 'Africa/Addis_Ababa'],
  [2.05, 45.32, 'Africa/Mogadishu'],
  [15.5, 32.56, 'Africa/Khartoum'],
  [33.89, 35.5, 'Asia/Beirut'],
  [31.95, 35.93, 'Asia/Amman'],
  [29.38, 47.99, 'Asia/Kuwait'],
  [25.29, 51.53, 'Asia/Qatar'],
  [23.59, 58.41, 'Asia/Muscat'],
  [41.3, 69.24, 'Asia/Tashkent'],
  [43.24, 76.89, 'Asia/Almaty'],
  [40.41, 49.87, 'Asia/Baku'],
  [64.15, -21.94, 'Atlantic/Reykjavik'],
];

const planOf = (latitude: number, longitude: number, timeZone: string): SchedulePlan => ({
  reminderTiming: 'before',
  minutesBefore: 15,
  weekendOnly: false,
  times: {
    latitude,
    longitude,
    placeName: null,
    timeZone,
    calculationMethod: 'MuslimWorldLeague',
    madhab: 'shafi',
    highLatitudeRule: 'auto',
  },
});

const counted = { jobs: 0 };
/** The due jobs the tick queued, run by the benchmark after it. */
const dueJobs: { userIds: number[] }[] = [];
/** The deliveries handed to send jobs: marked sent after each minute, as the senders would. */
const sentIds: number[] = [];
/** The real queue (pg-boss in the same database, no worker): every job is inserted as in production. */
function queueing(queue: Jobs): Jobs {
  return {
    ...queue,
    sendMany: async (name, data) => {
      await queue.sendMany(name, data);
      if (name === REMINDERS_DUE) dueJobs.push(...(data as { userIds: number[] }[]));
      else {
        counted.jobs += data.length;
        sentIds.push(...(data as { deliveryIds: number[] }[]).flatMap((d) => d.deliveryIds));
      }
    },
  };
}

async function seed(db: Db) {
  const cities = JSON.stringify(CITIES.map(([lat, lon, zone], i) => ({ i, lat, lon, zone })));
  await db.execute(sql`
    insert into users (username, email, password)
    select 'r_' || g, 'r_' || g || '@mail.test', 'not-a-login' from generate_series(1, ${PEOPLE}) g`);
  await db.execute(sql`
    insert into prayer_settings (user_id, latitude, longitude, time_zone)
    select u.id, c.lat, c.lon, c.zone from users u
    join json_to_recordset(${cities}::json) as c(i int, lat float8, lon float8, zone text)
      on c.i = u.id % ${CITIES.length}`);
  await db.execute(sql`
    insert into reminder_settings (user_id, enabled, phone_number)
    select id, true, '+447911' || lpad((id % 1000000)::text, 6, '0') from users`);
  // Each person's real next reminder from START: everyone of a city is due in the same minute.
  const due = JSON.stringify(
    CITIES.map(([latitude, longitude, timeZone], i) => {
      const next = nextReminder(planOf(latitude, longitude, timeZone), START)!;
      return {
        i,
        prayer: next.prayer,
        prayer_date: next.prayerDate,
        timing: next.timing,
        due_at: next.dueAt.toISOString(),
      };
    }),
  );
  await db.execute(sql`
    insert into reminder_due (user_id, prayer, prayer_date, timing, due_at)
    select u.id, c.prayer, c.prayer_date, c.timing, c.due_at from users u
    join json_to_recordset(${due}::json)
      as c(i int, prayer text, prayer_date date, timing text, due_at timestamptz)
      on c.i = u.id % ${CITIES.length}`);
  await db.execute(sql`analyze`);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

async function main() {
  const { database, label } = await openBenchDatabase();
  const db = database.db;
  const seeding = performance.now();
  await seed(db);
  console.log(
    `${label}: ${PEOPLE.toLocaleString('en')} people with reminders seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
  );
  let now = START;
  const clock = { now: () => now };
  const queue = pgBossJobs(database);
  await queue.start();
  const jobs = queueing(queue);
  const tick = reminderTick(db, clock, jobs);
  const due = processDue(db, clock, jobs);
  // The first tick after the seed takes every reminder "due" since START (none): warm up.
  await tick();
  const times: number[] = [];
  const sizes: number[] = [];
  const work: number[] = [];
  for (let minute = 1; minute <= TICKS; minute++) {
    now = new Date(START.getTime() + minute * 60_000);
    const started = performance.now();
    const { due: found } = await tick();
    times.push(performance.now() - started);
    sizes.push(found);
    const working = performance.now();
    for (const job of dueJobs.splice(0)) await due(job);
    work.push(performance.now() - working);
    // The senders' part, untimed: otherwise the sweep would find every delivery still queued.
    const sent = sentIds.splice(0);
    if (sent.length > 0)
      await db.execute(
        sql`update reminder_deliveries set status = 'sent' where id = any(${`{${sent.join(',')}}`}::int[])`,
      );
  }
  const sorted = [...times].sort((x, y) => x - y);
  const busy = times.filter((_, i) => sizes[i]! > 0).sort((x, y) => x - y);
  const busyWork = work.filter((_, i) => sizes[i]! > 0).sort((x, y) => x - y);
  const [recorded] = rows<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from reminder_deliveries`),
  );
  console.log(
    `${TICKS} minute ticks from 00:00 UTC: ${busy.length} with reminders due, at most ${Math.max(...sizes)} in one minute`,
  );
  console.log(
    `  every tick: p50 ${percentile(sorted, 0.5).toFixed(0)} ms, p99 ${percentile(sorted, 0.99).toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms`,
  );
  console.log(
    `  ticks with reminders: p50 ${percentile(busy, 0.5).toFixed(0)} ms, p95 ${percentile(busy, 0.95).toFixed(0)} ms, p99 ${percentile(busy, 0.99).toFixed(0)} ms`,
  );
  console.log(
    `  their due jobs, one worker: p50 ${percentile(busyWork, 0.5).toFixed(0)} ms, p95 ${percentile(busyWork, 0.95).toFixed(0)} ms, p99 ${percentile(busyWork, 0.99).toFixed(0)} ms`,
  );
  const bursts = new Map<number, number[]>();
  sizes.forEach((size, i) => size > 0 && bursts.set(size, [...(bursts.get(size) ?? []), i]));
  for (const [size, at] of [...bursts].sort(([x], [y]) => x - y)) {
    const ticks = at.map((i) => times[i]!);
    const jobs = at.map((i) => work[i]!);
    console.log(
      `  ${size.toLocaleString('en')} due in a minute (${at.length} minutes): tick at most ${Math.max(...ticks).toFixed(0)} ms, its due jobs at most ${Math.max(...jobs).toFixed(0)} ms`,
    );
  }
  console.log(
    `${recorded?.n} deliveries recorded, ${counted.jobs} send jobs queued; target: the tick's p99 < 1000 ms`,
  );
  await queue.stop();
  await database.close();
}

await main();
