import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  chatMessageRequest,
  conversationIdParams,
  conversationResponse,
  conversationsResponse,
  conversationSummarySchema,
  languageQuery,
  personasResponse,
  renameConversationRequest,
} from '@/contracts/chat';
import { messageBody } from '@/contracts/catalogue';
import { errorResponse, okResponse } from '@/contracts/common';
import { platformMessages } from '@/contracts/messages/platform';
import { guardRoutes, signedIn } from '../../platform/access';
import { databaseUnavailable } from '../../platform/db-errors';
import { requireUser } from '../../platform/sessions';
import type { FeatureContext } from '../context';
import { type ChatAnswers, chatAnswers } from './answers';
import { type ChatContent, languageOf } from './content';
import { chatHistory } from './conversations';
import { type EventStream, eventStream } from './event-stream';
import type { ChatRepository } from './repository';
import type { Library } from './retrieval';

const tags = ['chat'];
const errors = { 400: errorResponse, 401: errorResponse, 404: errorResponse };

/**
 * A failure once the answer's events have begun: it can only be told as an `error` event. The message
 * was already given back by the AI-turn pipeline (decision 015).
 */
function streamFailed(request: FastifyRequest, stream: EventStream, error: unknown, answers: ChatAnswers) {
  if (answers.isPersonLeft(error)) {
    request.log.info('q&a chat: the person left before the answer was complete');
    return;
  }
  if (databaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    stream.send('error', messageBody(platformMessages.serviceUnavailable));
    return;
  }
  request.log.error({ err: error }, 'q&a chat: the answer failed');
  stream.send('error', messageBody(platformMessages.internalError));
}

export function chatRoutes(
  ctx: FeatureContext,
  deps: { repo: ChatRepository; content: ChatContent; library: Library },
): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, signedIn);
    const { repo, content } = deps;
    const answers = chatAnswers({ ctx, ...deps });
    const history = chatHistory(ctx, repo);

    app.get(
      '/api/chat/personas',
      {
        schema: {
          tags,
          summary: "The chat's teaching styles (none is a person) in the person's language",
          querystring: languageQuery,
          response: { 200: personasResponse, 400: errorResponse, 401: errorResponse },
        },
      },
      async (request) => {
        const language = languageOf(requireUser(request), request.query.language);
        return [...content.personas.values()].map((p) => ({
          id: p.id,
          name: p.name[language],
          description: p.description[language],
          tradition: p.tradition,
        }));
      },
    );

    app.post(
      '/api/chat/messages',
      {
        config: ctx.aiTurns.routeConfig(),
        schema: {
          tags,
          summary:
            "A question to the Q&A chat, answered as server-sent events (text/event-stream): sources, then delta for each checked sentence, then done; or error. An AI provider's answer counts as an AI message on the free plan; Hidaya's library without one never does",
          body: chatMessageRequest,
          response: { ...errors, 402: errorResponse, 429: errorResponse },
        },
      },
      async (request, reply) => {
        const prepared = await answers.prepare(requireUser(request), request.body);
        const stream = eventStream(reply);
        try {
          await answers.answer(request, prepared, stream);
        } catch (error) {
          if (!stream.opened) throw error;
          streamFailed(request, stream, error, answers);
        } finally {
          stream.end();
        }
      },
    );

    app.get(
      '/api/chat/conversations',
      {
        schema: {
          tags,
          summary: "The person's conversations, the latest first (Free: the current one only)",
          response: { 200: conversationsResponse, 401: errorResponse },
        },
      },
      async (request) => history.list(requireUser(request)),
    );

    app.get(
      '/api/chat/conversations/:id',
      {
        schema: {
          tags,
          summary: "One of the person's conversations with every message, its checked sentences and sources",
          params: conversationIdParams,
          response: { 200: conversationResponse, ...errors },
        },
      },
      async (request) => history.read(requireUser(request), request.params.id),
    );

    app.patch(
      '/api/chat/conversations/:id',
      {
        schema: {
          tags,
          summary: "Renames one of the person's conversations",
          params: conversationIdParams,
          body: renameConversationRequest,
          response: { 200: conversationSummarySchema, ...errors },
        },
      },
      async (request) => history.rename(requireUser(request), request.params.id, request.body.title),
    );

    app.delete(
      '/api/chat/conversations/:id',
      {
        schema: {
          tags,
          summary: "Deletes one of the person's conversations and its messages",
          params: conversationIdParams,
          response: { 200: okResponse, ...errors },
        },
      },
      async (request) => {
        await history.remove(requireUser(request), request.params.id);
        return { ok: true as const };
      },
    );
  };
}
