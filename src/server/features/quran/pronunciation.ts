import type { FastifyRequest } from 'fastify';
import { quranMessages } from '@/contracts/messages/quran';
import { type PronunciationResponse, RECORDINGS_ALLOWANCE_BYTES } from '@/contracts/quran';
import { scoreRecitation } from '@/contracts/quran-scoring';
import type { FeatureContext } from '../context';
import { BadRequest, Conflict, ServiceUnavailable } from '../../platform/errors';
import type { UserRow } from '../../platform/sessions';
import { AUDIO_TYPES } from './audio-signature';
import { wordTransliterations } from './content';
import { writeFeedback } from './feedback';
import type { QuranRepository, VerseRow } from './repository';
import { readRecitationUpload, type RecitationUpload } from './recitation-upload';
import type { QuranVerses } from './verses';

/** What the recitation was heard as, and by whom. */
type Heard = { transcript: string; source: 'provider' | 'browser' };

/**
 * Scoring a recitation (decision 017): heard through the provider's transcription of the audio (an AI
 * turn) or the browser's own recognition, aligned word by word with the verse, and kept as an attempt
 * (with the recording when the person chose to keep them).
 */
export function pronunciationAnalysis(ctx: FeatureContext, repo: QuranRepository, verses: QuranVerses) {
  /** The provider's transcription of the audio, else the browser's transcript. */
  function hear(
    request: FastifyRequest,
    user: UserRow,
    upload: RecitationUpload,
    teacherPlan: boolean,
  ): Promise<Heard> | Heard {
    const browser = upload.browserTranscript
      ? { transcript: upload.browserTranscript, source: 'browser' as const }
      : null;
    const recording = upload.audio;
    if (!recording) return browser!;
    return ctx.aiTurns.run<Heard>(request, user, {
      feature: 'quran pronunciation',
      // The Quran Teacher's analyses are part of the plan, not of the monthly AI messages (decision 013).
      counted: !teacherPlan,
      ask: async (provider) => ({
        transcript: await provider.transcribe(
          recording.data,
          `recitation.${AUDIO_TYPES[recording.mimetype]!.extension}`,
          'ar',
        ),
        source: 'provider' as const,
      }),
      offline: () => {
        if (!browser) throw new BadRequest(quranMessages.quranNeedsTranscript, 'transcript');
        return browser;
      },
      fallback: () => {
        if (!browser) throw new ServiceUnavailable(quranMessages.quranAnalysisFailed);
        return browser;
      },
    });
  }

  async function analyse(
    request: FastifyRequest,
    user: UserRow,
    verse: VerseRow,
    upload: RecitationUpload,
    teacherPlan: boolean,
  ): Promise<PronunciationResponse> {
    const { audio } = upload;
    // A recording that would not fit in the person's allowance is refused before it is transcribed
    // (no AI message spent); `addAttempt` counts again under a lock.
    if (audio) {
      const room = await repo.recordingRoom(user.id);
      if (room.keep && room.usedBytes + audio.data.length > RECORDINGS_ALLOWANCE_BYTES)
        throw new Conflict(quranMessages.recordingsFull, 'audio');
    }
    const now = ctx.clock.now();
    const { transcript, source: transcriptSource } = await hear(request, user, upload, teacherPlan);
    const feedback = writeFeedback(
      scoreRecitation(verse.arabicText, transcript),
      wordTransliterations(verse.arabicText, verse.pronunciation),
      transcript,
      transcriptSource,
    );
    // The recording is kept only when the person opted in; its address serves it to them alone.
    const saved = await repo.addAttempt(
      {
        userId: user.id,
        verseId: verse.id,
        accuracyScore: feedback.accuracy,
        feedback: feedback.feedback,
        mistakesDetected: feedback.mistakes,
        transcript,
        transcriptSource,
        isCorrect: feedback.isCorrect,
        attemptedAt: now,
      },
      audio && { data: audio.data, contentType: audio.mimetype },
      (attemptId) => `/api/quran/recordings/${attemptId}`,
    );
    if (saved === 'full') throw new Conflict(quranMessages.recordingsFull, 'audio');
    await repo.recordActivity(user.id, now, 'attempt');
    return {
      feedback,
      audioFeedback: null,
      feedbackText: [feedback.feedback, ...feedback.suggestions].join(' '),
      recordingUrl: saved.recordingUrl,
    };
  }

  return {
    /** A recitation upload read and checked, its verse found and open to them (decision 017), then scored. */
    async score(request: FastifyRequest, user: UserRow): Promise<PronunciationResponse> {
      const upload = await readRecitationUpload(request);
      const verse = await verses.verseOr404(upload.verseId);
      const teacherPlan = await verses.requireVerseAccess(user, verse);
      return analyse(request, user, verse, upload, teacherPlan);
    },
  };
}

export type PronunciationAnalysis = ReturnType<typeof pronunciationAnalysis>;
