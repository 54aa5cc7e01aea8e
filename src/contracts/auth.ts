import { z } from 'zod';
import {
  EXPERIENCE_LEVELS,
  LANGUAGE_NAMES,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PRAYER_TRADITIONS,
  RESERVED_USERNAMES,
  SUBSCRIPTION_STATUSES,
  USERNAME_MAX,
  USERNAME_MIN,
} from './constants';
import { messages } from './messages';

/** The sign-up rules of spec 1 section 5, in one place for the server and both register forms. */
export const usernameSchema = z
  .string({ error: messages.usernameMin })
  .trim()
  .min(USERNAME_MIN, messages.usernameMin)
  .max(USERNAME_MAX, messages.usernameMax)
  .regex(/^[A-Za-z0-9_-]+$/, messages.usernameChars)
  .refine((name) => !(RESERVED_USERNAMES as readonly string[]).includes(name.toLowerCase()), {
    message: messages.usernameReserved,
  });

export const emailSchema = z
  .string({ error: messages.emailInvalid })
  .trim()
  .toLowerCase()
  .pipe(z.email(messages.emailInvalid))
  .refine((email) => !/@(.+\.)?example\.com$/.test(email), { message: messages.emailReal });

export const passwordSchema = z
  .string({ error: messages.passwordMin })
  .min(PASSWORD_MIN, messages.passwordMin)
  .max(PASSWORD_MAX, messages.passwordMax)
  .regex(/[A-Z]/, messages.passwordUpper)
  .regex(/[a-z]/, messages.passwordLower)
  .regex(/[0-9]/, messages.passwordNumber)
  .regex(/[^A-Za-z0-9]/, messages.passwordSpecial);

export const prayerTraditionSchema = z.enum(PRAYER_TRADITIONS);
export const experienceLevelSchema = z.enum(EXPERIENCE_LEVELS);
export const languageNameSchema = z.enum(LANGUAGE_NAMES);

export const registerInput = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
  prayerTradition: prayerTraditionSchema.optional(),
  experienceLevel: experienceLevelSchema.optional(),
  language: languageNameSchema.optional(),
});
export type RegisterInput = z.input<typeof registerInput>;

/** The Register tab of /auth: the same rules, only the three required fields. */
export const registerTabInput = registerInput.pick({ username: true, email: true, password: true });
export type RegisterTabInput = z.input<typeof registerTabInput>;

export const loginInput = z.object({
  username: z.string({ error: messages.usernameRequired }).trim().min(1, messages.usernameRequired).max(200),
  password: z.string({ error: messages.passwordRequired }).min(1, messages.passwordRequired).max(1000),
});
export type LoginInput = z.infer<typeof loginInput>;

export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);

/** What the client knows of the signed-in user. Never the password hash or payment ids. */
export const publicUser = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  subscriptionStatus: subscriptionStatusSchema,
  subscriptionEndDate: z.string().nullable(),
  isAdmin: z.boolean(),
  prayerTradition: prayerTraditionSchema.nullable(),
  experienceLevel: experienceLevelSchema.nullable(),
  language: languageNameSchema,
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUser>;

export const currentUserResponse = publicUser.nullable();

export const updatePreferencesInput = z.object({ language: languageNameSchema });
export type UpdatePreferencesInput = z.infer<typeof updatePreferencesInput>;
