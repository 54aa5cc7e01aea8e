import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageBody } from '@/contracts/catalogue';
import { errorResponse, messageResponse, okResponse } from '@/contracts/common';
import { remindersMessages } from '@/contracts/messages/reminders';
import {
  pushKeyResponse,
  pushSubscriptionInput,
  pushUnsubscribeInput,
  recentRemindersResponse,
  reminderSettingsResponse,
  reminderTestInput,
  saveReminderSettingsInput,
  type RecentRemindersResponse,
} from '@/contracts/reminders';
import { guardRoutes, signedIn } from '../../platform/access';
import { BadRequest } from '../../platform/errors';
import { requireUser } from '../../platform/sessions';
import type { FeatureContext } from '../context';
import { remindersRepository } from './repository';
import { remindersService } from './service';

const tags = ['reminders'];
const RECENT_LIMIT = 20;
const STATUS_BODY_LIMIT = 16 * 1024;

export function remindersRoutes(ctx: FeatureContext): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, signedIn);
    const service = remindersService(ctx);
    const repo = remindersRepository(ctx.db);

    app.get(
      '/api/reminders/settings',
      {
        schema: {
          tags,
          summary: 'The reminder settings (the defaults until saved)',
          response: { 200: reminderSettingsResponse, 401: errorResponse },
        },
      },
      async (request) => service.settings(requireUser(request).id),
    );

    app.post(
      '/api/reminders/settings',
      {
        schema: {
          tags,
          summary: 'Save the reminder settings; the next reminder is recomputed at once',
          body: saveReminderSettingsInput,
          response: { 200: reminderSettingsResponse, 400: errorResponse, 401: errorResponse },
        },
      },
      async (request) => service.save(requireUser(request).id, request.body),
    );

    app.post(
      '/api/reminders/test',
      {
        schema: {
          tags,
          summary: 'Send a test SMS (limited per person and per number)',
          body: reminderTestInput,
          response: {
            200: messageResponse,
            400: errorResponse,
            401: errorResponse,
            429: errorResponse,
            503: errorResponse,
          },
        },
      },
      async (request) => {
        const user = requireUser(request);
        await service.sendTest(user.id, request.body, user.language);
        return messageBody(remindersMessages.reminderTestSent);
      },
    );

    app.get(
      '/api/reminders/recent',
      {
        schema: {
          tags,
          summary: "The person's recent reminders with their status",
          response: { 200: recentRemindersResponse, 401: errorResponse },
        },
      },
      async (request): Promise<RecentRemindersResponse> => {
        const rows = await repo.recent(requireUser(request).id, RECENT_LIMIT);
        return {
          reminders: rows.map((r) => ({
            prayer: r.prayer as RecentRemindersResponse['reminders'][number]['prayer'],
            prayerDate: r.prayerDate,
            timing: r.timing as 'before' | 'at',
            channel: r.channel as 'sms' | 'push',
            status: r.status as RecentRemindersResponse['reminders'][number]['status'],
            createdAt: r.createdAt.toISOString(),
          })),
        };
      },
    );

    app.get(
      '/api/reminders/push-key',
      {
        schema: {
          tags,
          summary: 'The VAPID public key browsers subscribe with',
          response: { 200: pushKeyResponse, 401: errorResponse },
        },
      },
      async () => ({ publicKey: ctx.providers.push.publicKey() }),
    );

    app.post(
      '/api/reminders/push-subscriptions',
      {
        schema: {
          tags,
          summary: "Save this browser's push subscription for reminders",
          body: pushSubscriptionInput,
          response: { 200: okResponse, 400: errorResponse, 401: errorResponse },
        },
      },
      async (request) => {
        await repo.subscribe(requireUser(request).id, request.body.endpoint, request.body.keys);
        return { ok: true as const };
      },
    );

    app.delete(
      '/api/reminders/push-subscriptions',
      {
        schema: {
          tags,
          summary: "Remove this browser's push subscription",
          body: pushUnsubscribeInput,
          response: { 200: okResponse, 400: errorResponse, 401: errorResponse },
        },
      },
      async (request) => {
        await repo.unsubscribe(requireUser(request).id, request.body.endpoint);
        return { ok: true as const };
      },
    );

    // Twilio posts delivery reports as a signed form: this route alone reads form bodies.
    await app.register(async (callback) => {
      callback.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: STATUS_BODY_LIMIT },
        (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
      );
      callback.post(
        '/api/reminders/status',
        {
          // Twilio calls it without a session; the signature is its credential.
          config: { public: true },
          schema: {
            tags,
            summary: 'Twilio status callback: signature checked, delivered or failed recorded, STOP honoured',
            response: { 200: z.object({ received: z.literal(true) }), 400: errorResponse },
          },
        },
        async (request) => {
          const params = (request.body ?? {}) as Record<string, string>;
          const url = statusUrl(ctx, request.url, `${request.protocol}://${request.host}`);
          const signature = request.headers['x-twilio-signature'];
          const report = ctx.providers.sms.statusReport(
            url,
            typeof signature === 'string' ? signature : undefined,
            params,
          );
          if (!report) throw new BadRequest(remindersMessages.reminderSignatureInvalid);
          const row = await repo.reportStatus(report.providerId, report.status);
          if (row && report.optedOut) await repo.optOutOfSms(row.userId);
          return { received: true as const };
        },
      );
    });
  };
}

/** The address Twilio signed: the public one when configured (a proxy may rewrite the host), else this request's. */
function statusUrl(ctx: FeatureContext, path: string, origin: string): string {
  return new URL(path, ctx.config.publicUrl ?? origin).href;
}
