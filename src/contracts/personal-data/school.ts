import { z } from '../zod';
import { text } from '../text';

/**
 * The AI Islamic school's part of the parent's data download (decision 029): every class they started,
 * with the child's first name and age group (nothing else is kept of a child) and everything said in
 * it, flagged messages marked.
 */
export const schoolPersonalData = z.object({
  classes: z.array(
    z.object({
      sessionId: z.number(),
      classSlug: text(),
      classTitle: text(),
      studentName: text(),
      ageGroup: text(),
      status: text(),
      startedAt: text(),
      lastActivity: text(),
      endedAt: text().nullable(),
      totalMinutes: z.number(),
      points: z.number(),
      progress: z.number(),
      badges: z.array(text()),
      completedActivities: z.array(z.object({ type: text(), points: z.number(), segment: z.number() })),
      messages: z.array(
        z.object({
          messageType: text(),
          content: text(),
          activityType: text().nullable(),
          flagged: z.boolean(),
          timestamp: text(),
        }),
      ),
    }),
  ),
});
