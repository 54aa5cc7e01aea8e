import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@/contracts/common';
import {
  audioResponse,
  quranVerseSchema,
  quranVersesResponse,
  verseIdParams,
  verseLookupQuery,
  versesQuery,
} from '@/contracts/quran';
import { guardRoutes, signedIn } from '../../platform/access';
import { requireUser } from '../../platform/sessions';
import type { QuranVerses } from './verses';

const tags = ['quran'];

/** The verses to practise: the practice set, any verse by reference, a reference recitation. */
export function verseRoutes(verses: QuranVerses): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, signedIn);

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
        return verses.practiceSet(request.query.language);
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
        return verses.lookup(surah, verse, language);
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
        return verses.audioOf(request.params.verseId);
      },
    );
  };
}
