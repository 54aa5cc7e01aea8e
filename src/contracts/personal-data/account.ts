import { z } from '../zod';
import { text } from '../text';

/** The accounts feature's parts of the data download (decision 023). Dates are ISO 8601 strings. */
export const accountPart = z.object({
  username: text(),
  email: text(),
  language: text(),
  prayerTradition: text().nullable(),
  experienceLevel: text().nullable(),
  isAdmin: z.boolean(),
  subscriptionStatus: text(),
  subscriptionPlan: text().nullable(),
  subscriptionEndDate: text().nullable(),
  createdAt: text(),
});

/** The person's signed-in devices (sessions), never a session id. */
export const devicesPart = z.array(
  z.object({
    thisDevice: z.boolean(),
    signedInAt: text(),
    lastSeenAt: text(),
    expiresAt: text(),
  }),
);

/** Mail kept for them in the outbox: subjects only, since a body may hold a reset link that still works. */
export const emailsKeptInOutboxPart = z.array(z.object({ subject: text(), createdAt: text() }));

/** A change of e-mail address waiting for its link to be opened, never its token. */
export const pendingEmailChangePart = z
  .object({ newEmail: text(), requestedAt: text(), expiresAt: text() })
  .nullable();

/** The download's head: what every download starts with, whatever the features. */
export const personalDataHead = z.object({ format: text(), exportedAt: text() });
