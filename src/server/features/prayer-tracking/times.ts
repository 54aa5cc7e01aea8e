import { CalculationMethod, Coordinates, HighLatitudeRule, Madhab, PrayerTimes, Qibla } from 'adhan';
import {
  MAIN_PRAYERS,
  SAMPLE_SCHEDULE,
  type CalculationMethodId,
  type MainPrayer,
  type PrayerTimesResponse,
} from '@/contracts/prayer-tracking';
import { addDays, asAdhanDay, zonedInstant } from './dates';

export interface TimesSettings {
  latitude: number | null;
  longitude: number | null;
  placeName: string | null;
  timeZone: string;
  calculationMethod: CalculationMethodId;
  madhab: 'shafi' | 'hanafi';
  highLatitudeRule: 'auto' | 'middleofthenight' | 'seventhofthenight' | 'twilightangle';
}

export type DayTimes = Record<MainPrayer, Date> & { sunrise: Date | null };

export interface ComputedDay {
  times: DayTimes;
  approximate: boolean;
  highLatitudeRule: 'middleofthenight' | 'seventhofthenight' | 'twilightangle' | null;
  highLatitudeRuleAutomatic: boolean;
}

const hasLocation = (s: TimesSettings): s is TimesSettings & { latitude: number; longitude: number } =>
  s.latitude !== null && s.longitude !== null;

/**
 * The five times of `date` (the user's calendar date) for the user's settings (decision 007): adhan from the
 * saved location, or the spec's sample schedule in the user's time zone until a location is set.
 */
const computedDays = new Map<string, ComputedDay>();
const COMPUTED_DAYS_MAX = 2000;

/**
 * A day's times for these settings. They never change for the same settings and date, and every
 * read of today asks for them, so they are computed once (a bounded memo; callers only read them).
 */
export function dayTimes(settings: TimesSettings, date: string): ComputedDay {
  const key = `${date}|${settings.timeZone}|${settings.latitude}|${settings.longitude}|${settings.calculationMethod}|${settings.madhab}|${settings.highLatitudeRule}`;
  let day = computedDays.get(key);
  if (!day) {
    if (computedDays.size >= COMPUTED_DAYS_MAX) computedDays.clear();
    day = computeDay(settings, date);
    computedDays.set(key, day);
  }
  return day;
}

function computeDay(settings: TimesSettings, date: string): ComputedDay {
  if (!hasLocation(settings)) {
    const sample = Object.fromEntries(
      MAIN_PRAYERS.map((prayer) => [prayer, zonedInstant(date, SAMPLE_SCHEDULE[prayer], settings.timeZone)]),
    ) as Record<MainPrayer, Date>;
    return {
      times: { ...sample, sunrise: null },
      approximate: true,
      highLatitudeRule: null,
      highLatitudeRuleAutomatic: false,
    };
  }
  const coordinates = new Coordinates(settings.latitude, settings.longitude);
  const params = CalculationMethod[settings.calculationMethod]();
  params.madhab = settings.madhab === 'hanafi' ? Madhab.Hanafi : Madhab.Shafi;
  const chosen = settings.highLatitudeRule;
  const automatic = chosen === 'auto';
  // adhan's recommendation: the seventh of the night above 48 degrees, the middle of the night below.
  const rule = chosen === 'auto' ? HighLatitudeRule.recommended(coordinates) : chosen;
  params.highLatitudeRule = rule;
  const t = polarSafeTimes(coordinates, asAdhanDay(date), params);
  return {
    times: { fajr: t.fajr, sunrise: t.sunrise, dhuhr: t.dhuhr, asr: t.asr, maghrib: t.maghrib, isha: t.isha },
    approximate: false,
    highLatitudeRule: rule,
    highLatitudeRuleAutomatic: automatic,
  };
}

/**
 * Where the sun neither rises nor sets on a day (polar night or midnight sun) the times do not exist
 * and adhan returns invalid dates. Hidaya then takes the times of the nearest latitude, on the same
 * meridian, where they do exist (the "nearest place" approach, aqrab al-bilad; decision 007), moving
 * toward the equator one degree at a time.
 */
function polarSafeTimes(
  coordinates: Coordinates,
  day: Date,
  params: ReturnType<(typeof CalculationMethod)[keyof typeof CalculationMethod]>,
): PrayerTimes {
  let latitude = coordinates.latitude;
  for (;;) {
    const t = new PrayerTimes(new Coordinates(latitude, coordinates.longitude), day, params);
    const valid = [t.fajr, t.sunrise, t.dhuhr, t.asr, t.maghrib, t.isha].every(
      (d) => !Number.isNaN(d.getTime()),
    );
    if (valid || Math.abs(latitude) < 1) return t;
    latitude -= Math.sign(latitude);
  }
}

export function qiblaOf(settings: TimesSettings): number | null {
  if (!hasLocation(settings)) return null;
  return Math.round(Qibla(new Coordinates(settings.latitude, settings.longitude)) * 10) / 10;
}

/** The next of the five prayers after `now`: today's, or tomorrow's Fajr after Isha. */
export function nextPrayer(settings: TimesSettings, date: string, today: DayTimes, now: Date) {
  for (const prayer of MAIN_PRAYERS) {
    if (today[prayer].getTime() > now.getTime()) return { prayer, time: today[prayer] };
  }
  return { prayer: 'fajr' as const, time: dayTimes(settings, addDays(date, 1)).times.fajr };
}

export function toTimesResponse(
  settings: TimesSettings,
  date: string,
  computed: ComputedDay,
  now: Date,
): PrayerTimesResponse {
  const { times } = computed;
  const next = nextPrayer(settings, date, times, now);
  return {
    date,
    timeZone: settings.timeZone,
    approximate: computed.approximate,
    location: hasLocation(settings)
      ? { latitude: settings.latitude, longitude: settings.longitude, placeName: settings.placeName }
      : null,
    calculationMethod: settings.calculationMethod,
    madhab: settings.madhab,
    highLatitudeRule: computed.highLatitudeRule,
    highLatitudeRuleAutomatic: computed.highLatitudeRuleAutomatic,
    times: {
      fajr: times.fajr.toISOString(),
      sunrise: times.sunrise?.toISOString() ?? null,
      dhuhr: times.dhuhr.toISOString(),
      asr: times.asr.toISOString(),
      maghrib: times.maghrib.toISOString(),
      isha: times.isha.toISOString(),
    },
    qibla: qiblaOf(settings),
    next: { prayer: next.prayer, time: next.time.toISOString() },
  };
}
