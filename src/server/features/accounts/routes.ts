import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Message, messageBody } from '@/contracts/catalogue';
import {
  changeEmailInput,
  changePasswordInput,
  confirmEmailChangeInput,
  currentUserResponse,
  deleteAccountInput,
  emailChangeRequested,
  loginInput,
  passwordResetInput,
  passwordResetRequestInput,
  pendingEmailChange,
  publicUser,
  registerInput,
  updatePreferencesInput,
} from '@/contracts/auth';
import { errorResponse, messageResponse } from '@/contracts/common';
import { accountsMessages } from '@/contracts/messages/accounts';
import { platformMessages } from '@/contracts/messages/platform';
import type { FeatureContext } from '../context';
import { guardRoutes, signedIn } from '../../platform/access';
import { Conflict, TooManyRequests, Unauthorized } from '../../platform/errors';
import { messagesOut } from '../../platform/messages-out';
import { outbox } from '../../platform/outbox';
import { clientKey } from '../../platform/client-address';
import { forgetRateLimitsOf } from '../../platform/rate-limit';
import { requireUser } from '../../platform/sessions';
import { accountLifecycle } from './lifecycle';
import { personalData, personalDataSchema } from './personal-data';
import { accounts } from './public';
import { accountsRepository } from './repository';
import { mailLinkOrigin } from './reset-links';
import { accountsService, toPublicUser } from './service';
import { signInThrottle } from './sign-in-throttle';

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

export function accountsRoutes(ctx: FeatureContext): FastifyPluginAsyncZod {
  return async (app) => {
    const repo = accountsRepository(ctx.db);
    const signIns = signInThrottle({
      db: ctx.db,
      clock: ctx.clock,
      limits: {
        perAccountAndAddress: ctx.config.authAccountLimit,
        perAddress: ctx.config.authRateLimit,
        accountCeiling: ctx.config.authAccountCeiling,
      },
    });
    const service = accountsService(repo);
    const lifecycle = accountLifecycle({
      db: ctx.db,
      repo,
      clock: ctx.clock,
      sessionStore: ctx.sessionStore,
      messages: messagesOut(ctx.jobs),
      // Never the request's Host, which its sender chooses (decision 023).
      linkOrigin: mailLinkOrigin(ctx.config),
      accountLimit: ctx.config.authAccountLimit,
      signIns,
    });
    // Registrations per address; sign-in counts only its failures (signIns, below).
    const registrationLimit = {
      max: ctx.config.authRateLimit,
      timeWindow: AUTH_WINDOW,
      keyGenerator: (request: { ip: string }) => clientKey(request.ip),
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
            'Sign in with username and password; failed attempts are limited per account and address and per address (429), and slowed, never refused, past a ceiling per account',
          body: loginInput,
          response: { 200: publicUser, 400: errorResponse, 401: errorResponse, 429: errorResponse },
        },
      },
      async (request, reply) => {
        const { username, password } = request.body;
        const wait = await signIns.admit(username, request.ip);
        if (wait > 0) {
          reply.header('retry-after', wait);
          throw new TooManyRequests(accountsMessages.tooManyAttempts);
        }
        let user;
        try {
          user = await service.login(username, password);
        } catch (error) {
          if (error instanceof Unauthorized) await signIns.failed(username, request.ip);
          throw error;
        }
        await signIns.succeeded(username, request.ip);
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
        await lifecycle.requestReset(request.body.email, request.ip);
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
    app.post(
      '/api/auth/email-change/confirm',
      {
        // Public, like the reset link: the link is opened wherever the mail is read, signed in or not;
        // its single-use token is the proof.
        config: { rateLimit: registrationLimit },
        schema: {
          tags: ['accounts'],
          summary:
            'Confirm a new e-mail address with the token of the link mailed to it: the account takes the address (409 if another account took it meanwhile); both addresses are told',
          body: confirmEmailChangeInput,
          response: { 200: messageResponse, 400: errorResponse, 409: errorResponse, 429: errorResponse },
        },
      },
      async (request) => {
        await lifecycle.confirmEmailChange(request.body.token);
        return messageBody(accountsMessages.emailChanged);
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
          // Hidaya keeps an administrator (decision 023): asked before anything is forgotten, and
          // again by the deletion itself, under the administrators' lock.
          const lastAdmin = new Conflict(accountsMessages.lastAdminAccount);
          if (user.isAdmin && (await accounts(ctx.db).administrators()).length <= 1) throw lastAdmin;
          // Each feature first does what its rows going with the account does not (decision 023).
          for (const feature of ctx.features) await feature.forgetAccount?.(ctx, user, request.log);
          if ((await repo.delete(user.id)) === 'last-admin') throw lastAdmin;
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

      own.get(
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

      own.post(
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
