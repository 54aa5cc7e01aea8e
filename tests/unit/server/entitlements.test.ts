import { describe, expect, it } from 'vitest';
import { readPlan, type Subscriber } from '@/server/features/billing/entitlements';

const now = new Date('2026-05-10T12:00:00Z');
const later = new Date('2026-05-20T00:00:00Z');
const earlier = new Date('2026-05-01T00:00:00Z');
const user = (over: Partial<Subscriber>): Subscriber => ({
  subscriptionStatus: 'free',
  subscriptionPlan: null,
  subscriptionEndDate: null,
  ...over,
});

describe('readPlan (decision 013)', () => {
  it('free grants the Fajr lesson and counted messages only', () => {
    const reading = readPlan(user({}), null, now);
    expect(reading.plan).toBe('free');
    expect(reading.grants).toMatchObject({
      allPrayerLessons: false,
      unlimitedMessages: false,
      school: false,
    });
  });

  // Quran Teacher here is a period that was running while it included Premium (see below).
  it.each(['premium', 'quran_teacher', 'everything'] as const)(
    '%s grants every prayer lesson and unlimited messages',
    (status) => {
      const reading = readPlan(
        user({ subscriptionStatus: status, subscriptionEndDate: later, premiumGrantsUntil: later }),
        null,
        now,
      );
      expect(reading.plan).toBe(status);
      expect(reading.renewsAt).toEqual(later);
      expect(reading.grants).toMatchObject({
        allPrayerLessons: true,
        unlimitedMessages: true,
        messageHistory: true,
      });
    },
  );

  it('Quran Teacher is its own plan: the teacher and what Free grants, none of Premium', () => {
    const afterNarrowing = new Date('2027-01-10T00:00:00Z');
    const reading = readPlan(
      user({ subscriptionStatus: 'quran_teacher', subscriptionEndDate: new Date('2027-02-10T00:00:00Z') }),
      null,
      afterNarrowing,
    );
    expect(reading.grants).toEqual({
      unlimitedMessages: false,
      priorityResponses: false,
      detailedCitations: false,
      messageHistory: false,
      allPrayerLessons: false,
      quranTeacher: true,
      school: false,
    });
  });

  it('a Quran Teacher period running when it became its own plan keeps Premium’s grants until it ends', () => {
    const legacy = user({
      subscriptionStatus: 'quran_teacher',
      subscriptionEndDate: new Date('2026-12-20T00:00:00Z'),
      premiumGrantsUntil: new Date('2026-12-20T00:00:00Z'),
    });
    expect(readPlan(legacy, null, new Date('2026-12-01T00:00:00Z')).grants).toMatchObject({
      unlimitedMessages: true,
      allPrayerLessons: true,
      quranTeacher: true,
      school: false,
    });
    // Renewed: the next period grants the plan as it is.
    const renewed = { ...legacy, subscriptionEndDate: new Date('2027-01-20T00:00:00Z') };
    expect(readPlan(renewed, null, new Date('2026-12-21T00:00:00Z')).grants.unlimitedMessages).toBe(false);
    // Bought (or changed to) since: never marked, whatever the period's end.
    const bought = user({
      subscriptionStatus: 'quran_teacher',
      subscriptionEndDate: new Date('2026-12-20T00:00:00Z'),
    });
    expect(readPlan(bought, null, new Date('2026-12-01T00:00:00Z')).grants.unlimitedMessages).toBe(false);
    // Premium's grants are never extended to another plan this way.
    expect(
      readPlan({ ...legacy, subscriptionStatus: 'premium' }, null, new Date('2026-12-01T00:00:00Z')).grants
        .quranTeacher,
    ).toBe(false);
  });

  it('only Quran Teacher and Everything grant the Quran teacher; only Everything the school', () => {
    const plan = (status: string) => readPlan(user({ subscriptionStatus: status }), null, now).grants;
    expect([
      plan('premium').quranTeacher,
      plan('quran_teacher').quranTeacher,
      plan('everything').quranTeacher,
    ]).toEqual([false, true, true]);
    expect([plan('premium').school, plan('quran_teacher').school, plan('everything').school]).toEqual([
      false,
      false,
      true,
    ]);
  });

  it('a cancelled plan keeps its own grants until subscriptionEndDate, and not after', () => {
    const cancelled = user({
      subscriptionStatus: 'cancelled',
      subscriptionPlan: 'quran_teacher',
      subscriptionEndDate: later,
    });
    const before = readPlan(cancelled, null, now);
    expect(before).toMatchObject({ plan: 'quran_teacher', endsAt: later, renewsAt: null });
    expect(before.grants.quranTeacher).toBe(true);
    const after = readPlan(cancelled, null, new Date(later.getTime() + 1));
    expect(after.plan).toBe('free');
    expect(after.grants.allPrayerLessons).toBe(false);
  });

  it.each(['payment_failed', 'inactive'])('%s grants what Free grants', (status) => {
    expect(
      readPlan(
        user({ subscriptionStatus: status, subscriptionPlan: 'everything', subscriptionEndDate: later }),
        null,
        now,
      ).plan,
    ).toBe('free');
  });

  it('the school subscription grants the school with its own period and limit; a cancelled one until its end', () => {
    const school = {
      status: 'active',
      currentPeriodStart: earlier,
      currentPeriodEnd: later,
      classesLimit: 4,
    };
    const reading = readPlan(user({}), school, now);
    expect(reading.grants.school).toBe(true);
    expect(reading.schoolPeriod).toEqual({ key: `school:${earlier.toISOString()}`, limit: 4 });
    expect(readPlan(user({}), { ...school, status: 'cancelled' }, now).grants.school).toBe(true);
    expect(
      readPlan(user({}), { ...school, status: 'cancelled' }, new Date(later.getTime() + 1)).grants.school,
    ).toBe(false);
    expect(readPlan(user({}), { ...school, status: 'past_due' }, now).grants.school).toBe(false);
  });
});
