import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '@/contracts/common';
import { quranMessages } from '@/contracts/messages/quran';
import {
  attemptIdParams,
  audioResponse,
  FREE_SURAHS,
  progressResponse,
  pronunciationResponse,
  QURAN_CHAT_HISTORY,
  quranChatRequest,
  quranChatResponse,
  quranVerseSchema,
  quranVersesResponse,
  RECORDING_MAX_BYTES,
  RECORDING_MAX_SECONDS,
  RECORDINGS_ALLOWANCE_BYTES,
  recordingSettingsSchema,
  recordingSettingsUpdate,
  verseIdParams,
  verseLookupQuery,
  versesQuery,
  type Difficulty,
  type QuranLanguage,
  type QuranVerse,
} from '@/contracts/quran';
import { scoreRecitation } from '@/contracts/quran-scoring';
import {
  AppError,
  BadRequest,
  Conflict,
  NotFound,
  PaymentRequired,
  ServiceUnavailable,
} from '../../platform/errors';
import { guardRoutes, signedIn } from '../../platform/access';
import { requireUser, type UserRow } from '../../platform/sessions';
import { billing } from '../billing/public';
import type { FeatureContext } from '../context';
import {
  type ContextNote,
  loadPracticeSet,
  notesByVerse,
  surahFacts,
  translationOf,
  verseFromDataset,
  wordTransliterations,
} from './content';
import { AUDIO_TYPES, audioMatchesType } from './audio-signature';
import { writeFeedback } from './feedback';
import { quranRepository, type VerseRow } from './repository';
import { historyMessages, offlineTeacherAnswer, teacherSystemPrompt } from './teacher';

const tags = ['quran'];
/** The reciter of the reference recitations, in EveryAyah's layout under RECITATION_AUDIO_BASE_URL. */
export const RECITER_FOLDER = 'Alafasy_128kbps';
const MOST_MISSED = 10;

/** What the recitation was heard as, and by whom. */
type Heard = { transcript: string; source: 'provider' | 'browser' };

const pronunciationFields = z.object({
  verseId: z.coerce.number().int().positive(),
  /** The browser's own Arabic speech recognition of the same recitation, when it has one. */
  transcript: z.string().max(10_000).optional(),
  /** The recording's length as the browser measured it. */
  durationSeconds: z.coerce.number().min(0).optional(),
});

function toVerse(
  row: VerseRow,
  language: QuranLanguage,
  arabicName: string,
  note: ContextNote | null,
): QuranVerse {
  return {
    id: row.id,
    surahNumber: row.surahNumber,
    surahName: row.surahName,
    surahNameArabic: arabicName,
    verseNumber: row.verseNumber,
    difficulty: row.difficulty as Difficulty,
    arabicText: row.arabicText,
    pronunciation: row.pronunciation,
    englishTranslation: row.englishTranslation,
    translation: translationOf(row.surahNumber, row.verseNumber, language),
    context: note?.context ?? null,
    source: note?.source ?? null,
    free: FREE_SURAHS.includes(row.surahNumber),
  };
}

