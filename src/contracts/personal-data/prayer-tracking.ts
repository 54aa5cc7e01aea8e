import { z } from '../zod';
import { text } from '../text';

/** What prayer tracking holds about a person, for their data download (decision 023). */
export const prayerTrackingPersonalData = z.object({
  prayerTimesSettings: z
    .object({
      latitude: z.number().nullable(),
      longitude: z.number().nullable(),
      placeName: text().nullable(),
      timeZone: text().nullable(),
      calculationMethod: text(),
      madhab: text(),
      highLatitudeRule: text(),
      updatedAt: text(),
    })
    .nullable(),
  prayerRecords: z.array(
    z.object({
      prayerType: text(),
      prayerDate: text(),
      prayerTime: text().nullable(),
      completed: z.boolean(),
      onTime: z.boolean(),
      pointsEarned: z.number(),
      notes: text().nullable(),
      createdAt: text(),
    }),
  ),
  activities: z.array(
    z.object({
      activityType: text(),
      activitySubtype: text().nullable(),
      points: z.number(),
      isOnTime: z.boolean(),
      activityDate: text(),
      completedAt: text(),
      notes: text().nullable(),
    }),
  ),
  streaks: z.array(
    z.object({
      streakType: text(),
      currentStreak: z.number(),
      longestStreak: z.number(),
      lastPrayerDate: text().nullable(),
    }),
  ),
  totalPoints: z.number(),
  prayerDays: z.array(
    z.object({
      date: text(),
      completedCount: z.number(),
      points: z.number(),
      prayersCompleted: z.array(text()),
    }),
  ),
  prayerTotals: z.object({ onTimeFajr: z.number(), ramadanPrayers: z.number() }),
});
