import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
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
  recordingSettingsSchema,
  recordingSettingsUpdate,
  verseIdParams,
  verseLookupQuery,
  versesQuery,
  type Difficulty,
  type QuranLanguage,
  type QuranVerse,
} from '@/contracts/quran';
import { NotFound, PaymentRequired } from '../../platform/errors';
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
} from './content';
import { pronunciationAnalysis } from './pronunciation';
import { readRecitationUpload } from './recitation-upload';
import { quranRepository, type VerseRow } from './repository';
import { historyMessages, offlineTeacherAnswer, teacherSystemPrompt } from './teacher';

const tags = ['quran'];
/** The reciter of the reference recitations, in EveryAyah's layout under RECITATION_AUDIO_BASE_URL. */
export const RECITER_FOLDER = 'Alafasy_128kbps';
const MOST_MISSED = 10;

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

    const pronunciation = pronunciationAnalysis(ctx, repo);

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
        const upload = await readRecitationUpload(request);
        const verse = await verseOr404(upload.verseId);
        await requireVerseAccess(user, verse);
        return pronunciation.analyse(request, user, verse, upload);
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
