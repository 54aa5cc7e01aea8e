import type { Db } from '../../db/client';
import { outbox } from '../../platform/outbox';
import type { SessionStore, UserRow } from '../../platform/sessions';
import type { PaymentsProvider } from '../../providers/payments/port';
import { billingPersonalData } from '../billing/public';
import { blogPersonalData } from '../blog/public';
import { communityPersonalData } from '../community/public';
import { prayerTrackingPersonalData } from '../prayer-tracking/public';
import { quranPersonalData } from '../quran/public';
import { settingsPersonalData } from '../settings/public';
import type { AccountsRepository } from './repository';

/** The format of the download, so a reader can tell versions apart. */
export const PERSONAL_DATA_FORMAT = 'hidaya-personal-data/1';

/**
 * Everything the server holds about one person (decision 023): the account here, each feature's part
 * through its public.ts. Never a password hash, a key, a session id or another person's data.
 * A feature that starts keeping something about people adds its part here.
 */
export async function personalData(
  db: Db,
  repo: AccountsRepository,
  user: UserRow,
  currentSession: string,
  now: Date,
  services: { sessionStore: SessionStore; payments: PaymentsProvider | null },
) {
  const sessions = await services.sessionStore.devicesOf(user.id);
  const mails = await outbox(db).of(user.id, user.email);
  return {
    format: PERSONAL_DATA_FORMAT,
    exportedAt: now.toISOString(),
    account: {
      username: user.username,
      email: user.email,
      language: user.language,
      prayerTradition: user.prayerTradition,
      experienceLevel: user.experienceLevel,
      isAdmin: user.isAdmin,
      subscriptionStatus: user.subscriptionStatus,
      subscriptionPlan: user.subscriptionPlan,
      subscriptionEndDate: user.subscriptionEndDate?.toISOString() ?? null,
      createdAt: user.createdAt.toISOString(),
    },
    devices: sessions.map((s) => ({
      thisDevice: s.id === currentSession,
      signedInAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
      expiresAt: s.expiresAt.toISOString(),
    })),
    // Subjects only: a body may hold a reset link that still works.
    emailsKeptInOutbox: mails.map((m) => ({ subject: m.subject, createdAt: m.createdAt.toISOString() })),
    prayerTracking: await prayerTrackingPersonalData(db, user.id),
    quran: await quranPersonalData(db, user.id),
    community: await communityPersonalData(db, user.id),
    billing: await billingPersonalData(db, user, services.payments),
    settings: await settingsPersonalData(db, user.id),
    blog: await blogPersonalData(db, user.id),
  };
}
