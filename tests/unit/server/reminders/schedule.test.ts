import { describe, expect, it } from 'vitest';
import type { TimesSettings } from '@/server/features/prayer-tracking/public';
import {
  isWeekend,
  nextReminder,
  type DueReminder,
  type SchedulePlan,
} from '@/server/features/reminders/schedule';

const london: TimesSettings = {
  latitude: 51.51,
  longitude: -0.13,
  placeName: 'London',
  timeZone: 'Europe/London',
  calculationMethod: 'MuslimWorldLeague',
  madhab: 'shafi',
  highLatitudeRule: 'auto',
};
const newYork: TimesSettings = {
  ...london,
  latitude: 40.71,
  longitude: -74.01,
  placeName: 'New York',
  timeZone: 'America/New_York',
  calculationMethod: 'NorthAmerica',
};
const tromso: TimesSettings = {
  ...london,
  latitude: 69.65,
  longitude: 18.96,
  placeName: 'Tromsø',
  timeZone: 'Europe/Oslo',
};

const plan = (times: TimesSettings, over: Partial<SchedulePlan> = {}): SchedulePlan => ({
  reminderTiming: 'before',
  minutesBefore: 15,
  weekendOnly: false,
  times,
  ...over,
});

/** The local wall-clock time of an instant in a zone, HH:MM. */
const wall = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    instant,
  );

/** The next `count` reminders from `from`, each one after the last. */
function sequence(p: SchedulePlan, from: Date, count: number) {
  const found = [];
  let after: Parameters<typeof nextReminder>[1] = from;
  for (let i = 0; i < count; i++) {
    const next: DueReminder = nextReminder(p, after)!;
    found.push({
      prayer: next.prayer,
      date: next.prayerDate,
      timing: next.timing,
      at: wall(next.dueAt, p.times.timeZone),
    });
    after = next;
  }
  return found;
}

const june10 = new Date('2026-06-10T00:00:00Z'); // a Wednesday, 01:00 in London

describe("the next reminder, from the real prayer times in the person's time zone", () => {
  it('before: the chosen minutes ahead of each of the five prayers, in order, the next day after Isha', () => {
    expect(sequence(plan(london), june10, 6)).toEqual([
      { prayer: 'fajr', date: '2026-06-10', timing: 'before', at: '03:25' },
      { prayer: 'dhuhr', date: '2026-06-10', timing: 'before', at: '12:46' },
      { prayer: 'asr', date: '2026-06-10', timing: 'before', at: '17:07' },
      { prayer: 'maghrib', date: '2026-06-10', timing: 'before', at: '21:02' },
      { prayer: 'isha', date: '2026-06-10', timing: 'before', at: '22:05' },
      { prayer: 'fajr', date: '2026-06-11', timing: 'before', at: '03:25' },
    ]);
  });

  it.each([
    [5, '03:35'],
    [10, '03:30'],
    [15, '03:25'],
    [30, '03:10'],
  ])('%i minutes before Fajr at 03:40 is due at %s', (minutesBefore, at) => {
    expect(sequence(plan(london, { minutesBefore }), june10, 1)[0]).toMatchObject({ prayer: 'fajr', at });
  });

  it('at: at the prayer time itself, the minutes before ignored', () => {
    expect(sequence(plan(london, { reminderTiming: 'at', minutesBefore: 30 }), june10, 2)).toEqual([
      { prayer: 'fajr', date: '2026-06-10', timing: 'at', at: '03:40' },
      { prayer: 'dhuhr', date: '2026-06-10', timing: 'at', at: '13:01' },
    ]);
  });

  it('both: the reminder before, then the one at the time, for each prayer', () => {
    expect(sequence(plan(london, { reminderTiming: 'both', minutesBefore: 10 }), june10, 4)).toEqual([
      { prayer: 'fajr', date: '2026-06-10', timing: 'before', at: '03:30' },
      { prayer: 'fajr', date: '2026-06-10', timing: 'at', at: '03:40' },
      { prayer: 'dhuhr', date: '2026-06-10', timing: 'before', at: '12:51' },
      { prayer: 'dhuhr', date: '2026-06-10', timing: 'at', at: '13:01' },
    ]);
  });

  it("weekends only: from a Wednesday the next is Saturday's Fajr; Sunday's Isha is followed by the next Saturday", () => {
    expect(sequence(plan(london, { weekendOnly: true }), june10, 1)).toEqual([
      { prayer: 'fajr', date: '2026-06-13', timing: 'before', at: '03:25' },
    ]);
    const sundayNight = new Date('2026-06-14T21:30:00Z'); // 22:30 in London, after Isha's reminder
    expect(sequence(plan(london, { weekendOnly: true }), sundayNight, 1)[0]).toMatchObject({
      date: '2026-06-20',
      prayer: 'fajr',
    });
    expect([
      isWeekend('2026-06-12'),
      isWeekend('2026-06-13'),
      isWeekend('2026-06-14'),
      isWeekend('2026-06-15'),
    ]).toEqual([false, true, true, false]);
  });

  it('weekends only follows the local date: 23:30 UTC on a Friday is already Saturday in Karachi', () => {
    const karachi: TimesSettings = {
      ...london,
      latitude: 24.86,
      longitude: 67.01,
      timeZone: 'Asia/Karachi',
      calculationMethod: 'Karachi',
    };
    const fridayNightUtc = new Date('2026-06-12T23:30:00Z'); // Saturday 04:30 in Karachi
    expect(sequence(plan(karachi, { weekendOnly: true }), fridayNightUtc, 1)[0]).toMatchObject({
      date: '2026-06-13',
    });
  });

  it('a daylight-saving change (New York, 8 March 2026): each reminder keeps its place on the local clock', () => {
    expect(
      sequence(plan(newYork), new Date('2026-03-07T04:00:00Z'), 11).filter(
        (r) => r.prayer === 'fajr' || r.prayer === 'isha',
      ),
    ).toEqual([
      { prayer: 'fajr', date: '2026-03-07', timing: 'before', at: '04:51' },
      { prayer: 'isha', date: '2026-03-07', timing: 'before', at: '18:54' },
      { prayer: 'fajr', date: '2026-03-08', timing: 'before', at: '05:49' },
      { prayer: 'isha', date: '2026-03-08', timing: 'before', at: '19:55' },
      { prayer: 'fajr', date: '2026-03-09', timing: 'before', at: '05:47' },
    ]);
  });

  it('a high-latitude city at midsummer (Tromsø): every reminder is a real instant, in order, none skipped', () => {
    const found = sequence(plan(tromso), new Date('2026-06-21T00:00:00Z'), 10);
    expect(found.map((r) => r.prayer)).toEqual([
      'dhuhr',
      'asr',
      'maghrib',
      'isha',
      'fajr',
      'dhuhr',
      'asr',
      'maghrib',
      'isha',
      'fajr',
    ]);
    expect(found.every((r) => /^\d\d:\d\d$/.test(r.at))).toBe(true);
  });
});
