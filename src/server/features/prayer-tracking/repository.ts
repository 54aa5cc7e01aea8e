import { and, asc, between, desc, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { MAIN_PRAYERS } from '@/contracts/prayer-tracking';
import type { Db } from '../../db/client';
import {
  prayerDays,
  prayerRecords,
  prayerSettings,
  prayerTotals,
  prayerVersions,
  streaks,
  userActivities,
  userPoints,
} from '../../db/schema/prayer-tracking';

export type PrayerRecordRow = typeof prayerRecords.$inferSelect;
export type PrayerSettingsRow = typeof prayerSettings.$inferSelect;
export type ActivityRow = typeof userActivities.$inferSelect;
export type StreakRow = typeof streaks.$inferSelect;
export type NewPrayerRecord = Omit<typeof prayerRecords.$inferInsert, 'id' | 'createdAt'> & {
  prayerTime?: Date | null;
};

export const DAILY_PRAYER = 'daily_prayer';

const userId = sql.placeholder('userId');
const from = sql.placeholder('from');
const to = sql.placeholder('to');
/** What prayer times are computed from: the settings row's columns, null before it is saved. */
export type TimesSettingsRow = {
  [
    K in
      | 'latitude'
      | 'longitude'
      | 'placeName'
      | 'timeZone'
      | 'calculationMethod'
      | 'madhab'
      | 'highLatitudeRule'
  ]: PrayerSettingsRow[K] | null;
};
/**
 * A record as the daily view reads it: [id, prayerType, its date as days after the range's first,
 * completed, onTime, pointsEarned].
 */
export type DayRecord = [number, string, number, boolean, boolean, number];
/**
 * The days of the month view that have a roll-up, as three arrays in the same order: each day's
 * distance in days from the range's first date, its prayers bitmask (prayerBit) and its points.
 */
export type MonthDays = [number[] | null, number[] | null, number[] | null];

/** A main prayer's bit in prayer_days.prayers (MAIN_PRAYERS order: fajr 1 ... isha 16); 0 for others. */
export const prayerBit = (type: string): number => {
  const index = (MAIN_PRAYERS as readonly string[]).indexOf(type);
  return index < 0 ? 0 : 1 << index;
};
/** The same in SQL, for a prayer type column. */
export const prayerBitSql = (type: SQL) =>
  sql`(case ${type} ${sql.join(
    MAIN_PRAYERS.map(
      (prayer) => sql`when ${sql.raw(`'${prayer}'`)} then ${sql.raw(String(prayerBit(prayer)))}`,
    ),
    sql` `,
  )} else 0 end)`;

/** The settings columns as JSON properties of the same names (what `TimesSettingsRow` reads). */
const settingsJson = sql`'latitude', s.latitude, 'longitude', s.longitude, 'placeName', s.place_name,
  'timeZone', s.time_zone, 'calculationMethod', s.calculation_method, 'madhab', s.madhab,
  'highLatitudeRule', s.high_latitude_rule`;
const dailyStreakOf = sql`st.user_id = ${userId} and st.streak_type = ${sql.raw(`'${DAILY_PRAYER}'`)}`;

/**
 * The hot reads, each one prepared statement and one round trip: the person's settings (their time
 * zone decides what "today" is) come with the rows, read over a range wide enough for any time zone
 * and narrowed in the service. Each answer is one JSON value built by the database: the client
 * parses one column instead of decoding each (about a fifth of the client's cost of the query).
 */
function hotReads(db: Db) {
  const person = sql`(select 1) one left join ${prayerSettings} s on s.user_id = ${userId}`;
  /** The person's prayer version in the same snapshot as the rest of the read (0 before any change). */
  const version = sql`'version', coalesce((select v.version from ${prayerVersions} v where v.user_id = ${userId}), 0)`;
  return {
    today: preparedRaw<{ read: TimesSettingsRow & { version: number; records: DayRecord[] | null } }>(
      db,
      'prayer_today',
      sql`select json_build_object(${settingsJson}, ${version},
        'records', (select json_agg(json_build_array(r.id, r.prayer_type, r.prayer_date - ${from}::date, r.completed, r.on_time, r.points_earned))
          from ${prayerRecords} r where r.user_id = ${userId} and r.prayer_date between ${from} and ${to})) as read
        from ${person}`,
    ),
    month: preparedRaw<{
      read: {
        version: number;
        timeZone: string | null;
        currentStreak: number | null;
        lastPrayerDate: string | null;
        /**
         * The month's days that have anything, from the roll-up alone. Integers, not dates and one
         * array a day: the database writes them and the server reads them back for less.
         */
        days: MonthDays | null;
      };
    }>(
      db,
      'prayer_month',
      sql`select json_build_object(${version}, 'timeZone', s.time_zone, 'currentStreak', st.current_streak,
        'lastPrayerDate', st.last_prayer_date,
        'days', (select json_build_array(array_agg(p.date - ${from}::date), array_agg(p.prayers), array_agg(p.points))
          from ${prayerDays} p where p.user_id = ${userId} and p.date between ${from} and ${to})) as read
        from ${person} left join ${streaks} st on ${dailyStreakOf}`,
    ),
    stats: preparedRaw<{
      read: {
        version: number;
        timeZone: string | null;
        currentStreak: number | null;
        longestStreak: number | null;
        lastPrayerDate: string | null;
        totalPoints: number | null;
        /** Main prayers completed by day, keyed by days after the range's first date. */
        completed: Record<string, number> | null;
      };
    }>(
      db,
      'prayer_stats',
      sql`select json_build_object(${version}, 'timeZone', s.time_zone, 'currentStreak', st.current_streak,
        'longestStreak', st.longest_streak, 'lastPrayerDate', st.last_prayer_date,
        'totalPoints', (select u.total_points from ${userPoints} u where u.user_id = ${userId}),
        'completed', (select json_object_agg(p.date - ${from}::date, p.completed_count)
          from ${prayerDays} p where p.user_id = ${userId} and p.date between ${from} and ${to})) as read
        from ${person} left join ${streaks} st on ${dailyStreakOf}`,
    ),
    settings: db
      .select()
      .from(prayerSettings)
      .where(eq(prayerSettings.userId, userId))
      .prepare('prayer_settings'),
    /** The settings a write is computed from, with the version they were read at (see recordWrites). */
    writeContext: preparedRaw<{ read: TimesSettingsRow & { version: number } }>(
      db,
      'prayer_write_context',
      sql`select json_build_object(${settingsJson}, ${version}) as read from ${person}`,
    ),
    // float8: node-postgres hands int8 over as a string; a transaction id is far below 2^53.
    version: preparedRaw<{ version: number }>(
      db,
      'prayer_version',
      sql`select version::float8 as version from ${prayerVersions} where user_id = ${userId}`,
    ),
  };
}

/** Everything prayer tracking stores. `tx` methods take the transaction they must run in. */
export function prayerTrackingRepository(db: Db) {
  const reads = hotReads(db);
  const writes = recordWrites(db);
  return {
    async todayReads(id: number, range: { from: string; to: string }) {
      return (await reads.today({ userId: id, ...range }))[0]!.read;
    },

    async monthReads(id: number, range: { from: string; to: string }) {
      return (await reads.month({ userId: id, ...range }))[0]!.read;
    },

    async statsReads(id: number, range: { from: string; to: string }) {
      return (await reads.stats({ userId: id, ...range }))[0]!.read;
    },

    /** The person's prayer version (see prayerVersions): one primary-key row; 0 before any change. */
    async version(id: number): Promise<number> {
      const [row] = await reads.version({ userId: id });
      return row?.version ?? 0;
    },

    /** The settings a record is computed from and the person's version in the same snapshot. */
    async writeContext(id: number) {
      return (await reads.writeContext({ userId: id }))[0]!.read;
    },

    async settings(id: number): Promise<PrayerSettingsRow | undefined> {
      const [row] = await reads.settings.execute({ userId: id });
      return row;
    },

    async saveSettings(
      userId: number,
      values: Partial<typeof prayerSettings.$inferInsert>,
    ): Promise<PrayerSettingsRow> {
      const [row] = await db
        .insert(prayerSettings)
        .values({ userId, ...values, updatedAt: new Date() })
        .onConflictDoUpdate({ target: prayerSettings.userId, set: { ...values, updatedAt: new Date() } })
        .returning();
      return row!;
    },

    recordsBetween(userId: number, from: string, to: string): Promise<PrayerRecordRow[]> {
      return db
        .select()
        .from(prayerRecords)
        .where(and(eq(prayerRecords.userId, userId), between(prayerRecords.prayerDate, from, to)))
        .orderBy(asc(prayerRecords.prayerDate), asc(prayerRecords.id));
    },

    allStreaks(userId: number): Promise<StreakRow[]> {
      return db.select().from(streaks).where(eq(streaks.userId, userId)).orderBy(asc(streaks.streakType));
    },

    async totalPoints(userId: number): Promise<number> {
      const [row] = await db.select().from(userPoints).where(eq(userPoints.userId, userId));
      return row?.totalPoints ?? 0;
    },

    recentActivities(userId: number, limit: number): Promise<ActivityRow[]> {
      return db
        .select()
        .from(userActivities)
        .where(eq(userActivities.userId, userId))
        .orderBy(desc(userActivities.completedAt), desc(userActivities.id))
        .limit(limit);
    },

    /**
     * A record and its roll-ups, one statement (see withRollUps); a duplicate raises the unique
     * violation. Written only while the person's version is `expected` (what the values were computed
     * from is unchanged): undefined when it is not, else the record and the person's new version.
     */
    async insertRecord(
      values: NewPrayerRecord,
      now: Date,
      inRamadan: boolean,
      expected: number,
    ): Promise<{ record: PrayerRecordRow; version: number } | undefined> {
      const row = {
        prayerTime: null,
        completed: true,
        onTime: false,
        pointsEarned: 0,
        notes: null,
        ...values,
      };
      const [first] = await writes.insert({
        ...row,
        prayerTime: row.prayerTime?.toISOString() ?? null,
        now: now.toISOString(),
        ramadan: inRamadan ? 1 : 0,
        expected,
      });
      if (!first) return undefined;
      return { record: { ...row, id: Number(first.id), createdAt: now }, version: first.version };
    },
    /**
     * Deletes one of the person's records with its roll-ups; false when there is none. Its date is
     * read first (one small read), since whether it fell in Ramadan is known only here, not in SQL.
     */
    async deleteOwnRecord(userId: number, id: number, now: Date, inRamadan: (date: string) => boolean) {
      const [found] = await db
        .select({ prayerDate: prayerRecords.prayerDate })
        .from(prayerRecords)
        .where(and(eq(prayerRecords.id, id), eq(prayerRecords.userId, userId)));
      if (!found) return false;
      const rows = await writes.remove({
        userId,
        id,
        now: now.toISOString(),
        ramadan: inRamadan(found.prayerDate) ? 1 : 0,
      });
      return rows.length > 0;
    },

    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx as unknown as Db));
    },
  };
}

