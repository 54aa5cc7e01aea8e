import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageBody } from '@/contracts/catalogue';
import { errorResponse, messageResponse } from '@/contracts/common';
import { settingsMessages } from '@/contracts/messages/settings';
import {
  aiSettingsResponse,
  connectionTestResponse,
  offeredModel,
  MAX_TOKENS,
  saveAiSettingsInput,
  TEMPERATURE,
  type AiSettingsResponse,
} from '@/contracts/settings';
import { guardRoutes, signedIn } from '../../platform/access';
import { requireUser } from '../../platform/sessions';
import { timed } from '../../platform/server-timing';
import type { FeatureContext } from '../context';
import { aiAccess } from './public';
import { settingsRepository } from './repository';

export function settingsRoutes(ctx: FeatureContext): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, signedIn);
    const repo = settingsRepository(ctx.db);
    const access = aiAccess(ctx);

    app.get(
      '/api/settings',
      {
        schema: {
          tags: ['settings'],
          summary: 'AI provider settings; the API key is never returned',
          response: { 200: aiSettingsResponse, 401: errorResponse },
        },
      },
      async (request, reply): Promise<AiSettingsResponse> => {
        const user = requireUser(request);
        const row = await repo.get(user.id);
        // "Fetched fresh on every visit": no cache may keep them.
        reply.header('cache-control', 'no-store');
        return {
          answeredBy: (await access.forUser(user.id)).source,
          openai: {
            model: offeredModel(row?.model),
            temperature: row?.temperature ?? TEMPERATURE.default,
            maxTokens: row?.maxTokens ?? MAX_TOKENS.default,
            // A key sealed under an APP_SECRET since replaced cannot be used: the person is asked again.
            hasApiKey: row?.apiKeySealed ? ctx.secrets.open(row.apiKeySealed) !== null : false,
          },
        };
      },
    );

    app.post(
      '/api/settings',
      {
        schema: {
          tags: ['settings'],
          summary: "Save AI provider settings; an empty key removes the user's key",
          body: saveAiSettingsInput,
          response: { 200: messageResponse, 400: errorResponse, 401: errorResponse },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const { apiKey, model, temperature, maxTokens } = request.body.openai;
        const existing = await repo.get(user.id);
        const apiKeySealed =
          apiKey === undefined
            ? (existing?.apiKeySealed ?? null)
            : apiKey === ''
              ? null
              : ctx.secrets.seal(apiKey);
        await repo.save({ userId: user.id, apiKeySealed, model, temperature, maxTokens });
        return messageBody(settingsMessages.settingsSaved);
      },
    );

    app.post(
      '/api/settings/test',
      {
        // Each test calls the provider, with the person's key or the operator's: limited as AI turns are.
        config: ctx.aiTurns.routeConfig(),
        schema: {
          tags: ['settings'],
          summary: 'Whether the configured AI provider answers (limited per person per minute like AI turns)',
          response: { 200: connectionTestResponse, 401: errorResponse, 429: errorResponse },
        },
      },
      async (request) => {
        const { provider, source, chatDefaults } = await access.forUser(requireUser(request).id);
        if (!provider) return { ok: true, source, ...messageBody(settingsMessages.connectionOffline) };
        try {
          await timed(request, 'ai', () => provider.ping(chatDefaults.model));
          return { ok: true, source, ...messageBody(settingsMessages.connectionOk) };
        } catch {
          return { ok: false, source, ...messageBody(settingsMessages.connectionFailed) };
        }
      },
    );
  };
}
