import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Message, messageBody } from '@/contracts/catalogue';
import {
  changeEmailInput,
  changePasswordInput,
  currentUserResponse,
  deleteAccountInput,
  loginInput,
  passwordResetInput,
  passwordResetRequestInput,
  publicUser,
  registerInput,
  updatePreferencesInput,
} from '@/contracts/auth';
import { errorResponse, messageResponse } from '@/contracts/common';
import { accountsMessages } from '@/contracts/messages/accounts';
import { platformMessages } from '@/contracts/messages/platform';
import type { FeatureContext } from '../context';
import { guardRoutes, signedIn } from '../../platform/access';
import { TooManyRequests, Unauthorized } from '../../platform/errors';
import { siteOrigin } from '../../platform/html-document';
import { messagesOut } from '../../platform/messages-out';
import { outbox } from '../../platform/outbox';
import { failureCounter, forgetRateLimitsOf } from '../../platform/rate-limit';
import { requireUser } from '../../platform/sessions';
import { accountLifecycle } from './lifecycle';
import { personalData, personalDataSchema } from './personal-data';
import { accountsRepository } from './repository';
import { accountsService, toPublicUser } from './service';

const AUTH_WINDOW = '15 minutes';
/** E-mail changes per person an hour: each one mails two addresses. */
export const EMAIL_CHANGES_PER_HOUR = 5;
/** Data downloads per person an hour. */
export const DATA_DOWNLOADS_PER_HOUR = 10;

/** A route's limit per signed-in person (its plugin's guard has made sure there is one). */
const perPersonAnHour = (max: number, refusal: Message) => ({
  max,
  timeWindow: '1 hour',
  keyGenerator: (request: FastifyRequest) => `user:${request.user?.id}`,
  errorResponseBuilder: () => new TooManyRequests(refusal),
});
const AUTH_WINDOW_MS = 15 * 60 * 1000;