/**
 * The daily_prayer streak (decision 007) from the perfect days: the runs of consecutive dates with all five
 * prayers ("gaps and islands"); the most recent run and the longest are kept. `perfect` is a query of
 * the perfect dates. Reads the person's perfect days only, through a partial index.
 */
const streakUpsert = (
  userId: number | Placeholder,
  perfect: SQL,
  now: string | Placeholder,
  onlyIf: SQL = sql`true`,
) => sql`
  runs as (
    select max(date) as last_date, count(*)::int as length
    from (select date, date - (row_number() over (order by date))::int as run from (${perfect}) p) numbered
    group by run
  ),
  streak as (
    insert into ${streaks} (user_id, streak_type, current_streak, longest_streak, last_prayer_date, updated_at)
    select ${userId}::int, ${DAILY_PRAYER}::text,
      coalesce((select length from runs order by last_date desc limit 1), 0),
      coalesce((select max(length) from runs), 0),
      (select last_date from runs order by last_date desc limit 1),
      ${now}::timestamptz
    where ${onlyIf}
    on conflict (user_id, streak_type) do update set current_streak = excluded.current_streak,
      longest_streak = excluded.longest_streak, last_prayer_date = excluded.last_prayer_date,
      updated_at = excluded.updated_at
    returning 1
  )`;

