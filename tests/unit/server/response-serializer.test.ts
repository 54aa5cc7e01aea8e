import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z, type ZodType } from 'zod';
import { currentUserResponse } from '@/contracts/auth';
import { monthlyResponse, prayerSettings, userStats } from '@/contracts/prayer-tracking';
import { responseSerializerCompiler } from '@/server/platform/response-serializer';

const route = (schema: ZodType) => ({ schema, method: 'GET', url: '/api/x', httpStatus: '200' });
/** What the API wrote before (zod's encode, then JSON.stringify) and what it writes now. */
const both = (schema: ZodType, data: unknown) => [
  responseSerializerCompiler(route(schema))(data),
  zodSerializerCompiler(route(schema))(data),
];

// Not in the schema's order: both write the schema's order (fast-json-stringify puts required
// properties before optional ones; JSON readers do not care, and these samples compare as strings).
const user = {
  username: 'amina',
  id: 7,
  email: 'amina@mail.test',
  subscriptionStatus: 'free',
  subscriptionEndDate: null,
  isAdmin: false,
  prayerTradition: null,
  experienceLevel: 'beginner',
  language: 'english',
  createdAt: '2026-11-01T10:00:00.000Z',
};

describe('responses written without running zod again', () => {
  it('write exactly what zod wrote, dropping properties the schema does not declare', () => {
    const samples: [ZodType, unknown][] = [
      [currentUserResponse, { ...user, password: '$argon2id$secret', stripeCustomerId: 'cus_1' }],
      [currentUserResponse, null],
      [
        monthlyResponse,
        {
          month: '2026-11',
          today: '2026-11-24',
          currentStreak: 2,
          extra: 'dropped',
          days: [
            {
              date: '2026-11-01',
              prayers: { fajr: true, dhuhr: false, asr: true, maghrib: true, isha: false, witr: true },
              totalPoints: 370,
              streak: false,
              userId: 7,
            },
          ],
        },
      ],
      [
        userStats,
        {
          totalPoints: 10,
          currentStreak: 0,
          bestStreak: 1,
          level: 1,
          pointsIntoLevel: 10,
          pointsToNextLevel: 190,
          todayCompleted: 2,
          userId: 7,
        },
      ],
      [
        prayerSettings,
        {
          location: { latitude: 21.42, longitude: 39.83, placeName: 'Makkah', secret: 1 },
          timeZone: null,
          calculationMethod: 'UmmAlQura',
          madhab: 'shafi',
          highLatitudeRule: 'auto',
        },
      ],
      [
        prayerSettings,
        {
          location: null,
          timeZone: 'UTC',
          calculationMethod: 'MuslimWorldLeague',
          madhab: 'hanafi',
          highLatitudeRule: 'auto',
        },
      ],
      [z.record(z.string(), z.object({ a: z.number() })), { x: { a: 1, b: 2 } }],
      [z.array(z.object({ a: z.string().optional() })), [{ a: undefined, b: 1 }, {}]],
    ];
    for (const [schema, data] of samples) {
      const [now, before] = both(schema, data);
      expect(now).toBe(before);
    }
  });

  it('do not run the checks again on the hot reads (a value zod would refuse is written as built)', () => {
    const month = { month: '2026-11', today: 'not a date', currentStreak: 0, days: [] };
    expect(() => zodSerializerCompiler(route(monthlyResponse))(month)).toThrow();
    expect(JSON.parse(responseSerializerCompiler(route(monthlyResponse))(month))).toEqual(month);
    const me = { ...user, id: 1.5 };
    expect(() => zodSerializerCompiler(route(currentUserResponse))(me)).toThrow();
    expect(JSON.parse(responseSerializerCompiler(route(currentUserResponse))(me))).toEqual(me);
  });

  it('leave unions it does not follow to zod', () => {
    const schema = z.union([
      z.object({ kind: z.literal('a'), a: z.number() }),
      z.object({ kind: z.literal('b') }),
    ]);
    const [now, before] = both(schema, { kind: 'a', a: 1, extra: true });
    expect(now).toBe(before);
  });
});