export function accountsRoutes(ctx: FeatureContext): FastifyPluginAsyncZod {
  return async (app) => {
    const repo = accountsRepository(ctx.db);
    const failedSignIns = failureCounter(ctx.db, 'failed-sign-in', AUTH_WINDOW_MS);
    const service = accountsService(repo, ctx.config.adminUsernames);
    const lifecycle = accountLifecycle({
      db: ctx.db,
      repo,
      clock: ctx.clock,
      sessionStore: ctx.sessionStore,
      messages: messagesOut(ctx.jobs),
      accountLimit: ctx.config.authAccountLimit,
      failedSignIns,
    });
    // Registrations per address; sign-in counts only its failures (failedSignIns, below).
    const registrationLimit = {
      max: ctx.config.authRateLimit,
      timeWindow: AUTH_WINDOW,
      keyGenerator: (request: { ip: string }) => request.ip,
      errorResponseBuilder: () => new TooManyRequests(accountsMessages.tooManyAttempts),
    };

    app.get(
      '/api/auth/user',
      {
        schema: {
          tags: ['accounts'],
          summary: 'The signed-in user, or null when signed out',
          response: { 200: currentUserResponse },
        },
      },
      async (request) => (request.user ? toPublicUser(request.user) : null),
    );

    app.post(
      '/api/auth/register',
      {
        config: { rateLimit: registrationLimit },
        schema: {
          tags: ['accounts'],
          summary: 'Create an account and sign in',
          body: registerInput,
          response: { 201: publicUser, 400: errorResponse, 409: errorResponse, 429: errorResponse },
        },
      },
      async (request, reply) => {
        const user = await service.register(request.body);
        return reply.status(201).send(toPublicUser(await ctx.sessions.start(request, reply, user.id)));
      },
    );

    app.post(
      '/api/auth/login',
      {
        schema: {
          tags: ['accounts'],
          summary:
            'Sign in with username and password; failed attempts are limited per account and per address',
          body: loginInput,
          response: { 200: publicUser, 400: errorResponse, 401: errorResponse, 429: errorResponse },
        },
      },
      async (request, reply) => {
        const { username, password } = request.body;
        const accountKey = `account:${username.toLowerCase()}`;
        const addressKey = `address:${request.ip}`;
        const wait = Math.max(
          await failedSignIns.retryAfter(accountKey, ctx.config.authAccountLimit),
          await failedSignIns.retryAfter(addressKey, ctx.config.authRateLimit),
        );
        if (wait > 0) {
          reply.header('retry-after', wait);
          throw new TooManyRequests(accountsMessages.tooManyAttempts);
        }
        let user;
        try {
          user = await service.login(username, password);
        } catch (error) {
          if (error instanceof Unauthorized) {
            await failedSignIns.record(accountKey);
            await failedSignIns.record(addressKey);
          }
          throw error;
        }
        await failedSignIns.clear(accountKey);
        return toPublicUser(await ctx.sessions.start(request, reply, user.id));
      },
    );

    const logout = {
      schema: { tags: ['accounts'], summary: 'Sign out', response: { 200: messageResponse } },
    };
    const logoutHandler = async (
      request: Parameters<typeof ctx.sessions.end>[0],
      reply: Parameters<typeof ctx.sessions.end>[1],
    ) => {
      await ctx.sessions.end(request, reply);
      return messageBody(accountsMessages.loggedOut);
    };
    app.post('/api/auth/logout', logout, logoutHandler);

    app.post(
      '/api/auth/password-reset/request',
      {
        config: { rateLimit: registrationLimit },
        schema: {
          tags: ['accounts'],
          summary:
            'E-mail a single-use link (one hour) to choose a new password; the answer is the same whether or not the address has an account',
          body: passwordResetRequestInput,
          response: { 200: messageResponse, 400: errorResponse, 429: errorResponse },
        },
      },
      async (request) => {
        await lifecycle.requestReset(
          request.body.email,
          siteOrigin(request, ctx.config.publicUrl),
          request.ip,
        );
        return messageBody(accountsMessages.resetRequested);
      },
    );

    app.post(
      '/api/auth/password-reset',
      {
        config: { rateLimit: registrationLimit },
        schema: {
          tags: ['accounts'],
          summary: "Choose a new password with an e-mailed link's token; signs the person out everywhere",
          body: passwordResetInput,
          response: { 200: messageResponse, 400: errorResponse, 429: errorResponse },
        },
      },
      async (request) => {
        await lifecycle.resetPassword(request.body.token, request.body.password);
        return messageBody(accountsMessages.passwordReset);
      },
    );
    // The "Test Logout" menu entry of spec 1 calls this path; it signs out like the other.
    app.post('/api/logout', logout, logoutHandler);

    // Deleting the account and saving preferences need a session; the routes above are public.
    const signedInRoutes: FastifyPluginAsyncZod = async (own) => {
      guardRoutes(own, signedIn);

      own.delete(
        '/api/user',
        {
          schema: {
            tags: ['accounts'],
            summary:
              'Delete the own account and all its data (its payment customer too, which ends its paid plans), and sign out; asks for the password',
            body: deleteAccountInput,
            response: {
              200: messageResponse,
              400: errorResponse,
              401: errorResponse,
              429: errorResponse,
              503: errorResponse,
            },
          },
        },
        async (request, reply) => {
          const user = requireUser(request);
          await lifecycle.checkPassword(user.id, request.body.password, 'password');
          // Each feature first does what its rows going with the account does not (decision 023).
          for (const feature of ctx.features) await feature.forgetAccount?.(ctx, user, request.log);
          await repo.delete(user.id);
          // Its mail in the outbox went with it (kept by account); mail kept before that was recorded is kept by address.
          await outbox(ctx.db).forget(user.email);
          // Counters that name them (failed checks, limits, reset requests): a new holder of the name starts clean.
          await forgetRateLimitsOf(ctx.db, [
            `user:${user.id}`,
            `account:${user.username.toLowerCase()}`,
            `email:${user.email}`,
          ]);
          await ctx.sessions.end(request, reply);
          return messageBody(accountsMessages.accountDeleted);
        },
      );

      own.post(
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

      own.post(
        '/api/user/email',
        {
          // Each change mails the old and the new address: a person may not send notices to address after address.
          config: { rateLimit: perPersonAnHour(EMAIL_CHANGES_PER_HOUR, accountsMessages.tooManyAttempts) },
          schema: {
            tags: ['accounts'],
            summary:
              'Change the e-mail address (the current password is asked); both addresses are told; at most 5 changes an hour',
            body: changeEmailInput,
            response: {
              200: publicUser,
              400: errorResponse,
              401: errorResponse,
              409: errorResponse,
              429: errorResponse,
            },
          },
        },
        async (request) => {
          const user = requireUser(request);
          const updated = await lifecycle.changeEmail(
            user.id,
            request.body.currentPassword,
            request.body.email,
          );
          const { password: _password, ...account } = updated;
          return toPublicUser({ ...user, ...account });
        },
      );

      own.get(
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

      own.patch(
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
    await app.register(signedInRoutes);
  };
}
