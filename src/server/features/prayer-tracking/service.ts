import {
  MAIN_PRAYERS,
  MAX_RANGE_DAYS,
  QUICK_ACTIONS,
  quickActionOf,
  type CalculationMethodId,
  type CreatePrayerRecordInput,
  type LogActivityInput,
  type MainPrayer,
  type MonthlyResponse,
  type PrayerRecord,
  type PrayerSettings,
  type TodayResponse,
  type UpdatePrayerSettingsInput,
  type UserStats,
} from '@/contracts/prayer-tracking';
import { prayerTrackingMessages } from '@/contracts/messages/prayer-tracking';
import { LRUCache } from 'lru-cache';
import type { Clock } from '../../platform/clock';
import { uniqueViolation } from '../../platform/db-errors';
import { BadRequest, Conflict, NotFound } from '../../platform/errors';
import type { VersionedAnswer } from '../../platform/answer-cache';
import { addDays, daysBetween, localDate, localDayEnd, monthBounds } from './dates';
import { isRamadan } from './hijri';
import {
  DAILY_PRAYER,
  type NewPrayerRecord,
  prayerBit,
  type PrayerRecordRow,
  type PrayerSettingsRow,
  type PrayerTrackingRepository,
  type TimesSettingsRow,
  type StreakRow,
  tx,
} from './repository';
import { dayTimes, type TimesSettings, toTimesResponse } from './times';
import {
  completionPoints,
  earnsPoints,
  hasBegun,
  isActive,
  isMainPrayer,
  isOnTime,
  nextWindowChange,
  levelOf,
  trackerPoints,
  windowState,
} from './windows';

export const FALLBACK_TIME_ZONE = 'UTC';
const [FAJR, DHUHR, ASR, MAGHRIB, ISHA] = [
  prayerBit('fajr'),
  prayerBit('dhuhr'),
  prayerBit('asr'),
  prayerBit('maghrib'),
  prayerBit('isha'),
];
/** '01' to '31': a month's dates are written, not computed, day by day. */
/** People whose write context one instance keeps (see writeRecord). */
const WRITE_CONTEXTS_MAX = 10_000;
/** Reads of the settings a write makes at most when other writes of the same person keep landing first. */
const WRITE_ATTEMPTS = 5;

const DAYS_OF_MONTH = Array.from({ length: 31 }, (_, i) => String(i + 1).padStart(2, '0'));
/** About 1 km: coordinates are kept to two decimals (D6, privacy). */
const roundCoordinate = (value: number) => Math.round(value * 100) / 100;

export function toTimesSettings(row: TimesSettingsRow | undefined): TimesSettings {
  return {
    latitude: row?.latitude ?? null,
    longitude: row?.longitude ?? null,
    placeName: row?.placeName ?? null,
    timeZone: row?.timeZone ?? FALLBACK_TIME_ZONE,
    calculationMethod: (row?.calculationMethod ?? 'MuslimWorldLeague') as CalculationMethodId,
    madhab: (row?.madhab ?? 'shafi') as TimesSettings['madhab'],
    highLatitudeRule: (row?.highLatitudeRule ?? 'auto') as TimesSettings['highLatitudeRule'],
  };
}

export function toPrayerRecord(row: PrayerRecordRow): PrayerRecord {
  return {
    id: row.id,
    prayerType: row.prayerType as PrayerRecord['prayerType'],
    prayerDate: row.prayerDate,
    prayerTime: row.prayerTime?.toISOString() ?? null,
    completed: row.completed,
    onTime: row.onTime,
    pointsEarned: row.pointsEarned,
  };
}

/**
 * Dates wide enough to hold "today" in every time zone (UTC-12 to UTC+14 are within a day of UTC),
 * so rows can be read in the same round trip as the settings that say which day it is.
 */
function aroundToday(now: Date): { from: string; to: string } {
  const utc = now.toISOString().slice(0, 10);
  return { from: addDays(utc, -1), to: addDays(utc, 1) };
}

/** The current streak is the stored run only while it ends today or yesterday (D7). */
export function currentStreakOf(
  row: Pick<StreakRow, 'currentStreak' | 'lastPrayerDate'> | undefined,
  today: string,
): number {
  if (!row?.lastPrayerDate) return 0;
  const gap = daysBetween(row.lastPrayerDate, today);
  return gap === 0 || gap === 1 ? row.currentStreak : 0;
}

