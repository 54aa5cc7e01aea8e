import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageBody } from '@/contracts/catalogue';
import {
  changeEmailInput,
  changePasswordInput,
  deleteAccountInput,
  emailChangeRequested,
  pendingEmailChange,
  publicUser,
  updatePreferencesInput,
} from '@/contracts/auth';
import { errorResponse, messageResponse } from '@/contracts/common';
import { accountsMessages } from '@/contracts/messages/accounts';
import { platformMessages } from '@/contracts/messages/platform';
import type { FeatureContext } from '../context';
import { guardRoutes, signedIn } from '../../platform/access';
import { requireUser } from '../../platform/sessions';
import { deleteAccount } from './deletion';
import { personalData, personalDataSchema } from './personal-data';
import { type AccountsDeps, perPersonAnHour } from './route-deps';
import { toPublicUser } from './service';

/** E-mail changes per person an hour: each one mails two addresses. */
export const EMAIL_CHANGES_PER_HOUR = 5;
/** Data downloads per person an hour. */
export const DATA_DOWNLOADS_PER_HOUR = 10;

/** The signed-in person's own account: password, address, preferences, data download, deletion. */
export function accountRoutes(ctx: FeatureContext, deps: AccountsDeps): FastifyPluginAsyncZod {
  const { repo, lifecycle } = deps;
  return async (app) => {
    guardRoutes(app, signedIn);

    app.delete(
      '/api/user',
      {
        schema: {
          tags: ['accounts'],
          summary:
            "Delete the own account and all its data (its payment customer too, which ends its paid plans), and sign out; asks for the password; the last administrator's is refused (409)",
          body: deleteAccountInput,
          response: {
            200: messageResponse,
            400: errorResponse,
            401: errorResponse,
            409: errorResponse,
            429: errorResponse,
            503: errorResponse,
          },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        await lifecycle.checkPassword(user.id, request.body.password, 'password');
        await deleteAccount(ctx, repo, user, request.log);
        await ctx.sessions.end(request, reply);
        return messageBody(accountsMessages.accountDeleted);
      },
    );

    app.post(
      '/api/user/password',
      {
        schema: {
          tags: ['accounts'],
          summary: 'Change the password (the current one is asked); signs out every other session',
          body: changePasswordInput,
          response: { 200: messageResponse, 400: errorResponse, 401: errorResponse, 429: errorResponse },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const { currentPassword, newPassword } = request.body;
        await lifecycle.changePassword(user.id, currentPassword, newPassword, request.sessionId!);
        return messageBody(accountsMessages.passwordChanged);
      },
    );

    app.get(
      '/api/user/email',
      {
        schema: {
          tags: ['accounts'],
          summary: 'The new e-mail address waiting for confirmation, if any, and until when its link works',
          response: { 200: pendingEmailChange, 401: errorResponse },
        },
      },
      async (request) => lifecycle.pendingEmailChange(requireUser(request).id),
    );

    app.post(
      '/api/user/email',
      {
        // Each request mails the old and the new address: a person may not send mail to address after address.
        config: { rateLimit: perPersonAnHour(EMAIL_CHANGES_PER_HOUR, accountsMessages.tooManyAttempts) },
        schema: {
          tags: ['accounts'],
          summary:
            'Ask for a new e-mail address (the current password is asked): it takes effect when the link mailed to it is opened (24 hours); the old address is told; at most 5 requests an hour',
          body: changeEmailInput,
          response: {
            200: emailChangeRequested,
            400: errorResponse,
            401: errorResponse,
            409: errorResponse,
            429: errorResponse,
          },
        },
      },
      async (request) => {
        const { currentPassword, email } = request.body;
        const pending = await lifecycle.requestEmailChange(requireUser(request).id, currentPassword, email);
        return { ...messageBody(accountsMessages.emailChangeRequested), ...pending };
      },
    );

    app.get(
      '/api/user/data',
      {
        // The heaviest read there is (every record of every feature): a person asks for it now and then.
        config: { rateLimit: perPersonAnHour(DATA_DOWNLOADS_PER_HOUR, platformMessages.tooManyRequests) },
        schema: {
          tags: ['accounts'],
          summary:
            'Download everything the server holds about the signed-in person (JSON); at most 10 an hour',
          response: { 200: personalDataSchema(ctx.features), 401: errorResponse, 429: errorResponse },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const now = ctx.clock.now();
        const data = await personalData(ctx, ctx.features, { user, sessionId: request.sessionId!, now });
        const day = now.toISOString().slice(0, 10);
        reply.header(
          'content-disposition',
          `attachment; filename="hidaya-data-${user.username}-${day}.json"`,
        );
        reply.header('cache-control', 'no-store');
        return data;
      },
    );

    app.patch(
      '/api/user/preferences',
      {
        schema: {
          tags: ['accounts'],
          summary: "Save the user's interface language, prayer tradition and experience level",
          body: updatePreferencesInput,
          response: { 200: publicUser, 400: errorResponse, 401: errorResponse },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const { language, prayerTradition, experienceLevel } = request.body;
        const updated = await repo.update(user.id, { language, prayerTradition, experienceLevel });
        if (!updated) return toPublicUser(user);
        // The account's new columns over the session user (whose plan is billing's).
        const { password: _password, ...account } = updated;
        return toPublicUser({ ...user, ...account });
      },
    );
  };
}
