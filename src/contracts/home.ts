import { z } from './zod';

/** The summary tiles of the signed-in home page, computed from the user's own data. */
export const homeSummary = z.object({
  todayPrayers: z.object({ completed: z.number().int(), total: z.number().int() }),
  /** The person's level, `levelOf(totalPoints)` (contracts/level.ts), as on every screen. */
  level: z.number().int(),
  /** The seven achievements the learning dashboard counts (its x/7). */
  achievementsEarned: z.number().int(),
  achievementsTotal: z.number().int(),
  /** Learning sessions this week (Sunday to Saturday in the person's time zone). */
  learningSessions: z.number().int(),
  streakDays: z.number().int(),
});
export type HomeSummary = z.infer<typeof homeSummary>;
