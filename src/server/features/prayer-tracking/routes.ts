import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageBody } from '@/contracts/catalogue';
import { z } from 'zod';
import { errorResponse, messageResponse } from '@/contracts/common';
import { prayerTrackingMessages } from '@/contracts/messages/prayer-tracking';
import {
  activitiesResponse,
  activity,
  completePrayerInput,
  completePrayerResponse,
  createPrayerRecordInput,
  logActivityInput,
  monthlyQuery,
  monthlyResponse,
  placeSearchQuery,
  placeSearchResponse,
  prayerRecord,
  prayerRecordsQuery,
  prayerSettings,
  prayerTimesQuery,
  prayerTimesResponse,
  recordIdParams,
  streaksResponse,
  todayResponse,
  updatePrayerSettingsInput,
  userStats,
} from '@/contracts/prayer-tracking';
import { guardRoutes, signedIn } from '../../platform/access';
import { answerCache, type VersionedAnswer } from '../../platform/answer-cache';
import { requireUser } from '../../platform/sessions';
import type { FeatureContext } from '../context';
import { searchPlaces } from './places';
import { prayerTrackingRepository } from './repository';
import { type GroupMembershipCheck, prayerTrackingService } from './service';

const errors = { 400: errorResponse, 401: errorResponse };
const tags = ['prayer-tracking'];

export function prayerTrackingRoutes(
  ctx: FeatureContext,
  options: { isGroupMember?: GroupMembershipCheck } = {},
): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, signedIn);
    const service = prayerTrackingService(prayerTrackingRepository(ctx.db), ctx.clock, options.isGroupMember);
    // The three reads every screen asks for again and again: kept while the person's data is unchanged.
    const answers = answerCache({ clock: ctx.clock, maxBytes: ctx.config.answerCacheBytes });
    /** Sends the signed-in person's `name` answer, kept per instance and checked by version (decision 028). */
    const kept = <T>(
      request: FastifyRequest,
      reply: FastifyReply,
      name: string,
      variant: string,
      read: (userId: number) => Promise<VersionedAnswer<T>>,
    ) => {
      const userId = requireUser(request).id;
      return answers.send(
        request,
        reply,
        `${name}:${userId}`,
        variant,
        () => service.version(userId),
        () => read(userId),
      );
    };

    app.get(
      '/api/prayer-settings',
      {
        schema: {
          tags,
          summary: 'Location, calculation method and madhab for prayer times',
          response: { 200: prayerSettings, ...errors },
        },
      },
      async (request) => service.settings(requireUser(request).id),
    );

    app.put(
      '/api/prayer-settings',
      {
        schema: {
          tags,
          summary: 'Save prayer-time settings; a location only with consent, rounded to about 1 km',
          body: updatePrayerSettingsInput,
          response: { 200: prayerSettings, ...errors },
        },
      },
      async (request) => service.saveSettings(requireUser(request).id, request.body),
    );

    app.get(
      '/api/places',
      {
        schema: {
          tags,
          summary: 'Find a city by name (offline list) for prayer times',
          querystring: placeSearchQuery,
          response: { 200: placeSearchResponse, ...errors },
        },
      },
      async (request) => {
        requireUser(request);
        return searchPlaces(request.query.q);
      },
    );

    app.get(
      '/api/prayer-times',
      {
        schema: {
          tags,
          summary: "A day's prayer times, Qibla and next prayer for the user's settings",
          querystring: prayerTimesQuery,
          response: { 200: prayerTimesResponse, ...errors },
        },
      },
      async (request) => service.times(requireUser(request).id, request.query.date),
    );

    app.get(
      '/api/prayers/today',
      {
        schema: {
          tags,
          summary: "Today's five prayers with their timing window state",
          response: { 200: todayResponse, ...errors },
        },
      },
      async (request, reply) => kept(request, reply, 'today', '', (userId) => service.today(userId)),
    );

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
      '/api/prayers/monthly',
      {
        schema: {
          tags,
          summary: 'Every day of a month (YYYY-MM): prayers done, points, streak days',
          querystring: monthlyQuery,
          response: { 200: monthlyResponse, ...errors },
        },
      },
      async (request, reply) => {
        const { month } = request.query;
        return kept(request, reply, 'monthly', month ?? '', (userId) => service.monthly(userId, month));
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

    app.get(
      '/api/user/stats',
      {
        schema: { tags, summary: 'Total points, level and streaks', response: { 200: userStats, ...errors } },
      },
      async (request, reply) => kept(request, reply, 'stats', '', (userId) => service.stats(userId)),
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

    app.post(
      '/api/activities',
      {
        schema: {
          tags,
          summary: 'Log an activity; quick actions earn their catalogue points once a day',
          body: logActivityInput,
          response: { 201: activity, ...errors, 404: errorResponse, 409: errorResponse },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.logActivity(requireUser(request).id, request.body)),
    );

    app.get(
      '/api/user/activities',
      {
        schema: {
          tags,
          summary: 'Total points and the latest activities',
          response: { 200: activitiesResponse, ...errors },
        },
      },
      async (request) => service.activities(requireUser(request).id),
    );
  };
}
