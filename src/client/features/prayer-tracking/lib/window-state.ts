import {
  WINDOW_EARLY_MINUTES,
  WINDOW_LATE_MINUTES,
  WINDOW_ON_TIME_MINUTES,
  type PrayerWindowState,
} from '@/contracts/prayer-tracking';

const MINUTE_MS = 60_000;

function toMs(value: Date | string | number): number {
  return value instanceof Date ? value.getTime() : typeof value === 'string' ? Date.parse(value) : value;
}

/**
 * Where `now` falls in a prayer's timing window: upcoming until 30 minutes
 * before, early until the time, on time for 60 minutes, late until 120 minutes, then missed. Each
 * boundary belongs to the later state. The server decides on its own clock; this lets the page
 * follow the clock between two refreshes.
 */
export function windowState(now: Date | number, prayerTime: Date | string | number): PrayerWindowState {
  const sinceTime = toMs(now) - toMs(prayerTime);
  if (sinceTime < -WINDOW_EARLY_MINUTES * MINUTE_MS) return 'upcoming';
  if (sinceTime < 0) return 'early';
  if (sinceTime < WINDOW_ON_TIME_MINUTES * MINUTE_MS) return 'ontime';
  if (sinceTime < WINDOW_LATE_MINUTES * MINUTE_MS) return 'late';
  return 'missed';
}

/** A prayer can be completed from the dashboard only while its window is open. */
export function isActiveState(state: PrayerWindowState): boolean {
  return state === 'early' || state === 'ontime' || state === 'late';
}

/**
 * Whether Complete Prayer is offered (decision 009): with real times, from the prayer's time itself (the
 * early window only announces it); with the approximate sample schedule, in the whole active window.
 * The same rule as the server's.
 */
export function canCompleteState(state: PrayerWindowState, approximate: boolean): boolean {
  return isActiveState(state) && (approximate || state !== 'early');
}
