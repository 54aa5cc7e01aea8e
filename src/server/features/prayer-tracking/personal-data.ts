import { asc, eq } from 'drizzle-orm';
import { MAIN_PRAYERS } from '@/contracts/prayer-tracking';
import type { Db } from '../../db/client';
import {
  prayerDays,
  prayerRecords,
  prayerSettings,
  prayerTotals,
  streaks,
  userActivities,
  userPoints,
} from '../../db/schema/prayer-tracking';
import { prayerBit } from './repository';

/**
 * Everything prayer tracking holds about one person, for their data download (decision 023): what they
 * entered, and what is kept derived from it (the day roll-up, the totals, streaks and points).
 */
export async function prayerTrackingPersonalData(db: Db, userId: number) {
  const [settings] = await db.select().from(prayerSettings).where(eq(prayerSettings.userId, userId));
  const records = await db
    .select()
    .from(prayerRecords)
    .where(eq(prayerRecords.userId, userId))
    .orderBy(asc(prayerRecords.prayerDate), asc(prayerRecords.id));
  const activities = await db
    .select()
    .from(userActivities)
    .where(eq(userActivities.userId, userId))
    .orderBy(asc(userActivities.completedAt), asc(userActivities.id));
  const streakRows = await db.select().from(streaks).where(eq(streaks.userId, userId));
  const [points] = await db.select().from(userPoints).where(eq(userPoints.userId, userId));
  const days = await db
    .select()
    .from(prayerDays)
    .where(eq(prayerDays.userId, userId))
    .orderBy(asc(prayerDays.date));
  const [totals] = await db.select().from(prayerTotals).where(eq(prayerTotals.userId, userId));
  return {
    prayerTimesSettings: settings
      ? {
          latitude: settings.latitude,
          longitude: settings.longitude,
          placeName: settings.placeName,
          timeZone: settings.timeZone,
          calculationMethod: settings.calculationMethod,
          madhab: settings.madhab,
          highLatitudeRule: settings.highLatitudeRule,
          updatedAt: settings.updatedAt.toISOString(),
        }
      : null,
    prayerRecords: records.map((r) => ({
      prayerType: r.prayerType,
      prayerDate: r.prayerDate,
      prayerTime: r.prayerTime?.toISOString() ?? null,
      completed: r.completed,
      onTime: r.onTime,
      pointsEarned: r.pointsEarned,
      notes: r.notes,
      createdAt: r.createdAt.toISOString(),
    })),
    activities: activities.map((a) => ({
      activityType: a.activityType,
      activitySubtype: a.activitySubtype,
      points: a.points,
      isOnTime: a.isOnTime,
      activityDate: a.activityDate,
      completedAt: a.completedAt.toISOString(),
      notes: a.notes,
    })),
    streaks: streakRows.map((s) => ({
      streakType: s.streakType,
      currentStreak: s.currentStreak,
      longestStreak: s.longestStreak,
      lastPrayerDate: s.lastPrayerDate,
    })),
    totalPoints: points?.totalPoints ?? 0,
    // The day roll-up (decision 026) with its bitmask spelled out as the prayers it stands for.
    prayerDays: days.map((d) => ({
      date: d.date,
      completedCount: d.completedCount,
      points: d.points,
      prayersCompleted: MAIN_PRAYERS.filter((type) => (d.prayers & prayerBit(type)) !== 0),
    })),
    prayerTotals: totals
      ? { onTimeFajr: totals.onTimeFajr, ramadanPrayers: totals.ramadanPrayers }
      : { onTimeFajr: 0, ramadanPrayers: 0 },
  };
}
