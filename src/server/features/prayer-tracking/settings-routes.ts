import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@/contracts/common';
import {
  placeSearchQuery,
  placeSearchResponse,
  prayerSettings,
  prayerTimesQuery,
  prayerTimesResponse,
  updatePrayerSettingsInput,
} from '@/contracts/prayer-tracking';
import { guardRoutes, signedIn } from '../../platform/access';
import { requireUser } from '../../platform/sessions';
import { searchPlaces } from './places';
import type { PrayerTrackingService } from './service';

const errors = { 400: errorResponse, 401: errorResponse };
const tags = ['prayer-tracking'];

/** What another feature does when a person's times change (reminders are scheduled again). */
export type SettingsChanged = (userId: number) => Promise<void>;

/** Where and how the person's prayer times are computed, the places to choose from, and the times. */
export function settingsRoutes(
  service: PrayerTrackingService,
  settingsChanged: SettingsChanged = async () => {},
): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, signedIn);

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
      async (request) => {
        const userId = requireUser(request).id;
        const saved = await service.saveSettings(userId, request.body);
        await settingsChanged(userId);
        return saved;
      },
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
  };
}