/**
 * A record change with its roll-ups, in one statement (so one round trip and atomic without a
 * transaction): `changed` is a CTE of the record inserted or deleted; its day in prayer_days (count,
 * points, prayers bitmask), the point total and the counts other features read (on-time Fajr, prayers
 * in Ramadan: the `ramadan` value, 1 or 0, says whether the record's date is in it) follow, and the streak
 * is recomputed only when the day became or stopped being perfect. The streak sees the day's new state
 * through `day`, since a statement's own changes are not visible to its other parts. Its values are
 * placeholders (`userId`, `now`, `ramadan` and those of `changed`): the text is built once and
 * prepared (see `writes`).
 */
function withRollUps(changed: SQL, sign: 1 | -1) {
  const userId = sql.placeholder('userId');
  const now = sql.placeholder('now');
  const main = sql`(${prayerBitSql(sql`c.prayer_type`)} <> 0)::int`;
  const bit = prayerBitSql(sql`c.prayer_type`);
  const day =
    sign === 1
      ? sql`insert into ${prayerDays} as d (user_id, date, completed_count, points, prayers)
          select c.user_id, c.prayer_date, ${main}, c.points_earned, case when c.completed then ${bit} else 0 end
          from changed c
          on conflict (user_id, date) do update set
            completed_count = d.completed_count + excluded.completed_count,
            points = d.points + excluded.points,
            prayers = d.prayers | excluded.prayers
          returning d.date, d.completed_count as after`
      : sql`update ${prayerDays} as d set
            completed_count = greatest(d.completed_count - ${main}, 0),
            points = d.points - c.points_earned,
            prayers = d.prayers & ~${bit}
          from changed c where d.user_id = c.user_id and d.date = c.prayer_date
          returning d.date, d.completed_count as after`;
  const perfect = sql`select date from ${prayerDays} where user_id = ${userId} and completed_count = 5
      and date <> (select date from day)
    union all select date from day where after = 5`;
  const onTimeFajr = sql`(c.prayer_type = 'fajr' and c.on_time)::int`;
  const ramadan = sql`${sql.placeholder('ramadan')}::int`;
  const counted = sql`${main} = 1 and c.completed and (c.prayer_type = 'fajr' and c.on_time or ${ramadan} = 1)`;
  const totals =
    sign === 1
      ? sql`insert into ${prayerTotals} as t (user_id, on_time_fajr, ramadan_prayers)
          select c.user_id, ${onTimeFajr}, ${ramadan} from changed c where ${counted}
          on conflict (user_id) do update set on_time_fajr = t.on_time_fajr + excluded.on_time_fajr,
            ramadan_prayers = t.ramadan_prayers + excluded.ramadan_prayers
          returning 1`
      : sql`update ${prayerTotals} as t set on_time_fajr = greatest(t.on_time_fajr - ${onTimeFajr}, 0),
            ramadan_prayers = greatest(t.ramadan_prayers - ${ramadan}, 0)
          from changed c where t.user_id = c.user_id and ${counted}
          returning 1`;
  const becamePerfectOrNot = sql`exists (select 1 from day, changed c
    where (after = 5) <> (after - ${sign}::int * ${main} = 5))`;
  return sql`with changed as (${changed}),
    day as (${day}),
    points as (
      insert into ${userPoints} as u (user_id, total_points)
      select c.user_id, ${sign}::int * c.points_earned from changed c where c.points_earned <> 0
      on conflict (user_id) do update set total_points = u.total_points + excluded.total_points
      returning 1
    ),
    totals as (${totals}),
    ${streakUpsert(userId, perfect, now, becamePerfectOrNot)}
    select c.id, pg_current_xact_id()::text::float8 as version from changed c`;
}

