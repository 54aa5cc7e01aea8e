import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageBody } from '@/contracts/catalogue';
import { currentUserResponse, loginInput, publicUser, registerInput } from '@/contracts/auth';
import { errorResponse, messageResponse } from '@/contracts/common';
import { accountsMessages } from '@/contracts/messages/accounts';
import type { FeatureContext } from '../context';
import { TooManyRequests, Unauthorized } from '../../platform/errors';
import type { AccountsDeps } from './route-deps';
import { toPublicUser } from './service';

/** Who is signed in, registering, signing in and out: public routes. */
export function signInRoutes(ctx: FeatureContext, deps: AccountsDeps): FastifyPluginAsyncZod {
  const { service, signIns, perAddressLimit } = deps;
  return async (app) => {
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
        config: { rateLimit: perAddressLimit },
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
    const logoutHandler = async (request: FastifyRequest, reply: FastifyReply) => {
      await ctx.sessions.end(request, reply);
      return messageBody(accountsMessages.loggedOut);
    };
    app.post('/api/auth/logout', logout, logoutHandler);
    // The "Test Logout" menu entry of the admin menu calls this path; it signs out like the other.
    app.post('/api/logout', logout, logoutHandler);
  };
}