/**
 * Asked before an activity is linked to a study group: whether this person is a member of it. The
 * community feature answers it (wired in app.ts, since features never import each other both ways);
 * without it no group can be named.
 */
export type GroupMembershipCheck = (userId: number, groupId: number) => Promise<boolean>;

/** The most "at least n" counts the caller asks about; counting stops there. */
export interface ProgressCaps {
  recordsCap: number;
  onTimeCap: number;
}

export interface PrayerProgress {
  /** The person's date and the Sunday its week began on, in their time zone. */
  today: string;
  weekStart: string;
  timeZone: string;
  totalPoints: number;
  currentStreak: number;
  bestStreak: number;
  /** Main prayers completed today, 0 to 5. */
  todayCompleted: number;
  /** Main prayers completed this week, and the points of its records and activities. */
  week: { prayers: number; points: number };
  /** Prayer records of any day and type, counted up to `recordsCap`. */
  records: number;
  /** Prayers recorded on time, counted up to `onTimeCap`. */
  onTimePrayers: number;
}

export function prayerTrackingService(
  repo: PrayerTrackingRepository,
  clock: Clock,
  isGroupMember: GroupMembershipCheck = async () => false,
) {
  async function context(userId: number) {
    const settings = toTimesSettings(await repo.settings(userId));
    const now = clock.now();
    return { settings, now, today: localDate(now, settings.timeZone) };
  }

  /**
   * What this instance last computed each person's records from: their settings and the version they
   * were read at (decision 028). A write computed from them happens only while the version is still
   * that one (the write statement checks it), so it needs no read of its own; the statement answers
   * the version it made, which the next write of the same person starts from.
   */
  const writeContexts = new LRUCache<number, { settings: TimesSettings; version: number }>({
    max: WRITE_CONTEXTS_MAX,
  });

  /**
   * Inserts the record `compute` makes from the person's settings, with its roll-ups, in one
   * statement; a second record of that prayer that day is 409. With settings kept from an earlier
   * write, one round trip: if the version has moved since, or `compute` refuses with them, they are
   * read again (with the version, in one read) and the record computed again, so nothing is written
   * or refused from settings that are no longer the person's.
   */
  async function writeRecord(
    userId: number,
    compute: (context: { settings: TimesSettings; now: Date; today: string }) => NewPrayerRecord,
  ): Promise<PrayerRecordRow> {
    let kept = writeContexts.get(userId);
    for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt++) {
      const fromKept = kept !== undefined;
      if (!kept) {
        const row = await repo.writeContext(userId);
        kept = { settings: toTimesSettings(row), version: row.version };
      }
      const now = clock.now();
      let values: NewPrayerRecord;
      try {
        values = compute({ settings: kept.settings, now, today: localDate(now, kept.settings.timeZone) });
      } catch (error) {
        writeContexts.delete(userId);
        if (!fromKept) throw error;
        kept = undefined;
        continue;
      }
      let written;
      try {
        written = await repo.insertRecord(values, now, isRamadan(values.prayerDate), kept.version);
      } catch (error) {
        if (uniqueViolation(error))
          throw new Conflict(prayerTrackingMessages.prayerAlreadyRecorded, 'prayerType');
        throw error;
      }
      if (written) {
        writeContexts.set(userId, { settings: kept.settings, version: written.version });
        return written.record;
      }
      writeContexts.delete(userId);
      kept = undefined;
    }
    // Another write of the same person landed between each read and write, every time.
    throw new Error(`prayer record not written after ${WRITE_ATTEMPTS} attempts`);
  }

  return {
    async settings(userId: number): Promise<PrayerSettings> {
      return toPrayerSettings(await repo.settings(userId));
    },

    async saveSettings(userId: number, input: UpdatePrayerSettingsInput): Promise<PrayerSettings> {
      const values: Parameters<PrayerTrackingRepository['saveSettings']>[1] = {};
      if (input.location === null)
        Object.assign(values, { latitude: null, longitude: null, placeName: null });
      if (input.location) {
        values.latitude = roundCoordinate(input.location.latitude);
        values.longitude = roundCoordinate(input.location.longitude);
        values.placeName = input.location.placeName || null;
      }
      if (input.timeZone) values.timeZone = input.timeZone;
      if (input.calculationMethod) values.calculationMethod = input.calculationMethod;
      if (input.madhab) values.madhab = input.madhab;
      if (input.highLatitudeRule) values.highLatitudeRule = input.highLatitudeRule;
      return toPrayerSettings(await repo.saveSettings(userId, values));
    },

    async times(userId: number, date: string | undefined) {
      const { settings, now, today } = await context(userId);
      const day = date ?? today;
      return toTimesResponse(settings, day, dayTimes(settings, day), now);
    },

    /** The person's prayer version: what the answers below were read at (see VersionedAnswer). */
    version: (userId: number) => repo.version(userId),

    /** Holds until the end of the person's day or the next change of a prayer's window state. */
    async today(userId: number): Promise<VersionedAnswer<TodayResponse>> {
      const now = clock.now();
      const range = aroundToday(now);
      const row = await repo.todayReads(userId, range);
      const settings = toTimesSettings(row);
      const today = localDate(now, settings.timeZone);
      const computed = dayTimes(settings, today);
      const todayInRange = daysBetween(range.from, today);
      const byType = new Map(
        (row.records ?? []).filter((r) => r[2] === todayInRange).map((r) => [r[1], r] as const),
      );
      const validUntil = Math.min(
        localDayEnd(now, settings.timeZone),
        ...MAIN_PRAYERS.map((prayer) => nextWindowChange(now, computed.times[prayer])),
      );
      return {
        version: row.version,
        validUntil,
        value: {
          date: today,
          approximate: computed.approximate,
          prayers: MAIN_PRAYERS.map((prayer) => {
            const record = byType.get(prayer);
            return {
              prayerType: prayer,
              time: computed.times[prayer].toISOString(),
              state: windowState(now, computed.times[prayer]),
              completed: Boolean(record?.[3]),
              isOnTime: record?.[4] ?? false,
              pointsEarned: record?.[5] ?? 0,
              recordId: record?.[0] ?? null,
            };
          }),
        },
      };
    },

    async records(userId: number, startDate: string | undefined, endDate: string | undefined) {
      const { today } = await context(userId);
      const to = endDate ?? (startDate ? addDays(startDate, MAX_RANGE_DAYS - 1) : today);
      const from = startDate ?? addDays(to, -(MAX_RANGE_DAYS - 1));
      if (daysBetween(from, to) < 0) throw new BadRequest(prayerTrackingMessages.rangeOrder, 'startDate');
      if (daysBetween(from, to) >= MAX_RANGE_DAYS)
        throw new BadRequest(prayerTrackingMessages.rangeTooLong, 'endDate');
      return (await repo.recordsBetween(userId, from, to)).map(toPrayerRecord);
    },

    /** A tracker toggle (spec 2 section 4.4): points are the spec's per-prayer constant (D5). */
    async createRecord(userId: number, input: CreatePrayerRecordInput): Promise<PrayerRecord> {
      const record = await writeRecord(userId, ({ settings, now, today }) => {
        if (daysBetween(today, input.prayerDate) > 0)
          throw new BadRequest(prayerTrackingMessages.futureDate, 'prayerDate');
        // On time only when the server's clock is inside the window now, for today's prayer.
        let onTime = false;
        if (input.prayerDate === today && isMainPrayer(input.prayerType)) {
          const computed = dayTimes(settings, today);
          const state = windowState(now, computed.times[input.prayerType]);
          // With the sample schedule the tracker stays free (D27): the sample is not the real time.
          if (!computed.approximate && !hasBegun(state, false))
            throw new Conflict(prayerTrackingMessages.prayerNotYetDue, 'prayerType');
          onTime = isOnTime(state);
        }
        return {
          userId,
          prayerType: input.prayerType,
          prayerDate: input.prayerDate,
          prayerTime: input.prayerDate === today ? now : null,
          completed: true,
          onTime,
          pointsEarned: earnsPoints(daysBetween(input.prayerDate, today))
            ? trackerPoints(input.prayerType)
            : 0,
        };
      });
      return toPrayerRecord(record);
    },

    async deleteRecord(userId: number, id: number): Promise<void> {
      const deleted = await repo.deleteOwnRecord(userId, id, clock.now(), isRamadan);
      if (!deleted) throw new NotFound(prayerTrackingMessages.recordNotFound);
    },

    /** The daily dashboard's Complete Prayer (spec 2 sections 2.7 and 4.5). */
    async complete(userId: number, prayerType: MainPrayer, notes: string | undefined) {
      const record = await writeRecord(userId, ({ settings, now, today }) => {
        const computed = dayTimes(settings, today);
        const state = windowState(now, computed.times[prayerType]);
        if (!hasBegun(state, computed.approximate))
          throw new Conflict(prayerTrackingMessages.prayerNotYetDue, 'prayerType');
        if (!isActive(state)) throw new Conflict(prayerTrackingMessages.prayerWindowPassed, 'prayerType');
        const onTime = isOnTime(state);
        return {
          userId,
          prayerType,
          prayerDate: today,
          prayerTime: now,
          completed: true,
          onTime,
          pointsEarned: completionPoints(prayerType, onTime),
          notes: notes || null,
        };
      });
      return { pointsEarned: record.pointsEarned, isOnTime: record.onTime, record: toPrayerRecord(record) };
    },

    /** Holds until the end of the person's day (the current streak and "today" are the day's). */
    async monthly(userId: number, month: string | undefined): Promise<VersionedAnswer<MonthlyResponse>> {
      const now = clock.now();
      const asked = month ? monthBounds(month) : undefined;
      // Without a month, it is the month of "today", which the time zone in the same read decides.
      const around = asked ? undefined : aroundToday(now);
      const range = asked ?? {
        first: monthBounds(around!.from.slice(0, 7)).first,
        last: monthBounds(around!.to.slice(0, 7)).last,
      };
      const row = await repo.monthReads(userId, { from: range.first, to: range.last });
      const timeZone = row.timeZone ?? FALLBACK_TIME_ZONE;
      const today = localDate(now, timeZone);
      const shown = month ?? today.slice(0, 7);
      const { days } = asked ?? monthBounds(shown);
      const streakRow = row.lastPrayerDate
        ? { currentStreak: row.currentStreak ?? 0, lastPrayerDate: row.lastPrayerDate }
        : undefined;
      const currentStreak = currentStreakOf(streakRow, today);
      const streakStart = currentStreak ? addDays(streakRow!.lastPrayerDate, 1 - currentStreak) : null;
      // The roll-ups by day of the shown month (days before it in the range, without a month asked, are skipped).
      // A month without any has no arrays (array_agg of no rows is null).
      const [offsets, prayerMasks, points] = row.days ?? [];
      const skipped = asked ? 0 : daysBetween(range.first, `${shown}-01`);
      const prayedOn = new Array<number>(days).fill(0);
      const pointsOn = new Array<number>(days).fill(0);
      for (let i = 0; i < (offsets?.length ?? 0); i++) {
        const day = offsets![i]! - skipped;
        if (day < 0 || day >= days) continue;
        prayedOn[day] = prayerMasks![i]!;
        pointsOn[day] = points![i]!;
      }
      return {
        version: row.version,
        validUntil: localDayEnd(now, timeZone),
        value: {
          month: shown,
          today,
          currentStreak,
          days: Array.from({ length: days }, (_, i) => {
            const date = `${shown}-${DAYS_OF_MONTH[i]}`;
            const prayed = prayedOn[i]!;
            return {
              date,
              prayers: {
                fajr: (prayed & FAJR) !== 0,
                dhuhr: (prayed & DHUHR) !== 0,
                asr: (prayed & ASR) !== 0,
                maghrib: (prayed & MAGHRIB) !== 0,
                isha: (prayed & ISHA) !== 0,
              },
              totalPoints: pointsOn[i]!,
              streak: streakStart !== null && date >= streakStart && date <= streakRow!.lastPrayerDate,
            };
          }),
        },
      };
    },

    /** Holds until the end of the person's day (the current streak and today's count are the day's). */
    async stats(userId: number): Promise<VersionedAnswer<UserStats>> {
      const now = clock.now();
      const range = aroundToday(now);
      const row = await repo.statsReads(userId, range);
      const timeZone = row.timeZone ?? FALLBACK_TIME_ZONE;
      const today = localDate(now, timeZone);
      const totalPoints = row.totalPoints ?? 0;
      const streakRow = row.lastPrayerDate
        ? { currentStreak: row.currentStreak ?? 0, lastPrayerDate: row.lastPrayerDate }
        : undefined;
      return {
        version: row.version,
        validUntil: localDayEnd(now, timeZone),
        value: {
          totalPoints,
          currentStreak: currentStreakOf(streakRow, today),
          bestStreak: row.longestStreak ?? 0,
          ...levelOf(totalPoints),
          todayCompleted: row.completed?.[daysBetween(range.from, today)] ?? 0,
        },
      };
    },

    /** Every streak of the user; daily_prayer is always there, zero before the first perfect day. */
    async streaks(userId: number) {
      const { today } = await context(userId);
      const rows = await repo.allStreaks(userId);
      const daily = rows.find((r) => r.streakType === DAILY_PRAYER);
      return [
        {
          streakType: DAILY_PRAYER,
          currentStreak: currentStreakOf(daily, today),
          longestStreak: daily?.longestStreak ?? 0,
          lastPrayerDate: daily?.lastPrayerDate ?? null,
        },
        ...rows
          .filter((r) => r !== daily)
          .map((r) => ({
            streakType: r.streakType,
            currentStreak: r.currentStreak,
            longestStreak: r.longestStreak,
            lastPrayerDate: r.lastPrayerDate,
          })),
      ];
    },

    /**
     * Logs an activity. Points come from the catalogue of quick actions (D5); anything else is logged
     * with none. Each quick action counts once a day.
     */
    async logActivity(userId: number, input: LogActivityInput) {
      const { settings, now, today } = await context(userId);
      // Another group than one's own is not found (its existence is not revealed either).
      if (input.groupId != null && !(await isGroupMember(userId, input.groupId)))
        throw new NotFound(prayerTrackingMessages.groupNotFound);
      const quickId = quickActionOf(input);
      const quick = quickId ? QUICK_ACTIONS[quickId] : undefined;
      // D27: an on-time quick action follows the prayer's windows once its real time is known.
      if (quick?.isOnTime && quick.activitySubtype && isMainPrayer(quick.activitySubtype)) {
        const computed = dayTimes(settings, today);
        if (!computed.approximate) {
          const state = windowState(now, computed.times[quick.activitySubtype]);
          if (!hasBegun(state, false))
            throw new Conflict(prayerTrackingMessages.prayerNotYetDue, 'activitySubtype');
          if (!isOnTime(state))
            throw new Conflict(prayerTrackingMessages.onTimeWindowPassed, 'activitySubtype');
        }
      }
      try {
        return await repo.transaction(async (t) => {
          const row = await tx.insertActivity(t, {
            userId,
            groupId: input.groupId ?? null,
            activityType: input.activityType,
            activitySubtype: input.activitySubtype ?? null,
            points: quick?.points ?? 0,
            isOnTime: quick?.isOnTime ?? false,
            activityDate: today,
            completedAt: now,
            notes: input.notes || null,
          });
          await tx.addPoints(t, userId, row.points);
          return row;
        });
      } catch (error) {
        if (uniqueViolation(error))
          throw new Conflict(prayerTrackingMessages.activityAlreadyLogged, 'activityType');
        throw error;
      }
    },

    async activities(userId: number) {
      const [totalPoints, rows] = await Promise.all([
        repo.totalPoints(userId),
        repo.recentActivities(userId, 100),
      ]);
      return { totalPoints, activities: rows.map(toActivity) };
    },
  };
}

export function toActivity(row: {
  id: number;
  activityType: string;
  activitySubtype: string | null;
  groupId: number | null;
  points: number;
  isOnTime: boolean;
  completedAt: Date;
  notes: string | null;
}) {
  return {
    id: row.id,
    activityType: row.activityType,
    activitySubtype: row.activitySubtype,
    groupId: row.groupId,
    points: row.points,
    isOnTime: row.isOnTime,
    completedAt: row.completedAt.toISOString(),
    notes: row.notes,
  };
}

function toPrayerSettings(row: PrayerSettingsRow | undefined): PrayerSettings {
  const s = toTimesSettings(row);
  return {
    location:
      s.latitude !== null && s.longitude !== null
        ? { latitude: s.latitude, longitude: s.longitude, placeName: s.placeName }
        : null,
    timeZone: row?.timeZone ?? null,
    calculationMethod: s.calculationMethod,
    madhab: s.madhab,
    highLatitudeRule: s.highLatitudeRule,
  };
}

export type PrayerTrackingService = ReturnType<typeof prayerTrackingService>;
