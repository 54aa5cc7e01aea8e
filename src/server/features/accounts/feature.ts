import {
  accountPart,
  devicesPart,
  emailsKeptInOutboxPart,
  pendingEmailChangePart,
} from '@/contracts/personal-data/account';
import { outbox } from '../../platform/outbox';
import { defineFeature, personalDataPart } from '../feature';
import { accounts, accountsSessionPart } from './public';
import { accountRoutes } from './account-routes';
import { recoveryRoutes } from './recovery-routes';
import { accountsDeps } from './route-deps';
import { signInRoutes } from './sign-in-routes';

export const accountsFeature = defineFeature({
  name: 'accounts',
  sessionPart: accountsSessionPart,
  routes: (ctx) => {
    const deps = accountsDeps(ctx);
    return [signInRoutes(ctx, deps), recoveryRoutes(deps), accountRoutes(ctx, deps)];
  },
  startup: async (context, { log }) => {
    // ADMIN_USERNAMES names accounts that exist; registration never makes an administrator (decision 023).
    const missing = await accounts(context.db).markAdmins(context.config.adminUsernames);
    if (missing.length > 0)
      log.warn(
        { usernames: missing },
        'ADMIN_USERNAMES names accounts that do not exist: register them, then restart to make them administrators',
      );
  },
  personalData: [
    personalDataPart({
      key: 'account',
      schema: accountPart,
      read: async (_context, { user }) => ({
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
      }),
    }),
    personalDataPart({
      key: 'pendingEmailChange',
      schema: pendingEmailChangePart,
      read: (context, { user }) => accounts(context.db).pendingEmailChangeOf(user.id),
    }),
    personalDataPart({
      key: 'devices',
      schema: devicesPart,
      read: async (context, { user, sessionId }) =>
        (await context.sessionStore.devicesOf(user.id)).map((s) => ({
          thisDevice: s.id === sessionId,
          signedInAt: s.createdAt.toISOString(),
          lastSeenAt: s.lastSeenAt.toISOString(),
          expiresAt: s.expiresAt.toISOString(),
        })),
    }),
    personalDataPart({
      key: 'emailsKeptInOutbox',
      schema: emailsKeptInOutboxPart,
      read: async (context, { user }) =>
        (await outbox(context.db).of(user.id, user.email)).map((m) => ({
          subject: m.subject,
          createdAt: m.createdAt.toISOString(),
        })),
    }),
  ],
});
