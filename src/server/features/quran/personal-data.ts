import { asc, eq, sql } from 'drizzle-orm';
import type { MistakeDetected } from '@/contracts/quran';
import type { Db } from '../../db/client';
import {
  pronunciationAttempts,
  quranRecordings,
  quranRecordingSettings,
  quranStudySessions,
  quranVerses,
} from '../../db/schema/quran';

/** The person's recitation attempts and study sessions, for their data download (decision 023). */
export async function quranPersonalData(db: Db, userId: number) {
  const attempts = await db
    .select({
      id: pronunciationAttempts.id,
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
  const [recordingChoice] = await db
    .select()
    .from(quranRecordingSettings)
    .where(eq(quranRecordingSettings.userId, userId));
  const recordings = await db
    .select({
      attemptId: quranRecordings.attemptId,
      contentType: quranRecordings.contentType,
      bytes: sql<number>`octet_length(${quranRecordings.audio})`.mapWith(Number),
      createdAt: quranRecordings.createdAt,
    })
    .from(quranRecordings)
    .where(eq(quranRecordings.userId, userId))
    .orderBy(asc(quranRecordings.createdAt));
  return {
    keepRecordings: recordingChoice?.keepRecordings ?? false,
    // The audio itself is not inlined (it can be megabytes): each kept recording is at its address.
    keptRecordings: recordings.map((r) => ({
      attemptId: r.attemptId,
      contentType: r.contentType,
      bytes: r.bytes,
      createdAt: r.createdAt.toISOString(),
      download: `/api/quran/recordings/${r.attemptId}`,
    })),
    recitationAttempts: attempts.map((a) => ({
      ...a,
      mistakesDetected: a.mistakesDetected as MistakeDetected[],
      attemptedAt: a.attemptedAt.toISOString(),
    })),
    studySessions: sessions.map(({ id: _id, userId: _user, startedAt, endedAt, ...rest }) => ({
      ...rest,
      startedAt: startedAt.toISOString(),
      endedAt: endedAt.toISOString(),
    })),
  };
}
