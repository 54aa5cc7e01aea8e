import { z } from './zod';
import { rowId } from './common';
import { text } from './text';
import { prayerTrackingMessages } from './messages/prayer-tracking';

/** Prayer tracking (decisions 007 and 022). */

export const MAIN_PRAYERS = ['fajr', 'dhuhr', 'asr', 'maghrib', 'isha'] as const;
export const STORED_PRAYER_TYPES = [...MAIN_PRAYERS, 'witr', 'tahajjud'] as const;
export type MainPrayer = (typeof MAIN_PRAYERS)[number];
export type StoredPrayerType = (typeof STORED_PRAYER_TYPES)[number];

export const mainPrayerSchema = z.enum(MAIN_PRAYERS);
export const storedPrayerTypeSchema = z.enum(STORED_PRAYER_TYPES);

/** Points of a tracker record. Witr and tahajjud are recorded but earn none: the spec gives them no value. */
export const TRACKER_POINTS: Record<StoredPrayerType, number> = {
  fajr: 150,
  dhuhr: 100,
  asr: 100,
  maghrib: 120,
  isha: 110,
  witr: 0,
  tahajjud: 0,
};

/** The daily dashboard's on-time bonus, added to the base points when completed inside the window. */
export const ON_TIME_BONUS: Record<MainPrayer, number> = {
  fajr: 50,
  dhuhr: 25,
  asr: 30,
  maghrib: 40,
  isha: 30,
};

/** The sample schedule used until a location is set (decision 007), in the user's time zone, labelled approximate. */
export const SAMPLE_SCHEDULE: Record<MainPrayer, string> = {
  fajr: '05:30',
  dhuhr: '12:45',
  asr: '16:20',
  maghrib: '18:45',
  isha: '20:15',
};

export const RAKAHS: Record<MainPrayer, number> = { fajr: 2, dhuhr: 4, asr: 4, maghrib: 3, isha: 4 };

/** Timing windows, in minutes relative to the prayer's time. */
export const WINDOW_EARLY_MINUTES = 30;
export const WINDOW_ON_TIME_MINUTES = 60;
export const WINDOW_LATE_MINUTES = 120;
export const PRAYER_WINDOW_STATES = ['upcoming', 'early', 'ontime', 'late', 'missed'] as const;
export type PrayerWindowState = (typeof PRAYER_WINDOW_STATES)[number];

export const MAX_RANGE_DAYS = 366;

/**
 * Quick actions of the daily dashboard and the Community page, once per day each (decision 007). One
 * that names a `prayer` records today's prayer as the tracker does (its points, windows and one record
 * a day): its points are the tracker's for that prayer, never its own. The others earn theirs.
 */
export const QUICK_ACTIONS = {
  fajr_prayer: {
    activityType: 'prayer',
    activitySubtype: 'fajr',
    prayer: 'fajr',
    points: TRACKER_POINTS.fajr,
  },
  dhuhr_prayer: {
    activityType: 'prayer',
    activitySubtype: 'dhuhr',
    prayer: 'dhuhr',
    points: TRACKER_POINTS.dhuhr,
  },
  good_deed: { activityType: 'good_deed', activitySubtype: null, prayer: null, points: 20 },
  quran_reading: { activityType: 'quran_reading', activitySubtype: null, prayer: null, points: 10 },
} as const satisfies Record<
  string,
  { activityType: string; activitySubtype: string | null; prayer: MainPrayer | null; points: number }
>;
export type QuickActionId = keyof typeof QUICK_ACTIONS;
export const QUICK_ACTION_IDS = Object.keys(QUICK_ACTIONS) as QuickActionId[];

/** The quick action an activity is (the same type and subtype), or undefined for any other. */
export function quickActionOf(entry: {
  activityType: string;
  activitySubtype?: string | null;
}): QuickActionId | undefined {
  return QUICK_ACTION_IDS.find(
    (id) =>
      QUICK_ACTIONS[id].activityType === entry.activityType &&
      (QUICK_ACTIONS[id].activitySubtype ?? null) === (entry.activitySubtype ?? null),
  );
}

// ---- Dates ----

