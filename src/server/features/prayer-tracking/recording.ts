import type { CreatePrayerRecordInput, MainPrayer, PrayerRecord } from '@/contracts/prayer-tracking';
import { prayerTrackingMessages } from '@/contracts/messages/prayer-tracking';
import { LRUCache } from 'lru-cache';
import type { Clock } from '../../platform/clock';
import { uniqueViolation } from '../../platform/db-errors';
import { BadRequest, Conflict, NotFound } from '../../platform/errors';
import { daysBetween, localDate } from './dates';
import { isRamadan } from './hijri';
import type { NewPrayerRecord, PrayerRecordRow, PrayerTrackingRepository } from './repository';
import { toPrayerRecord, toTimesSettings } from './rules';
import { dayTimes, type TimesSettings } from './times';
import {
  completionPoints,
  earnsPoints,
  hasBegun,
  isActive,
  isMainPrayer,
  isOnTime,
  trackerPoints,
  windowState,
} from './windows';

/** People whose write context one instance keeps (see writeRecord). */
const WRITE_CONTEXTS_MAX = 10_000;
/** Reads of the settings a write makes at most when other writes of the same person keep landing first. */
const WRITE_ATTEMPTS = 5;

/**
 * Recording prayers: a tracker toggle, the dashboard's Complete Prayer, a record removed. Inserting or
 * deleting a record is one statement with its roll-ups (decision 026).
 */
export function prayerRecording(repo: PrayerTrackingRepository, clock: Clock) {
  /**
   * What this instance last computed each person's records from: their settings and the version they
   * were read at (decision 028). A write computed from them happens only while the version is still
   * that one (the write statement checks it), so it needs no read of its own; the statement answers
   * the version it made, which the next write of the same person starts from.
   */
  const writeContexts = new LRUCache<number, { settings: TimesSettings; version: number }>({
    max: WRITE_CONTEXTS_MAX,
  });

  /**
   * Inserts the record `compute` makes from the person's settings, with its roll-ups, in one
   * statement; a second record of that prayer that day is 409. With settings kept from an earlier
   * write, one round trip: if the version has moved since, or `compute` refuses with them, they are
   * read again (with the version, in one read) and the record computed again, so nothing is written
   * or refused from settings that are no longer the person's.
   */
  async function writeRecord(
    userId: number,
    compute: (context: { settings: TimesSettings; now: Date; today: string }) => NewPrayerRecord,
  ): Promise<PrayerRecordRow> {
    let kept = writeContexts.get(userId);
    for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt++) {
      const fromKept = kept !== undefined;
      if (!kept) {
        const row = await repo.writeContext(userId);
        kept = { settings: toTimesSettings(row), version: row.version };
      }
      const now = clock.now();
      let values: NewPrayerRecord;
      try {
        values = compute({ settings: kept.settings, now, today: localDate(now, kept.settings.timeZone) });
      } catch (error) {
        writeContexts.delete(userId);
        if (!fromKept) throw error;
        kept = undefined;
        continue;
      }
      let written;
      try {
        written = await repo.insertRecord(values, now, isRamadan(values.prayerDate), kept.version);
      } catch (error) {
        if (uniqueViolation(error))
          throw new Conflict(prayerTrackingMessages.prayerAlreadyRecorded, 'prayerType');
        throw error;
      }
      if (written) {
        writeContexts.set(userId, { settings: kept.settings, version: written.version });
        return written.record;
      }
      writeContexts.delete(userId);
      kept = undefined;
    }
    // Another write of the same person landed between each read and write, every time.
    throw new Error(`prayer record not written after ${WRITE_ATTEMPTS} attempts`);
  }

  return {
    /** A tracker toggle: points are the per-prayer constant (decision 007). */
    async createRecord(userId: number, input: CreatePrayerRecordInput): Promise<PrayerRecord> {
      const record = await writeRecord(userId, ({ settings, now, today }) => {
        if (daysBetween(today, input.prayerDate) > 0)
          throw new BadRequest(prayerTrackingMessages.futureDate, 'prayerDate');
        // On time only when the server's clock is inside the window now, for today's prayer.
        let onTime = false;
        if (input.prayerDate === today && isMainPrayer(input.prayerType)) {
          const computed = dayTimes(settings, today);
          const state = windowState(now, computed.times[input.prayerType]);
          // With the sample schedule the tracker stays free (decision 007): the sample is not the real time.
          if (!computed.approximate && !hasBegun(state, false))
            throw new Conflict(prayerTrackingMessages.prayerNotYetDue, 'prayerType');
          onTime = isOnTime(state);
        }
        return {
          userId,
          prayerType: input.prayerType,
          prayerDate: input.prayerDate,
          prayerTime: input.prayerDate === today ? now : null,
          completed: true,
          onTime,
          pointsEarned: earnsPoints(daysBetween(input.prayerDate, today))
            ? trackerPoints(input.prayerType)
            : 0,
        };
      });
      return toPrayerRecord(record);
    },

    async deleteRecord(userId: number, id: number): Promise<void> {
      const deleted = await repo.deleteOwnRecord(userId, id, clock.now(), isRamadan);
      if (!deleted) throw new NotFound(prayerTrackingMessages.recordNotFound);
    },

    /** The daily dashboard's Complete Prayer (decision 007). */
    async complete(userId: number, prayerType: MainPrayer, notes: string | undefined) {
      const record = await writeRecord(userId, ({ settings, now, today }) => {
        const computed = dayTimes(settings, today);
        const state = windowState(now, computed.times[prayerType]);
        if (!hasBegun(state, computed.approximate))
          throw new Conflict(prayerTrackingMessages.prayerNotYetDue, 'prayerType');
        if (!isActive(state)) throw new Conflict(prayerTrackingMessages.prayerWindowPassed, 'prayerType');
        const onTime = isOnTime(state);
        return {
          userId,
          prayerType,
          prayerDate: today,
          prayerTime: now,
          completed: true,
          onTime,
          pointsEarned: completionPoints(prayerType, onTime),
          notes: notes || null,
        };
      });
      return { pointsEarned: record.pointsEarned, isOnTime: record.onTime, record: toPrayerRecord(record) };
    },
  };
}
