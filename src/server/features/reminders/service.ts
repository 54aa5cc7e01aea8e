import { createHash } from 'node:crypto';
import { remindersMessages } from '@/contracts/messages/reminders';
import {
  REMINDER_DEFAULTS,
  type ReminderSettingsResponse,
  type ReminderTiming,
  type SaveReminderSettingsInput,
} from '@/contracts/reminders';
import type { AppContext } from '../../context';
import { BadRequest, ServiceUnavailable, TooManyRequests } from '../../platform/errors';
import { failureCounter } from '../../platform/rate-limit';
import { prayerTracking } from '../prayer-tracking/public';
import { toE164 } from './phone';
import { remindersRepository, type ReminderSettingsRow } from './repository';
import { nextReminder } from './schedule';
import { codeOf, reminderBody } from './send';

/** Test SMS (decision 032): per person and per number, against SMS pumping. */
export const TEST_LIMITS = {
  perPerson: { max: 5, windowMs: 60 * 60_000 },
  perNumber: { max: 3, windowMs: 24 * 60 * 60_000 },
} as const;

type ServiceContext = Pick<AppContext, 'db' | 'clock' | 'providers'>;

export function toSettingsResponse(row: ReminderSettingsRow | undefined): ReminderSettingsResponse {
  if (!row) return { ...REMINDER_DEFAULTS, smsOptedOut: false };
  return {
    enabled: row.enabled,
    phoneNumber: row.phoneNumber,
    channel: row.channel as ReminderSettingsResponse['channel'],
    reminderTiming: row.reminderTiming as ReminderTiming,
    minutesBefore: row.minutesBefore as ReminderSettingsResponse['minutesBefore'],
    personalityType: row.personalityType as ReminderSettingsResponse['personalityType'],
    includeHadith: row.includeHadith,
    includeDua: row.includeDua,
    weekendOnly: row.weekendOnly,
    customMessage: row.customMessage,
    smsOptedOut: row.smsOptedOut,
  };
}

/** A number kept in the rate-limit table only as its hash. */
const numberKey = (e164: string) => createHash('sha256').update(e164).digest('hex').slice(0, 32);

export function remindersService(ctx: ServiceContext) {
  const repo = remindersRepository(ctx.db);
  const prayers = prayerTracking(ctx.db, ctx.clock);
  const perPerson = failureCounter(ctx.db, 'reminder-test', TEST_LIMITS.perPerson.windowMs);
  const perNumber = failureCounter(ctx.db, 'reminder-test-number', TEST_LIMITS.perNumber.windowMs);

  /** Recomputes the person's next reminder from now (settings or location changed). */
  async function reschedule(userId: number): Promise<void> {
    const settings = await repo.settings(userId);
    if (!settings?.enabled) return repo.setDue(userId, null);
    const plan = {
      reminderTiming: settings.reminderTiming as ReminderTiming,
      minutesBefore: settings.minutesBefore,
      weekendOnly: settings.weekendOnly,
      times: await prayers.timesSettings(userId),
    };
    await repo.setDue(userId, nextReminder(plan, ctx.clock.now()));
  }

  return {
    reschedule,
    async settings(userId: number): Promise<ReminderSettingsResponse> {
      return toSettingsResponse(await repo.settings(userId));
    },

    async save(userId: number, input: SaveReminderSettingsInput): Promise<ReminderSettingsResponse> {
      const current = toSettingsResponse(await repo.settings(userId));
      const merged = { ...current, ...input };
      const typed = merged.phoneNumber?.trim() || null;
      const phoneNumber = typed ? toE164(typed) : null;
      if (merged.enabled && merged.channel !== 'push' && !phoneNumber) {
        throw new BadRequest(remindersMessages.reminderPhoneRequired, 'phoneNumber');
      }
      const { smsOptedOut: _kept, ...fields } = merged;
      const row = await repo.saveSettings({
        ...fields,
        userId,
        phoneNumber,
        customMessage: merged.customMessage?.trim() || null,
        // Saving a number again is consent again: SMS resumes after STOP only this way.
        smsOptedOut: phoneNumber !== current.phoneNumber ? false : current.smsOptedOut,
        updatedAt: ctx.clock.now(),
      });
      await reschedule(userId);
      return toSettingsResponse(row);
    },

    async sendTest(
      userId: number,
      input: { phoneNumber: string; personalityType: ReminderSettingsResponse['personalityType'] },
      language: string,
    ) {
      if (!input.phoneNumber.trim())
        throw new BadRequest(remindersMessages.reminderPhoneFirst, 'phoneNumber');
      const to = toE164(input.phoneNumber);
      const personKey = `user:${userId}`;
      const toKey = numberKey(to);
      if (
        (await perPerson.retryAfter(personKey, TEST_LIMITS.perPerson.max)) > 0 ||
        (await perNumber.retryAfter(toKey, TEST_LIMITS.perNumber.max)) > 0
      ) {
        throw new TooManyRequests(remindersMessages.reminderTestLimited);
      }
      await perPerson.record(personKey);
      await perNumber.record(toKey);
      const body = await reminderBody(ctx, {
        prayer: 'fajr',
        timing: 'before',
        minutesBefore: 15,
        style: input.personalityType,
        language: codeOf(language),
        includeHadith: false,
        includeDua: false,
        customMessage: null,
      });
      try {
        await ctx.providers.sms.send({ to, body, userId });
      } catch {
        throw new ServiceUnavailable(remindersMessages.reminderTestUnavailable);
      }
    },
  };
}

export type RemindersService = ReturnType<typeof remindersService>;
