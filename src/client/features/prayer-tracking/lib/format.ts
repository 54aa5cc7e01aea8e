import { dateFromIso } from './dates';

/**
 * Dates and times in the interface language through `Intl`. Calendar dates (YYYY-MM-DD) are
 * formatted in UTC, where `dateFromIso` put them; instants are formatted in the person's time zone.
 */

/**
 * The Intl locale of the prayer screens' dates, clock times and countdown: Arabic in
 * Arabic-Indic digits with its own AM/PM, Urdu in the Extended Arabic-Indic digits Urdu is written
 * with, so a time reads as one right-to-left run instead of Latin digits and a Latin "PM" that the
 * direction breaks apart, and a date on the same card uses the same digits.
 */
export function clockLocale(locale: string): string {
  if (locale === 'ar') return 'ar-u-nu-arab';
  if (locale === 'ur') return 'ur-u-nu-arabext';
  return locale;
}

/** A Sunday, so weekday names come out Sunday first. */
const A_SUNDAY = Date.UTC(2026, 10, 1);

export function weekdayNames(locale: string, width: 'long' | 'short' | 'narrow'): string[] {
  const format = new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, day) => format.format(new Date(A_SUNDAY + day * 86_400_000)));
}

export function formatMonthTitle(month: string, locale: string): string {
  return new Intl.DateTimeFormat(clockLocale(locale), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(dateFromIso(`${month}-01`));
}

/** "3 November" / "November 3", as the language writes it. */
export function formatDayMonth(isoDate: string, locale: string): string {
  return new Intl.DateTimeFormat(clockLocale(locale), {
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(dateFromIso(isoDate));
}

export function formatFullDate(isoDate: string, locale: string): string {
  return new Intl.DateTimeFormat(clockLocale(locale), { dateStyle: 'full', timeZone: 'UTC' }).format(
    dateFromIso(isoDate),
  );
}

export function formatTime(instant: string | Date, locale: string, timeZone: string): string {
  return new Intl.DateTimeFormat(clockLocale(locale), {
    hour: 'numeric',
    minute: '2-digit',
    // Urdu's own day periods (morning, afternoon, evening, night) rather than the Latin AM/PM of its data.
    ...(locale === 'ur' ? { dayPeriod: 'short' as const } : {}),
    timeZone,
  }).format(new Date(instant));
}

export function formatTodayLong(instant: Date, locale: string, timeZone: string): string {
  return new Intl.DateTimeFormat(clockLocale(locale), { dateStyle: 'full', timeZone }).format(instant);
}

/** The Hijri date by the Umm al-Qura calendar, in the person's time zone. */
export function formatHijri(instant: Date, locale: string, timeZone: string): string {
  return new Intl.DateTimeFormat(clockLocale(locale), {
    calendar: 'islamic-umalqura',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  }).format(instant);
}

/** A duration as hours, minutes and seconds (01:05:09), never negative. */
export function splitDuration(ms: number): { hours: number; minutes: number; seconds: number } {
  const total = Math.max(0, Math.floor(ms / 1000));
  return { hours: Math.floor(total / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}

export function formatCountdown(ms: number, locale: string): string {
  const { hours, minutes, seconds } = splitDuration(ms);
  const two = new Intl.NumberFormat(clockLocale(locale), { minimumIntegerDigits: 2, useGrouping: false });
  return `${two.format(hours)}:${two.format(minutes)}:${two.format(seconds)}`;
}

/** ISO 8601 duration for <time dateTime>. */
export function isoDuration(ms: number): string {
  const { hours, minutes, seconds } = splitDuration(ms);
  return `PT${hours}H${minutes}M${seconds}S`;
}

/**
 * A time zone as people name it, in the interface language ("Pakistan Standard Time" rather than
 * "Asia/Karachi"); the identifier only when the runtime has no name for it. A zone named by its
 * offset ("GMT+00:00") takes the digits of the clock times it sits beside.
 */
export function timeZoneName(timeZone: string, locale: string): string {
  try {
    const part = new Intl.DateTimeFormat(clockLocale(locale), { timeZone, timeZoneName: 'longGeneric' })
      .formatToParts(new Date(A_SUNDAY))
      .find((p) => p.type === 'timeZoneName');
    return part?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}
