import type { FastifyRequest } from 'fastify';
import type { Message } from '@/contracts/catalogue';
import { accountsMessages } from '@/contracts/messages/accounts';
import type { FeatureContext } from '../context';
import { clientKey } from '../../platform/client-address';
import { TooManyRequests } from '../../platform/errors';
import { messagesOut } from '../../platform/messages-out';
import { accountLifecycle } from './lifecycle';
import { accountsRepository } from './repository';
import { mailLinkOrigin } from './reset-links';
import { accountsService } from './service';
import { signInThrottle } from './sign-in-throttle';

/** A route's limit per signed-in person (its plugin's guard has made sure there is one). */
export const perPersonAnHour = (max: number, refusal: Message) => ({
  max,
  timeWindow: '1 hour',
  keyGenerator: (request: FastifyRequest) => `user:${request.user?.id}`,
  errorResponseBuilder: () => new TooManyRequests(refusal),
});

/** What the accounts' route groups are built from: one set per app. */
export function accountsDeps(ctx: FeatureContext) {
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
  return {
    repo,
    signIns,
    service: accountsService(repo),
    lifecycle,
    /** Registrations and recovery requests per address (its IPv6 /64); sign-in counts only its failures. */
    perAddressLimit: {
      max: ctx.config.authRateLimit,
      timeWindow: '15 minutes',
      keyGenerator: (request: { ip: string }) => clientKey(request.ip),
      errorResponseBuilder: () => new TooManyRequests(accountsMessages.tooManyAttempts),
    },
  };
}
export type AccountsDeps = ReturnType<typeof accountsDeps>;
