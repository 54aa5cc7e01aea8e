import {
  MAIN_PRAYERS,
  ON_TIME_BONUS,
  TRACKER_POINTS,
  WINDOW_EARLY_MINUTES,
  WINDOW_LATE_MINUTES,
  WINDOW_ON_TIME_MINUTES,
  type MainPrayer,
  type PrayerWindowState,
  type StoredPrayerType,
} from '@/contracts/prayer-tracking';

const MINUTE = 60_000;

/** The timing window (decision 007) at `now` for a prayer due at `time`. */
export function windowState(now: Date, time: Date): PrayerWindowState {
  const offset = now.getTime() - time.getTime();
  if (offset < -WINDOW_EARLY_MINUTES * MINUTE) return 'upcoming';
  if (offset < 0) return 'early';
  if (offset < WINDOW_ON_TIME_MINUTES * MINUTE) return 'ontime';
  if (offset < WINDOW_LATE_MINUTES * MINUTE) return 'late';
  return 'missed';
}

/** The first instant after `now` at which `windowState(·, time)` changes; Infinity once it is missed. */
export function nextWindowChange(now: Date, time: Date): number {
  const at = now.getTime();
  const t = time.getTime();
  for (const edge of [
    t - WINDOW_EARLY_MINUTES * MINUTE,
    t,
    t + WINDOW_ON_TIME_MINUTES * MINUTE,
    t + WINDOW_LATE_MINUTES * MINUTE,
  ])
    if (edge > at) return edge;
  return Infinity;
}

export const isActive = (state: PrayerWindowState) =>
  state === 'early' || state === 'ontime' || state === 'late';
export const isOnTime = (state: PrayerWindowState) => state === 'early' || state === 'ontime';

export const isMainPrayer = (type: StoredPrayerType): type is MainPrayer =>
  (MAIN_PRAYERS as readonly string[]).includes(type);

/** Points of a tracker record (decision 007): the spec's constant for the prayer, whatever a client says. */
export const trackerPoints = (type: StoredPrayerType) => TRACKER_POINTS[type];

/** Points of a completion on the daily dashboard: base, plus the bonus inside the on-time window. */
export const completionPoints = (type: MainPrayer, onTime: boolean) =>
  TRACKER_POINTS[type] + (onTime ? ON_TIME_BONUS[type] : 0);

/** Days after a prayer's own day on which recording it still earns points (people log late, decision 007). */
export const POINTS_GRACE_DAYS = 1;

/**
 * Decision 007: a prayer recorded on its own day or the day after (`daysLate` 0 or 1, in the person's time
 * zone) earns its points; older days fill in the calendar and the streak with none.
 */
export const earnsPoints = (daysLate: number) => daysLate >= 0 && daysLate <= POINTS_GRACE_DAYS;

/**
 * Decision 007: once real times are known (a location is set), a prayer cannot be recorded before its time
 * begins; the 'early' window only announces it. With the approximate sample schedule the spec's
 * windows apply unchanged, because the sample says nothing about when the prayer really begins.
 */
export const hasBegun = (state: PrayerWindowState, approximate: boolean) =>
  approximate ? state !== 'upcoming' : state !== 'upcoming' && state !== 'early';
