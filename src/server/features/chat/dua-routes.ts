import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  duaGenerateRequest,
  duaGenerateResponse,
  duaIdParams,
  duasQuery,
  duasResponse,
  favouritesResponse,
  languageQuery,
} from '@/contracts/chat';
import { errorResponse, okResponse } from '@/contracts/common';
import { guardRoutes, signedIn } from '../../platform/access';
import { requireUser } from '../../platform/sessions';
import type { FeatureContext } from '../context';
import type { DuaDeps } from './dua-service';
import { duaService } from './dua-service';

const tags = ['duas'];
const errors = { 400: errorResponse, 401: errorResponse };

export function duaRoutes(ctx: FeatureContext, deps: Omit<DuaDeps, 'ctx'>): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, signedIn);
    const duas = duaService({ ctx, ...deps });

    app.get(
      '/api/duas',
      {
        schema: {
          tags,
          summary:
            "Narrated duas of the curated collection in the person's language, by occasion or search (Quranic ones with the dataset's text)",
          querystring: duasQuery,
          response: { 200: duasResponse, ...errors },
        },
      },
      async (request) => duas.list(requireUser(request), request.query),
    );

    app.post(
      '/api/duas/generate',
      {
        config: ctx.aiTurns.routeConfig(),
        schema: {
          tags,
          summary:
            'Duas for an occasion or a need: the narrated ones that match, and with an AI provider a personal dua labelled as such (an AI message on the free plan)',
          body: duaGenerateRequest,
          response: { 200: duaGenerateResponse, ...errors, 402: errorResponse, 429: errorResponse },
        },
      },
      async (request) => duas.generate(request, requireUser(request), request.body),
    );

    app.get(
      '/api/duas/favourites',
      {
        schema: {
          tags,
          summary: "The person's starred duas and saved personal duas",
          querystring: languageQuery,
          response: { 200: favouritesResponse, ...errors },
        },
      },
      async (request) => duas.favourites(requireUser(request), request.query.language),
    );

    app.put(
      '/api/duas/favourites/:duaId',
      {
        schema: {
          tags,
          summary: 'Stars a narrated dua, or saves a personal one (personal-<n>)',
          params: duaIdParams,
          response: { 200: okResponse, ...errors, 404: errorResponse },
        },
      },
      async (request) => {
        await duas.setFavourite(requireUser(request), request.params.duaId, true);
        return { ok: true as const };
      },
    );

    app.delete(
      '/api/duas/favourites/:duaId',
      {
        schema: {
          tags,
          summary: 'Unstars a narrated dua, or stops keeping a saved personal one',
          params: duaIdParams,
          response: { 200: okResponse, ...errors, 404: errorResponse },
        },
      },
      async (request) => {
        await duas.setFavourite(requireUser(request), request.params.duaId, false);
        return { ok: true as const };
      },
    );
  };
}
