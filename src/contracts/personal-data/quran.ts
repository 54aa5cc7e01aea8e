import { z } from '../zod';
import { text } from '../text';
import { mistakeSchema } from '../quran';

/** The person's recitation attempts, kept recordings and study sessions, for their data download. */
export const quranPersonalData = z.object({
  keepRecordings: z.boolean(),
  /** The audio itself is not inlined (it can be megabytes): each kept recording is at its address. */
  keptRecordings: z.array(
    z.object({
      attemptId: z.number(),
      contentType: text(),
      bytes: z.number(),
      createdAt: text(),
      download: text(),
    }),
  ),
  recitationAttempts: z.array(
    z.object({
      id: z.number(),
      surahNumber: z.number(),
      verseNumber: z.number(),
      accuracyScore: z.number(),
      feedback: text(),
      mistakesDetected: z.array(mistakeSchema),
      transcript: text(),
      transcriptSource: text(),
      isCorrect: z.boolean(),
      attemptedAt: text(),
    }),
  ),
  studySessions: z.array(
    z.object({
      versesStudied: z.array(z.number()),
      totalVerses: z.number(),
      correctPronunciations: z.number(),
      attempts: z.number(),
      durationMinutes: z.number(),
      averageAccuracy: z.number(),
      contextQueriesUsed: z.number(),
      startedAt: text(),
      endedAt: text(),
    }),
  ),
});