/**
 * The two writes of a record with its roll-ups (withRollUps), each built once and prepared by name:
 * PostgreSQL parses the long statement once per connection and reuses its plan, instead of parsing
 * and planning it on every write (about as much server time as running it).
 */
function recordWrites(db: Db) {
  const v = (name: string) => sql.placeholder(name);
  // Only while the person's version is the one the values were computed at (insertRecord).
  const insert = sql`insert into ${prayerRecords}
      (user_id, prayer_type, prayer_date, prayer_time, completed, on_time, points_earned, notes, created_at)
      select ${v('userId')}::int, ${v('prayerType')}::text, ${v('prayerDate')}::date, ${v('prayerTime')}::timestamptz,
        ${v('completed')}::boolean, ${v('onTime')}::boolean, ${v('pointsEarned')}::int, ${v('notes')}::text,
        ${v('now')}::timestamptz
      where coalesce((select version from ${prayerVersions} where user_id = ${v('userId')}::int), 0) = ${v('expected')}::bigint
      returning id, user_id, prayer_type, prayer_date, completed, on_time, points_earned`;
  const remove = sql`delete from ${prayerRecords} where id = ${v('id')} and user_id = ${v('userId')}
      returning id, user_id, prayer_type, prayer_date, completed, on_time, points_earned`;
  return {
    insert: preparedRaw<{ id: number; version: number }>(db, 'prayer_record_insert', withRollUps(insert, 1)),
    remove: preparedRaw<{ id: number; version: number }>(db, 'prayer_record_delete', withRollUps(remove, -1)),
  };
}

