import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pronunciationAttempts, quranStudySessions, quranVerses } from '../../db/schema/quran';

/** The person's recitation attempts and study sessions, for their data download (decision 023). */
export async function quranPersonalData(db: Db, userId: number) {
  const attempts = await db
    .select({
      surahNumber: quranVerses.surahNumber,
      verseNumber: quranVerses.verseNumber,
      accuracyScore: pronunciationAttempts.accuracyScore,
      feedback: pronunciationAttempts.feedback,
      mistakesDetected: pronunciationAttempts.mistakesDetected,
      transcript: pronunciationAttempts.transcript,
      transcriptSource: pronunciationAttempts.transcriptSource,
      isCorrect: pronunciationAttempts.isCorrect,
      attemptedAt: pronunciationAttempts.attemptedAt,
    })
    .from(pronunciationAttempts)
    .innerJoin(quranVerses, eq(quranVerses.id, pronunciationAttempts.verseId))
    .where(eq(pronunciationAttempts.userId, userId))
    .orderBy(asc(pronunciationAttempts.attemptedAt), asc(pronunciationAttempts.id));
  const sessions = await db
    .select()
    .from(quranStudySessions)
    .where(eq(quranStudySessions.userId, userId))
    .orderBy(asc(quranStudySessions.startedAt));
  return {
    recitationAttempts: attempts.map((a) => ({ ...a, attemptedAt: a.attemptedAt.toISOString() })),
    studySessions: sessions.map(({ id: _id, userId: _user, startedAt, endedAt, ...rest }) => ({
      ...rest,
      startedAt: startedAt.toISOString(),
      endedAt: endedAt.toISOString(),
    })),
  };
}
