import { z } from './zod';
import { text } from './text';
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
import { accountsMessages } from './messages/accounts';

/** The sign-up rules, in one place for the server and both register forms. */
export const usernameSchema = text({ error: accountsMessages.usernameMin.code })
  .trim()
  .min(USERNAME_MIN, accountsMessages.usernameMin.code)
  .max(USERNAME_MAX, accountsMessages.usernameMax.code)
  .regex(/^[A-Za-z0-9_-]+$/, accountsMessages.usernameChars.code)
  .refine((name) => !(RESERVED_USERNAMES as readonly string[]).includes(name.toLowerCase()), {
    message: accountsMessages.usernameReserved.code,
  });

export const emailSchema = text({ error: accountsMessages.emailInvalid.code })
  .trim()
  .toLowerCase()
  .pipe(z.email(accountsMessages.emailInvalid.code))
  .refine((email) => !/@(.+\.)?example\.com$/.test(email), { message: accountsMessages.emailReal.code });

export const passwordSchema = text({ error: accountsMessages.passwordMin.code })
  .min(PASSWORD_MIN, accountsMessages.passwordMin.code)
  .max(PASSWORD_MAX, accountsMessages.passwordMax.code)
  .regex(/[A-Z]/, accountsMessages.passwordUpper.code)
  .regex(/[a-z]/, accountsMessages.passwordLower.code)
  .regex(/[0-9]/, accountsMessages.passwordNumber.code)
  .regex(/[^A-Za-z0-9]/, accountsMessages.passwordSpecial.code);

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
  username: text({ error: accountsMessages.usernameRequired.code })
    .trim()
    .min(1, accountsMessages.usernameRequired.code)
    .max(200),
  password: text({ error: accountsMessages.passwordRequired.code })
    .min(1, accountsMessages.passwordRequired.code)
    .max(1000),
});
export type LoginInput = z.infer<typeof loginInput>;

export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);

/** What the client knows of the signed-in user. Never the password hash or payment ids. */
export const publicUser = z.object({
  id: z.number().int(),
  username: text(),
  email: text(),
  subscriptionStatus: subscriptionStatusSchema,
  subscriptionEndDate: text().nullable(),
  isAdmin: z.boolean(),
  prayerTradition: prayerTraditionSchema.nullable(),
  experienceLevel: experienceLevelSchema.nullable(),
  language: languageNameSchema,
  createdAt: text(),
});
export type PublicUser = z.infer<typeof publicUser>;

export const currentUserResponse = publicUser.nullable();

/**
 * PATCH /api/user/preferences: the interface language (decision 006) and the prayer tradition and experience
 * level chosen at sign-up, which are the defaults of the lesson player and the coach.
 * Only the given fields change; null clears a choice; at least one field is required.
 */
export const updatePreferencesInput = z
  .object({
    language: languageNameSchema.optional(),
    prayerTradition: prayerTraditionSchema.nullable().optional(),
    experienceLevel: experienceLevelSchema.nullable().optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    message: accountsMessages.preferencesEmpty.code,
  });
export type UpdatePreferencesInput = z.infer<typeof updatePreferencesInput>;

/** The current password, asked before anything that changes who can sign in (decision 023). */
const currentPasswordSchema = text({ error: accountsMessages.currentPasswordRequired.code })
  .min(1, accountsMessages.currentPasswordRequired.code)
  .max(1000);

export const changePasswordInput = z.object({
  currentPassword: currentPasswordSchema,
  newPassword: passwordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

export const changeEmailInput = z.object({ currentPassword: currentPasswordSchema, email: emailSchema });
export type ChangeEmailInput = z.input<typeof changeEmailInput>;

/**
 * A new address waits for the link mailed to it (decision 023): the address it will be and until when
 * the link works, or nulls when no change is waiting.
 */
export const pendingEmailChange = z.object({
  pendingEmail: text().nullable(),
  expiresAt: text().nullable(),
});
export type PendingEmailChange = z.infer<typeof pendingEmailChange>;

/** The answer to a change of address: what to do next, and the change now waiting. */
export const emailChangeRequested = pendingEmailChange.extend({ message: text(), code: text() });
export type EmailChangeRequested = z.infer<typeof emailChangeRequested>;

/** The token of the link mailed to the new address (base64url, 43 characters). */
export const confirmEmailChangeInput = z.object({
  token: text({ error: accountsMessages.emailLinkInvalid.code })
    .min(1, accountsMessages.emailLinkInvalid.code)
    .max(200, accountsMessages.emailLinkInvalid.code),
});
export type ConfirmEmailChangeInput = z.infer<typeof confirmEmailChangeInput>;

/** Deleting the account asks for the password (the field is `password`, as on the sign-in form). */
export const deleteAccountInput = z.object({
  password: text({ error: accountsMessages.passwordRequired.code })
    .min(1, accountsMessages.passwordRequired.code)
    .max(1000),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountInput>;

export const passwordResetRequestInput = z.object({ email: emailSchema });
export type PasswordResetRequestInput = z.input<typeof passwordResetRequestInput>;

/** The token of the e-mailed link (base64url, 43 characters) and the new password. */
export const passwordResetInput = z.object({
  token: text({ error: accountsMessages.resetLinkInvalid.code })
    .min(1, accountsMessages.resetLinkInvalid.code)
    .max(200, accountsMessages.resetLinkInvalid.code),
  password: passwordSchema,
});
export type PasswordResetInput = z.infer<typeof passwordResetInput>;

