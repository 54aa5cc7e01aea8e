import { MAIN_PRAYERS } from './prayer-tracking';
import { text } from './text';
import { z } from './zod';

/** Prayer reminders (decision 032). */
export const REMINDER_TIMINGS = ['before', 'at', 'both'] as const;
export const PERSONALITY_TYPES = ['encouraging', 'motivational', 'gentle', 'scholarly'] as const;
export const MINUTES_BEFORE = [5, 10, 15, 30] as const;
export const REMINDER_CHANNELS = ['sms', 'push', 'both'] as const;
export const CUSTOM_MESSAGE_MAX = 60;

export const reminderTimingSchema = z.enum(REMINDER_TIMINGS);
export type ReminderTiming = z.infer<typeof reminderTimingSchema>;
export const personalityTypeSchema = z.enum(PERSONALITY_TYPES);
export type PersonalityType = z.infer<typeof personalityTypeSchema>;
export const reminderChannelSchema = z.enum(REMINDER_CHANNELS);
export type ReminderChannel = z.infer<typeof reminderChannelSchema>;

/** The defaults. */
export const REMINDER_DEFAULTS = {
  enabled: false,
  phoneNumber: null,
  channel: 'sms',
  reminderTiming: 'before',
  minutesBefore: 15,
  personalityType: 'encouraging',
  includeHadith: true,
  includeDua: false,
  weekendOnly: false,
  customMessage: null,
} as const satisfies ReminderSettings;

export const reminderSettings = z.object({
  enabled: z.boolean(),
  /** With its country code; stored in E.164. */
  phoneNumber: text().trim().max(32).nullable(),
  channel: reminderChannelSchema,
  reminderTiming: reminderTimingSchema,
  minutesBefore: z.union([z.literal(5), z.literal(10), z.literal(15), z.literal(30)]),
  personalityType: personalityTypeSchema,
  includeHadith: z.boolean(),
  includeDua: z.boolean(),
  weekendOnly: z.boolean(),
  customMessage: text().trim().max(CUSTOM_MESSAGE_MAX).nullable(),
});
export type ReminderSettings = z.infer<typeof reminderSettings>;

/** A save: every field optional (the stored or default value is kept), the phone number checked on the server. */
export const saveReminderSettingsInput = reminderSettings.partial();
export type SaveReminderSettingsInput = z.infer<typeof saveReminderSettingsInput>;

export const reminderSettingsResponse = reminderSettings.extend({
  /** The number answered STOP: SMS stays off until a number is saved again. */
  smsOptedOut: z.boolean(),
});
export type ReminderSettingsResponse = z.infer<typeof reminderSettingsResponse>;

export const reminderTestInput = z.object({
  phoneNumber: text().trim().max(32).optional().default(''),
  personalityType: personalityTypeSchema.optional().default('encouraging'),
});

export const REMINDER_STATUSES = ['queued', 'sending', 'sent', 'delivered', 'failed', 'dropped'] as const;
export const recentReminder = z.object({
  prayer: z.enum(MAIN_PRAYERS),
  prayerDate: text(),
  timing: z.enum(['before', 'at']),
  channel: z.enum(['sms', 'push']),
  status: z.enum(REMINDER_STATUSES),
  createdAt: text(),
});
export const recentRemindersResponse = z.object({ reminders: z.array(recentReminder) });
export type RecentRemindersResponse = z.infer<typeof recentRemindersResponse>;

const BASE64URL = /^[A-Za-z0-9_-]+=*$/;
/** A browser's push subscription as PushSubscription.toJSON() gives it (decision 032). */
export const pushSubscriptionInput = z.object({
  endpoint: z.url({ protocol: /^https$/ }).max(2000),
  keys: z.object({
    p256dh: text().max(200).regex(BASE64URL, 'must be URL-safe base64'),
    auth: text().max(100).regex(BASE64URL, 'must be URL-safe base64'),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInput>;
export const pushUnsubscribeInput = z.object({ endpoint: text().max(2000) });
export const pushKeyResponse = z.object({ publicKey: text() });
