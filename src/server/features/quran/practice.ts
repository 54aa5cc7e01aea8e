import { quranMessages } from '@/contracts/messages/quran';
import type { QuranProgress, RecordingSettings } from '@/contracts/quran';
import type { Clock } from '../../platform/clock';
import { NotFound } from '../../platform/errors';
import type { QuranRepository } from './repository';

/** Words most often missed that the progress shows. */
const MOST_MISSED = 10;

/** What the person's practice keeps: their recordings (only when they opt in) and their progress. */
export function quranPractice(repo: QuranRepository, clock: Clock) {
  return {
    recordingSettings: (userId: number): Promise<RecordingSettings> => repo.recordingSettings(userId),

    /** Keep recordings from now on, or stop keeping them (every kept recording is deleted). */
    async keepRecordings(userId: number, keep: boolean): Promise<RecordingSettings> {
      await repo.setKeepRecordings(userId, keep, clock.now());
      return repo.recordingSettings(userId);
    },

    /** A kept recording of one of the person's own attempts; anyone else's is not found. */
    async recording(userId: number, attemptId: number) {
      const kept = await repo.recording(userId, attemptId);
      if (!kept) throw new NotFound(quranMessages.recordingNotFound);
      return kept;
    },

    /** Verses practised, best accuracy per verse, words most often missed. */
    async progress(userId: number): Promise<QuranProgress> {
      const [bestByVerse, mostMissed, totals] = await Promise.all([
        repo.bestByVerse(userId),
        repo.mostMissed(userId, MOST_MISSED),
        repo.sessionTotals(userId),
      ]);
      return {
        versesPractised: bestByVerse.length,
        attempts: bestByVerse.reduce((sum, v) => sum + v.attempts, 0),
        sessions: totals.sessions,
        minutesStudied: totals.minutes,
        bestByVerse,
        mostMissed,
      };
    },
  };
}

export type QuranPractice = ReturnType<typeof quranPractice>;
