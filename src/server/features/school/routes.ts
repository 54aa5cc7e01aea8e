import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@/contracts/common';
import {
  conversationInput,
  currentClassResponse,
  generateImageInput,
  generateImageResponse,
  pastClass,
  pastClassList,
  schoolClassesQuery,
  schoolClassList,
  sessionIdParams,
  startClassInput,
  teacherReply,
  transcriptResponse,
} from '@/contracts/school';
import { guardRoutes, signedIn } from '../../platform/access';
import { requireUser } from '../../platform/sessions';
import type { FeatureContext } from '../context';
import { classTurns } from './class-turn';
import { classImages } from './images';
import { parentView } from './parent-view';
import { startClass } from './start-class';

const tags = ['sunday-school'];
const errors = <const S extends number[]>(...statuses: S) =>
  Object.fromEntries(statuses.map((s) => [s, errorResponse])) as { [K in S[number]]: typeof errorResponse };

/**
 * The classroom's routes (decision 029): the classes offered, starting a class, its turns, its
 * return after a closed tab and its pictures. Each parses, calls its use case and answers.
 */
export function classroomRoutes(ctx: FeatureContext): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, signedIn);
    const view = parentView(ctx);
    const start = startClass(ctx);
    const turns = classTurns(ctx);
    const images = classImages(ctx);
    const aiRoute = ctx.aiTurns.routeConfig();

    app.get(
      '/api/sunday-school/classes',
      {
        schema: {
          tags,
          summary:
            "The school's classes for an age group and tradition (needs the school: its subscription or Everything)",
          querystring: schoolClassesQuery,
          response: { 200: schoolClassList, ...errors(400, 401, 402) },
        },
      },
      async (request) => view.classes(requireUser(request), request.query),
    );

    app.post(
      '/api/sunday-school/sessions',
      {
        config: aiRoute,
        schema: {
          tags,
          summary:
            "Start a class for a child (first name and age group only): takes one of the billing period's classes; answers the teacher's greeting",
          body: startClassInput,
          response: { 201: teacherReply, ...errors(400, 401, 402, 404, 429) },
        },
      },
      async (request, reply) => {
        const answer = await start(request, requireUser(request), request.body);
        return reply.code(201).send(answer);
      },
    );

    app.post(
      '/api/sunday-school/conversation',
      {
        config: aiRoute,
        schema: {
          tags,
          summary:
            "A turn of the class: the child's words (or a no-response prompt with noResponseCount); never counted as an AI message",
          body: conversationInput,
          response: { 200: teacherReply, ...errors(400, 401, 404, 409, 429) },
        },
      },
      async (request) => turns.converse(request, requireUser(request), request.body),
    );

    app.post(
      '/api/sunday-school/sessions/:id/resume',
      {
        config: aiRoute,
        schema: {
          tags,
          summary: 'Take a running class up again: the teacher welcomes the child back where the class stood',
          params: sessionIdParams,
          response: { 200: teacherReply, ...errors(400, 401, 404, 409, 429) },
        },
      },
      async (request) => turns.resume(request, requireUser(request), request.params.id),
    );

    app.post(
      '/api/sunday-school/generate-image',
      {
        config: aiRoute,
        schema: {
          tags,
          summary:
            "A picture of a scene of the class's lesson, drawn by the AI provider (503 without one); never counted as an AI message",
          body: generateImageInput,
          response: { 200: generateImageResponse, ...errors(400, 401, 404, 409, 429, 503) },
        },
      },
      async (request) => images(request, requireUser(request), request.body),
    );
  };
}

/**
 * What the parent reads and does about their classes (decision 029): the class still running, End
 * Class, the past classes and each one's transcript. Each parses, calls its use case and answers.
 */
export function parentRoutes(ctx: FeatureContext): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, signedIn);
    const view = parentView(ctx);

    app.get(
      '/api/sunday-school/sessions/current',
      {
        schema: {
          tags,
          summary: "The person's class still running (to resume after a closed tab), or null",
          response: { 200: currentClassResponse, ...errors(401) },
        },
      },
      async (request) => view.current(requireUser(request)),
    );

    app.post(
      '/api/sunday-school/sessions/:id/end',
      {
        schema: {
          tags,
          summary: 'End Class: the class ends where it stood (a class already over is answered as it is)',
          params: sessionIdParams,
          response: { 200: pastClass, ...errors(400, 401, 404) },
        },
      },
      async (request) => view.end(requireUser(request), request.params.id),
    );

    app.get(
      '/api/sunday-school/sessions',
      {
        schema: {
          tags,
          summary: "The parent's classes, newest first",
          response: { 200: pastClassList, ...errors(401) },
        },
      },
      async (request) => view.pastClasses(requireUser(request)),
    );

    app.get(
      '/api/sunday-school/sessions/:id',
      {
        schema: {
          tags,
          summary:
            "A class's transcript for the parent: every message (flagged ones marked), activities, badges, minutes",
          params: sessionIdParams,
          response: { 200: transcriptResponse, ...errors(400, 401, 404) },
        },
      },
      async (request) => view.transcript(requireUser(request), request.params.id),
    );
  };
}
