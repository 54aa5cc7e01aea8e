import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  prayerRecords,
  prayerSettings,
  streaks,
  userActivities,
  userPoints,
} from '../../db/schema/prayer-tracking';

/** Everything prayer tracking holds about one person, for their data download (decision 023). */
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
  };
}
