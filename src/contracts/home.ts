import { z } from './zod';

/** The four summary tiles of the signed-in home page, computed from the user's own data. */
export const homeSummary = z.object({
  todayPrayers: z.object({ completed: z.number().int(), total: z.number().int() }),
  achievementsEarned: z.number().int(),
  learningSessions: z.number().int(),
  streakDays: z.number().int(),
});
export type HomeSummary = z.infer<typeof homeSummary>;