const isRealDate = (value: string) => {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

export const isoDateSchema = text()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
  .refine(isRealDate, 'must be a real calendar date');

export const isoMonthSchema = text().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month written YYYY-MM');

// ---- Prayer settings (location, method, madhab) ----

/** adhan's calculation methods; the client explains each in one translated line. */
export const CALCULATION_METHODS = [
  'MuslimWorldLeague',
  'Egyptian',
  'Karachi',
  'UmmAlQura',
  'Dubai',
  'MoonsightingCommittee',
  'NorthAmerica',
  'Kuwait',
  'Qatar',
  'Singapore',
  'Tehran',
  'Turkey',
] as const;
export type CalculationMethodId = (typeof CALCULATION_METHODS)[number];
export const calculationMethodSchema = z.enum(CALCULATION_METHODS);

export const MADHABS = ['shafi', 'hanafi'] as const;
export const madhabSchema = z.enum(MADHABS);

export const HIGH_LATITUDE_RULES = [
  'auto',
  'middleofthenight',
  'seventhofthenight',
  'twilightangle',
] as const;
export const highLatitudeRuleSchema = z.enum(HIGH_LATITUDE_RULES);
/** Above this latitude (degrees, north or south) the automatic rule is the seventh of the night. */
export const HIGH_LATITUDE_THRESHOLD = 48;

export const timeZoneSchema = text()
  .min(1)
  .max(64)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'must be an IANA time zone such as Europe/London');

export const locationSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  placeName: text().trim().max(120).nullable(),
});
export type PrayerLocation = z.infer<typeof locationSchema>;

export const prayerSettings = z.object({
  location: locationSchema.nullable(),
  timeZone: timeZoneSchema.nullable(),
  calculationMethod: calculationMethodSchema,
  madhab: madhabSchema,
  highLatitudeRule: highLatitudeRuleSchema,
});
export type PrayerSettings = z.infer<typeof prayerSettings>;

/**
 * Saving settings. A location is stored only with the person's consent (`locationConsent: true`);
 * `location: null` forgets it. Coordinates are rounded to about 1 km before they are stored.
 */
export const updatePrayerSettingsInput = z
  .object({
    location: locationSchema.nullable().optional(),
    locationConsent: z.boolean().optional(),
    timeZone: timeZoneSchema.optional(),
    calculationMethod: calculationMethodSchema.optional(),
    madhab: madhabSchema.optional(),
    highLatitudeRule: highLatitudeRuleSchema.optional(),
  })
  .refine((input) => !input.location || input.locationConsent === true, {
    message: prayerTrackingMessages.locationConsentRequired.code,
    path: ['locationConsent'],
  });
export type UpdatePrayerSettingsInput = z.infer<typeof updatePrayerSettingsInput>;

export const placeSearchQuery = z.object({ q: text().trim().min(2).max(80) });
export const place = z.object({
  name: text(),
  province: text().nullable(),
  country: text(),
  /** ISO 3166 alpha-2, for the country's usual calculation method and its name in the interface language. */
  countryCode: text(),
  latitude: z.number(),
  longitude: z.number(),
  timeZone: text(),
});
export type Place = z.infer<typeof place>;
export const placeSearchResponse = z.array(place);

// ---- Prayer times ----

export const prayerTimesQuery = z.object({ date: isoDateSchema.optional() });

export const prayerTimesResponse = z.object({
  date: isoDateSchema,
  timeZone: text(),
  /** True while no location is set: the sample schedule of decision 007. */
  approximate: z.boolean(),
  location: locationSchema.nullable(),
  calculationMethod: calculationMethodSchema,
  madhab: madhabSchema,
  /** The rule in force: the chosen one, or the automatic choice by latitude. */
  highLatitudeRule: highLatitudeRuleSchema.exclude(['auto']).nullable(),
  highLatitudeRuleAutomatic: z.boolean(),
  times: z.object({
    fajr: text(),
    sunrise: text().nullable(),
    dhuhr: text(),
    asr: text(),
    maghrib: text(),
    isha: text(),
  }),
  /** Degrees clockwise from true north towards the Kaaba; null without a location. */
  qibla: z.number().nullable(),
  next: z.object({ prayer: mainPrayerSchema, time: text() }),
});
export type PrayerTimesResponse = z.infer<typeof prayerTimesResponse>;

// ---- Prayer records ----

export const prayerRecord = z.object({
  id: z.number().int(),
  prayerType: storedPrayerTypeSchema,
  prayerDate: isoDateSchema,
  prayerTime: text().nullable(),
  completed: z.boolean(),
  onTime: z.boolean(),
  pointsEarned: z.number().int(),
});
export type PrayerRecord = z.infer<typeof prayerRecord>;

