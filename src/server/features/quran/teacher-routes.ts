import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@/contracts/common';
import { quranChatRequest, quranChatResponse } from '@/contracts/quran';
import { guardRoutes, signedIn } from '../../platform/access';
import { requireUser } from '../../platform/sessions';
import type { FeatureContext } from '../context';
import type { QuranConversation } from './conversation';

/** The AI Quran teacher: a question about the selected verse. */
export function teacherRoutes(ctx: FeatureContext, conversation: QuranConversation): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, signedIn);

    app.post(
      '/api/quran/conversation',
      {
        config: ctx.aiTurns.routeConfig(),
        schema: {
          tags: ['quran'],
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
      async (request) => conversation.ask(request, requireUser(request), request.body),
    );
  };
}
