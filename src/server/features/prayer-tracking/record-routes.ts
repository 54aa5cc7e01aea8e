import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageBody } from '@/contracts/catalogue';
import { errorResponse, messageResponse } from '@/contracts/common';
import { prayerTrackingMessages } from '@/contracts/messages/prayer-tracking';
import {
  completePrayerInput,
  completePrayerResponse,
  createPrayerRecordInput,
  prayerRecord,
  prayerRecordsQuery,
  recordIdParams,
  streaksResponse,
} from '@/contracts/prayer-tracking';
import { guardRoutes, signedIn } from '../../platform/access';
import { requireUser } from '../../platform/sessions';
import type { PrayerTrackingService } from './service';

const errors = { 400: errorResponse, 401: errorResponse };
const tags = ['prayer-tracking'];

/** Recording prayers (the dashboard's Complete Prayer, the tracker), the records and the streaks. */
export function recordRoutes(service: PrayerTrackingService): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, signedIn);

    app.post(
      '/api/prayers/complete',
      {
        schema: {
          tags,
          summary: "Complete one of today's prayers; the server decides on-time and points",
          body: completePrayerInput,
          response: { 201: completePrayerResponse, ...errors, 409: errorResponse },
        },
      },
      async (request, reply) => {
        const result = await service.complete(
          requireUser(request).id,
          request.body.prayerType,
          request.body.notes,
        );
        return reply.status(201).send(result);
      },
    );

    app.get(
      '/api/prayer-records',
      {
        schema: {
          tags,
          summary: 'Prayer records between two dates (at most 366 days; default the last 366)',
          querystring: prayerRecordsQuery,
          response: { 200: z.array(prayerRecord), ...errors },
        },
      },
      async (request) =>
        service.records(requireUser(request).id, request.query.startDate, request.query.endDate),
    );

    app.post(
      '/api/prayer-records',
      {
        schema: {
          tags,
          summary: 'Record a prayer as prayed (tracker). A second record of the same day and prayer is 409.',
          body: createPrayerRecordInput,
          response: { 201: prayerRecord, ...errors, 409: errorResponse },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.createRecord(requireUser(request).id, request.body)),
    );

    app.delete(
      '/api/prayer-records/:id',
      {
        schema: {
          tags,
          summary: 'Remove one of your prayer records',
          params: recordIdParams,
          response: { 200: messageResponse, ...errors, 404: errorResponse },
        },
      },
      async (request) => {
        await service.deleteRecord(requireUser(request).id, request.params.id);
        return messageBody(prayerTrackingMessages.prayerRecordRemoved);
      },
    );

    for (const url of ['/api/user/streaks', '/api/streaks/my-streaks']) {
      app.get(
        url,
        {
          schema: {
            tags,
            summary: "The user's streaks (daily_prayer and others)",
            response: { 200: streaksResponse, ...errors },
          },
        },
        async (request) => service.streaks(requireUser(request).id),
      );
    }
  };
}
