import type { CalculationMethodId, PrayerRecord, PrayerSettings } from '@/contracts/prayer-tracking';
import { addDays, daysBetween } from './dates';
import type { PrayerRecordRow, PrayerSettingsRow, StreakRow, TimesSettingsRow } from './repository';
import type { TimesSettings } from './times';

/** The time zone of a person who has not saved their prayer settings. */
export const FALLBACK_TIME_ZONE = 'UTC';

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

export function toPrayerSettings(row: PrayerSettingsRow | undefined): PrayerSettings {
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

/**
 * Dates wide enough to hold "today" in every time zone (UTC-12 to UTC+14 are within a day of UTC),
 * so rows can be read in the same round trip as the settings that say which day it is.
 */
export function aroundToday(now: Date): { from: string; to: string } {
  const utc = now.toISOString().slice(0, 10);
  return { from: addDays(utc, -1), to: addDays(utc, 1) };
}

/** The current streak is the stored run only while it ends today or yesterday (decision 007). */
export function currentStreakOf(
  row: Pick<StreakRow, 'currentStreak' | 'lastPrayerDate'> | undefined,
  today: string,
): number {
  if (!row?.lastPrayerDate) return 0;
  const gap = daysBetween(row.lastPrayerDate, today);
  return gap === 0 || gap === 1 ? row.currentStreak : 0;
}