export const prayerRecordsQuery = z.object({
  startDate: isoDateSchema.optional(),
  endDate: isoDateSchema.optional(),
});

/**
 * Creating a tracker record. `pointsEarned`, `onTime` and `completed` may be sent (the spec's client
 * sends them) but the server decides all three (decision 007).
 */
export const createPrayerRecordInput = z.object({
  prayerType: storedPrayerTypeSchema,
  prayerDate: isoDateSchema,
  prayerTime: text().max(40).nullable().optional(),
  completed: z.boolean().optional(),
  onTime: z.boolean().optional(),
  pointsEarned: z.number().optional(),
});
export type CreatePrayerRecordInput = z.infer<typeof createPrayerRecordInput>;

export const recordIdParams = z.object({ id: rowId });

export const todayPrayer = z.object({
  prayerType: mainPrayerSchema,
  time: text(),
  state: z.enum(PRAYER_WINDOW_STATES),
  completed: z.boolean(),
  isOnTime: z.boolean(),
  pointsEarned: z.number().int(),
  recordId: z.number().int().nullable(),
});
export const todayResponse = z.object({
  date: isoDateSchema,
  approximate: z.boolean(),
  prayers: z.array(todayPrayer),
});
export type TodayResponse = z.infer<typeof todayResponse>;

export const completePrayerInput = z.object({
  prayerType: mainPrayerSchema,
  /** Ignored: the server decides from its own clock (decision 007). */
  isOnTime: z.boolean().optional(),
  notes: text().trim().max(500).optional(),
});
export const completePrayerResponse = z.object({
  pointsEarned: z.number().int(),
  isOnTime: z.boolean(),
  record: prayerRecord,
});

export const monthlyQuery = z.object({ month: isoMonthSchema.optional() });
export const prayerDay = z.object({
  date: isoDateSchema,
  prayers: z.object({
    fajr: z.boolean(),
    dhuhr: z.boolean(),
    asr: z.boolean(),
    maghrib: z.boolean(),
    isha: z.boolean(),
  }),
  totalPoints: z.number().int(),
  /** The day belongs to the current daily_prayer streak. */
  streak: z.boolean(),
});
export type PrayerDay = z.infer<typeof prayerDay>;
export const monthlyResponse = z.object({
  month: isoMonthSchema,
  today: isoDateSchema,
  currentStreak: z.number().int(),
  days: z.array(prayerDay),
});
export type MonthlyResponse = z.infer<typeof monthlyResponse>;

// ---- Stats, streaks, activities ----

export const userStats = z.object({
  totalPoints: z.number().int(),
  currentStreak: z.number().int(),
  bestStreak: z.number().int(),
  /** The person's level, `levelOf(totalPoints)` (contracts/level.ts), as on every screen. */
  level: z.number().int(),
  pointsIntoLevel: z.number().int(),
  pointsToNextLevel: z.number().int(),
  todayCompleted: z.number().int(),
});
export type UserStats = z.infer<typeof userStats>;

export const streak = z.object({
  streakType: text(),
  currentStreak: z.number().int(),
  longestStreak: z.number().int(),
  lastPrayerDate: isoDateSchema.nullable(),
});
export const streaksResponse = z.array(streak);

export const logActivityInput = z.object({
  activityType: text().trim().min(1).max(50),
  activitySubtype: text().trim().max(50).nullable().optional(),
  groupId: z.number().int().positive().nullable().optional(),
  /** Ignored: the catalogue of quick actions decides (decision 007). */
  isOnTime: z.boolean().optional(),
  notes: text().trim().max(500).optional(),
});
export type LogActivityInput = z.infer<typeof logActivityInput>;

export const activity = z.object({
  id: z.number().int(),
  activityType: text(),
  activitySubtype: text().nullable(),
  groupId: z.number().int().nullable(),
  points: z.number().int(),
  isOnTime: z.boolean(),
  completedAt: text(),
  notes: text().nullable(),
});
export const activitiesResponse = z.object({ totalPoints: z.number().int(), activities: z.array(activity) });

/**
 * A logged activity as POST /api/activities answers it. A quick action naming a prayer carries the
 * prayer record the tracker made: its points are the record's (`prayerRecord.pointsEarned`), and the
 * activity itself carries none (decision 007).
 */
export const loggedActivity = activity.extend({ prayerRecord: prayerRecord.nullable() });
export type LoggedActivity = z.infer<typeof loggedActivity>;