export function quranRoutes(ctx: FeatureContext): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, signedIn);
    const repo = quranRepository(ctx.db);
    // The context notes of the practice set (stored in the database at start: quran/feature.ts).
    const notes = notesByVerse(loadPracticeSet());
    /** The verse's context note in the person's language (only verses of the practice set have one). */
    const noteOf = (row: { surahNumber: number; verseNumber: number }, language: QuranLanguage) =>
      notes.get(`${row.surahNumber}:${row.verseNumber}`)?.[language] ?? null;
    const billingApi = billing(ctx.db);
    const arabicNameOf = (surah: number) => surahFacts(surah, 'en').arabicName;

    const verseOr404 = async (id: number) => {
      const verse = await repo.byId(id);
      if (!verse) throw new NotFound(quranMessages.verseNotFound);
      return verse;
    };

    /** D23: Al-Fatiha for everyone; every verse with the Quran Teacher or Everything plan. */
    const requireVerseAccess = async (user: UserRow, verse: VerseRow | null) => {
      if (verse && FREE_SURAHS.includes(verse.surahNumber)) return;
      if (!(await billingApi.entitlementsOf(user, ctx.clock.now())).quranTeacher) {
        throw new PaymentRequired(quranMessages.quranNeedsPlan);
      }
    };

    await app.register(multipart, {
      limits: { fileSize: RECORDING_MAX_BYTES, files: 1, fields: 5, fieldSize: 20_000, parts: 6 },
    });

    app.get(
      '/api/quran/verses',
      {
        schema: {
          tags,
          summary: 'The curated practice set, with translations in the interface language (none for Arabic)',
          querystring: versesQuery,
          response: { 200: quranVersesResponse, 400: errorResponse, 401: errorResponse },
        },
      },
      async (request) => {
        requireUser(request);
        const rows = await repo.practiceSet();
        const { language } = request.query;
        return rows.map((row) =>
          toVerse(row, language, arabicNameOf(row.surahNumber), noteOf(row, language)),
        );
      },
    );

    app.get(
      '/api/quran/verses/lookup',
      {
        schema: {
          tags,
          summary: 'Any verse by surah and verse number, from the dataset',
          querystring: verseLookupQuery,
          response: { 200: quranVerseSchema, 400: errorResponse, 401: errorResponse, 404: errorResponse },
        },
      },
      async (request) => {
        requireUser(request);
        const { surah, verse, language } = request.query;
        const text = verseFromDataset(surah, verse);
        if (!text) throw new NotFound(quranMessages.verseNotFound);
        const row = await repo.byReference({
          ...text,
          context: null,
          source: null,
          reason: null,
          difficulty: 'beginner',
        });
        return toVerse(row, language, arabicNameOf(surah), noteOf(row, language));
      },
    );

    app.post(
      '/api/quran/audio/:verseId',
      {
        schema: {
          tags,
          summary: 'The address of a reference recitation of the verse (RECITATION_AUDIO_BASE_URL)',
          params: verseIdParams,
          response: { 200: audioResponse, 400: errorResponse, 401: errorResponse, 404: errorResponse },
        },
      },
      async (request) => {
        requireUser(request);
        const verse = await verseOr404(request.params.verseId);
        const file = `${String(verse.surahNumber).padStart(3, '0')}${String(verse.verseNumber).padStart(3, '0')}.mp3`;
        return {
          audioUrl: `${ctx.config.recitationAudioBaseUrl.replace(/\/+$/, '')}/${RECITER_FOLDER}/${file}`,
        };
      },
    );

    app.post(
      '/api/quran/pronunciation',
      {
        config: ctx.aiTurns.routeConfig(),
        schema: {
          tags,
          summary:
            'Score a recitation (multipart: audio, verseId, optional browser transcript and durationSeconds); with a provider the audio is transcribed (counts as an AI message on the free plan)',
          consumes: ['multipart/form-data'],
          response: {
            200: pronunciationResponse,
            400: errorResponse,
            401: errorResponse,
            402: errorResponse,
            404: errorResponse,
            409: errorResponse,
            413: errorResponse,
            429: errorResponse,
            503: errorResponse,
          },
        },
      },
      async (request) => {
        const user = requireUser(request);
        if (!request.isMultipart()) throw new BadRequest(quranMessages.recordingMissing, 'audio');
        const raw: Record<string, string> = {};
        let audio: { data: Buffer; mimetype: string } | null = null;
        try {
          for await (const part of request.parts()) {
            if (part.type === 'file') {
              if (part.fieldname !== 'audio') {
                await part.toBuffer();
                continue;
              }
              audio = {
                data: await part.toBuffer(),
                mimetype: part.mimetype.split(';')[0]!.trim().toLowerCase(),
              };
            } else if (typeof part.value === 'string') {
              raw[part.fieldname] = part.value;
            }
          }
        } catch (error) {
          const code = (error as { code?: string }).code;
          if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, quranMessages.recordingTooLarge);
          if (code?.startsWith('FST_')) throw new BadRequest(quranMessages.recordingMissing, 'audio');
          throw error;
        }
        const parsed = pronunciationFields.safeParse(raw);
        if (!parsed.success) {
          const issue = parsed.error.issues[0]!;
          const field = issue.path.join('.');
          throw new BadRequest(
            field === 'verseId' ? quranMessages.verseIdInvalid : quranMessages.recordingFieldInvalid,
            field,
          );
        }
        const { verseId, durationSeconds } = parsed.data;
        const browserTranscript = parsed.data.transcript?.trim() || null;
        if (durationSeconds !== undefined && durationSeconds > RECORDING_MAX_SECONDS) {
          throw new BadRequest(quranMessages.recordingTooLong, 'durationSeconds');
        }
        if (audio && audio.data.length === 0) audio = null;
        if (audio && !(audio.mimetype in AUDIO_TYPES))
          throw new BadRequest(quranMessages.recordingFormat, 'audio');
        // The first bytes must be of the format the upload claims: nothing else is transcribed or kept.
        if (audio && !audioMatchesType(audio.data, audio.mimetype))
          throw new BadRequest(quranMessages.recordingNotAudio, 'audio');
        if (!audio && !browserTranscript) throw new BadRequest(quranMessages.recordingMissing, 'audio');

        const verse = await verseOr404(verseId);
        await requireVerseAccess(user, verse);
        // A recording that would not fit in the person's allowance is refused before it is
        // transcribed (no AI message spent); `addAttempt` counts again under a lock.
        if (audio) {
          const room = await repo.recordingRoom(user.id);
          if (room.keep && room.usedBytes + audio.data.length > RECORDINGS_ALLOWANCE_BYTES)
            throw new Conflict(quranMessages.recordingsFull, 'audio');
        }
        const now = ctx.clock.now();

        const browser = browserTranscript
          ? { transcript: browserTranscript, source: 'browser' as const }
          : null;
        const recording = audio;
        const heard = recording
          ? await ctx.aiTurns.run<Heard>(request, user, {
              feature: 'quran pronunciation',
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
            })
          : browser!;
        const { transcript, source: transcriptSource } = heard;

        const score = scoreRecitation(verse.arabicText, transcript);
        const feedback = writeFeedback(
          score,
          wordTransliterations(verse.arabicText, verse.pronunciation),
          transcript,
          transcriptSource,
        );
        // The recording is kept only when the person opted in (decision 017); its address serves it
        // to them alone.
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
          recording && { data: recording.data, contentType: recording.mimetype },
          (attemptId) => `/api/quran/recordings/${attemptId}`,
        );
        if (saved === 'full') throw new Conflict(quranMessages.recordingsFull, 'audio');
        await repo.recordActivity(user.id, now, 'attempt');
        const { recordingUrl } = saved;
        return {
          feedback,
          audioFeedback: null,
          feedbackText: [feedback.feedback, ...feedback.suggestions].join(' '),
          recordingUrl,
        };
      },
    );

    app.post(
      '/api/quran/conversation',
      {
        config: ctx.aiTurns.routeConfig(),
        schema: {
          tags,
          summary:
            'A question to the AI Quran teacher about the selected verse (counts as an AI message on the free plan)',
          body: quranChatRequest,
          response: {
            200: quranChatResponse,
            400: errorResponse,
            401: errorResponse,
            402: errorResponse,
            404: errorResponse,
            429: errorResponse,
          },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const { message, selectedVerse, conversationHistory, language } = request.body;
        const verse = selectedVerse === null ? null : await verseOr404(selectedVerse);
        await requireVerseAccess(user, verse);
        const now = ctx.clock.now();
        await repo.recordActivity(user.id, now, 'question');
        return ctx.aiTurns.run<z.infer<typeof quranChatResponse>>(request, user, {
          feature: 'quran teacher',
          ask: async (provider, defaults) => ({
            response: await provider.chat({
              ...defaults,
              messages: [
                { role: 'system', content: teacherSystemPrompt(verse, language) },
                ...historyMessages(conversationHistory, QURAN_CHAT_HISTORY),
                { role: 'user', content: message },
              ],
            }),
            source: 'ai' as const,
          }),
          offline: () => ({
            response: offlineTeacherAnswer(verse, language, verse && noteOf(verse, language)),
            source: 'offline' as const,
          }),
          fallback: () => ({ response: quranMessages.quranChatFallback.text, source: 'ai' as const }),
        });
      },
    );

    app.get(
      '/api/quran/recordings/settings',
      {
        schema: {
          tags,
          summary:
            'Whether the person keeps their recordings (off unless they opt in), and how many are kept',
          response: { 200: recordingSettingsSchema, 401: errorResponse },
        },
      },
      async (request) => repo.recordingSettings(requireUser(request).id),
    );

    app.put(
      '/api/quran/recordings/settings',
      {
        schema: {
          tags,
          summary: 'Keep recordings from now on, or stop keeping them (deletes every kept recording)',
          body: recordingSettingsUpdate,
          response: { 200: recordingSettingsSchema, 400: errorResponse, 401: errorResponse },
        },
      },
      async (request) => {
        const user = requireUser(request);
        await repo.setKeepRecordings(user.id, request.body.keepRecordings, ctx.clock.now());
        return repo.recordingSettings(user.id);
      },
    );

    app.get(
      '/api/quran/recordings/:attemptId',
      {
        schema: {
          tags,
          summary: "A kept recording of one of the person's own attempts (audio)",
          params: attemptIdParams,
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const kept = await repo.recording(user.id, request.params.attemptId);
        if (!kept) throw new NotFound(quranMessages.recordingNotFound);
        return reply.type(kept.contentType).header('cache-control', 'private, no-store').send(kept.audio);
      },
    );

    app.get(
      '/api/quran/progress',
      {
        schema: {
          tags,
          summary:
            "The person's practice: verses practised, best accuracy per verse, words most often missed",
          response: { 200: progressResponse, 401: errorResponse },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const [bestByVerse, mostMissed, totals] = await Promise.all([
          repo.bestByVerse(user.id),
          repo.mostMissed(user.id, MOST_MISSED),
          repo.sessionTotals(user.id),
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
    );
  };
}
