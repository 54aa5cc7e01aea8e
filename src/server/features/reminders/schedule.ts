import { MAIN_PRAYERS, type MainPrayer } from '@/contracts/prayer-tracking';
import type { ReminderTiming } from '@/contracts/reminders';
import { addDays, localDate, prayerDayTimes, type TimesSettings } from '../prayer-tracking/public';

/** One reminder: which prayer of which local date, before it or at it, and the instant it is due. */
export interface DueReminder {
  prayer: MainPrayer;
  prayerDate: string;
  timing: 'before' | 'at';
  dueAt: Date;
}

/** What the next reminder is computed from: the person's reminder choices and prayer-time settings. */
export interface SchedulePlan {
  reminderTiming: ReminderTiming;
  minutesBefore: number;
  weekendOnly: boolean;
  times: TimesSettings;
}

/**
 * The weekend for 'weekends only' (decision 032): Saturday and Sunday of the person's local calendar,
 * whatever their country (their time zone says which day it is, not which days are the weekend).
 */
export function isWeekend(date: string): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6;
}

const PRAYER_ORDER = new Map(MAIN_PRAYERS.map((prayer, index) => [prayer, index]));

/** Orders reminders by due instant, then prayer, then 'before' ahead of 'at' (a total order). */
export function compareReminders(a: Omit<DueReminder, 'dueAt'> & { dueAt: Date }, b: typeof a): number {
  return (
    a.dueAt.getTime() - b.dueAt.getTime() ||
    a.prayerDate.localeCompare(b.prayerDate) ||
    PRAYER_ORDER.get(a.prayer)! - PRAYER_ORDER.get(b.prayer)! ||
    (a.timing === b.timing ? 0 : a.timing === 'before' ? -1 : 1)
  );
}

/** The reminders of one local date, in order. */
export function remindersOn(plan: SchedulePlan, date: string): DueReminder[] {
  if (plan.weekendOnly && !isWeekend(date)) return [];
  const { times } = prayerDayTimes(plan.times, date);
  const found: DueReminder[] = [];
  for (const prayer of MAIN_PRAYERS) {
    // On the minute the person sees (adhan's instants carry stray milliseconds): the tick runs each minute.
    const time = new Date(Math.round(times[prayer].getTime() / 60_000) * 60_000);
    if (plan.reminderTiming !== 'at') {
      const dueAt = new Date(time.getTime() - plan.minutesBefore * 60_000);
      found.push({ prayer, prayerDate: date, timing: 'before', dueAt });
    }
    if (plan.reminderTiming !== 'before') found.push({ prayer, prayerDate: date, timing: 'at', dueAt: time });
  }
  return found.sort(compareReminders);
}

/** Days looked ahead: weekends only leaves at most five days without a reminder. */
const LOOK_AHEAD_DAYS = 9;

/**
 * The person's next reminder strictly after `after` (an instant, or the reminder just handed out, so two
 * reminders due in the same minute both come in turn), from their real prayer times in their time zone.
 */
export function nextReminder(plan: SchedulePlan, after: Date | DueReminder): DueReminder | null {
  const afterReminder = after instanceof Date ? null : after;
  const instant = after instanceof Date ? after : after.dueAt;
  // A reminder before Fajr can fall on the previous local day where Fajr is just after midnight.
  const start = addDays(localDate(instant, plan.times.timeZone), -1);
  for (let day = 0; day <= LOOK_AHEAD_DAYS; day++) {
    for (const reminder of remindersOn(plan, addDays(start, day))) {
      const later = afterReminder
        ? compareReminders(reminder, afterReminder) > 0
        : reminder.dueAt.getTime() > instant.getTime();
      if (later) return reminder;
    }
  }
  return null;
}