const dialect = new PgDialect({ casing: 'snake_case' });

/** A statement written in SQL, prepared by name like the query builder's `.prepare(name)`. */
function preparedRaw<Row>(db: Db, name: string, statement: SQL) {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(statement), undefined, name, false);
  return async (values: Record<string, unknown>): Promise<Row[]> =>
    ((await prepared.execute(values)) as { rows: Row[] }).rows;
}

/** Writes that keep the roll-ups (prayer_days, user_points, streaks) in step with the records. */
export const tx = {
  async addPoints(t: Db, userId: number, delta: number): Promise<void> {
    if (delta === 0) return;
    await t
      .insert(userPoints)
      .values({ userId, totalPoints: delta })
      .onConflictDoUpdate({
        target: userPoints.userId,
        set: { totalPoints: sql`${userPoints.totalPoints} + ${delta}` },
      });
  },

  /** Recomputes the daily_prayer streak from the stored perfect days (seeding, repairs). */
  async recomputeDailyStreak(t: Db, userId: number, now = new Date()): Promise<void> {
    await t.execute(
      sql`with ${streakUpsert(
        userId,
        sql`select date from ${prayerDays} where user_id = ${userId} and completed_count = 5`,
        now.toISOString(),
      )} select 1`,
    );
  },

  async insertActivity(t: Db, values: typeof userActivities.$inferInsert): Promise<ActivityRow> {
    const [row] = await t.insert(userActivities).values(values).returning();
    return row!;
  },

  /**
   * A quick action's activity of the day: inserted, or the one already logged that day for the same
   * action (the once-a-day index) when there is one.
   */
  async insertActivityOnce(
    t: Db,
    values: typeof userActivities.$inferInsert & { activityDate: string },
  ): Promise<ActivityRow> {
    const [row] = await t.insert(userActivities).values(values).onConflictDoNothing().returning();
    if (row) return row;
    const [existing] = await t
      .select()
      .from(userActivities)
      .where(
        and(
          eq(userActivities.userId, values.userId),
          eq(userActivities.activityDate, values.activityDate),
          eq(userActivities.activityType, values.activityType),
          sql`coalesce(${userActivities.activitySubtype}, '') = ${values.activitySubtype ?? ''}`,
        ),
      )
      .limit(1);
    return existing!;
  },
};

export type PrayerTrackingRepository = ReturnType<typeof prayerTrackingRepository>;
