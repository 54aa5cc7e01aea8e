import type { PrayerSettings, UpdatePrayerSettingsInput } from '@/contracts/prayer-tracking';
import type { Clock } from '../../platform/clock';
import { localDate } from './dates';
import type { PrayerTrackingRepository } from './repository';
import { toPrayerSettings, toTimesSettings } from './rules';
import { dayTimes, toTimesResponse } from './times';

/** About 1 km: coordinates are kept to two decimals (privacy, decision 007). */
const roundCoordinate = (value: number) => Math.round(value * 100) / 100;

/** The person's settings (the defaults until they save some), the time now and their date now. */
export function personNow(repo: PrayerTrackingRepository, clock: Clock) {
  return async (userId: number) => {
    const settings = toTimesSettings(await repo.settings(userId));
    const now = clock.now();
    return { settings, now, today: localDate(now, settings.timeZone) };
  };
}

/** Where and how the person's prayer times are computed, and the times that gives for a day. */
export function prayerSettingsUseCases(repo: PrayerTrackingRepository, clock: Clock) {
  const context = personNow(repo, clock);
  return {
    async settings(userId: number): Promise<PrayerSettings> {
      return toPrayerSettings(await repo.settings(userId));
    },

    async saveSettings(userId: number, input: UpdatePrayerSettingsInput): Promise<PrayerSettings> {
      const values: Parameters<PrayerTrackingRepository['saveSettings']>[1] = {};
      if (input.location === null)
        Object.assign(values, { latitude: null, longitude: null, placeName: null });
      if (input.location) {
        values.latitude = roundCoordinate(input.location.latitude);
        values.longitude = roundCoordinate(input.location.longitude);
        values.placeName = input.location.placeName || null;
      }
      if (input.timeZone) values.timeZone = input.timeZone;
      if (input.calculationMethod) values.calculationMethod = input.calculationMethod;
      if (input.madhab) values.madhab = input.madhab;
      if (input.highLatitudeRule) values.highLatitudeRule = input.highLatitudeRule;
      return toPrayerSettings(await repo.saveSettings(userId, values));
    },

    async times(userId: number, date: string | undefined) {
      const { settings, now, today } = await context(userId);
      const day = date ?? today;
      return toTimesResponse(settings, day, dayTimes(settings, day), now);
    },
  };
}
