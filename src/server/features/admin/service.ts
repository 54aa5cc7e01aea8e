import type { FastifyBaseLogger } from 'fastify';
import {
  type AdministratorsResponse,
  OUTBOX_SHOWN,
  type OutboxResponse,
  type RevealedOutboxMessage,
  USERS_PAGE_SIZE,
  type UsersQuery,
  type UsersResponse,
} from '@/contracts/admin';
import { adminMessages } from '@/contracts/messages/admin';
import { Conflict, NotFound } from '../../platform/errors';
import { outbox } from '../../platform/outbox';
import { accounts } from '../accounts/public';
import { billing } from '../billing/public';
import type { FeatureContext } from '../context';

/** Who is acting, and where what they did is logged. */
interface Acting {
  admin: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

/**
 * What administrators do (decision 023): reset AI message counts, read the mail kept in the outbox, and make
 * and unmake administrators. Every change of rights and every revealed message is logged with the
 * administrator's name.
 */
export function adminService(ctx: FeatureContext) {
  const accountsApi = accounts(ctx.db);
  const billingApi = billing(ctx.db);
  const kept = outbox(ctx.db);

  return {
    /** One person's AI messages (by username) start again at zero. */
    async resetMessagesOf(username: string): Promise<void> {
      const userId = await accountsApi.idOfUsername(username);
      if (userId === null) throw new NotFound(adminMessages.userNotFound);
      await billingApi.resetMessages(userId);
    },

    /** Everyone's AI messages start again at zero. */
    resetAllMessages: (): Promise<void> => billingApi.resetMessages(),

    /** The newest kept messages, every link's token masked; the admin reveals one message at a time (decision 023). */
    async outbox(): Promise<OutboxResponse> {
      const rows = await kept.recent(OUTBOX_SHOWN);
      const masked = await accountsApi.maskAccountLinks(
        rows.map((row) => row.body),
        ctx.clock.now(),
      );
      return {
        delivery: ctx.providers.email.delivery,
        messages: rows.map((row, i) => ({
          ...row,
          ...masked[i]!,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },

    /** One kept message with its working links whole. */
    async revealOutboxMessage(id: number, { admin, log }: Acting): Promise<RevealedOutboxMessage> {
      const message = await kept.one(id);
      if (!message) throw new NotFound(adminMessages.outboxMessageNotFound);
      // Who read which message, never the token: the log says who could use a link (decision 023).
      log.warn(
        { admin, outboxMessageId: message.id },
        'an administrator revealed the links of an outbox message',
      );
      return { id: message.id, body: await accountsApi.revealAccountLinks(message.body, ctx.clock.now()) };
    },

    /** A page of the accounts, searched by the beginning of the username or e-mail, with their plans. */
    async users({ q, page }: UsersQuery): Promise<UsersResponse> {
      const found = await accountsApi.searchUsers(q, {
        limit: USERS_PAGE_SIZE,
        offset: (page - 1) * USERS_PAGE_SIZE,
      });
      const plans = await billingApi.plansOf(
        found.users.map((user) => user.id),
        ctx.clock.now(),
      );
      return {
        users: found.users.map((user) => ({
          ...user,
          createdAt: user.createdAt.toISOString(),
          ...(plans.get(user.id) ?? { plan: 'free', school: false }),
        })),
        total: found.total,
        page,
        pageSize: USERS_PAGE_SIZE,
      };
    },

    async administrators(): Promise<AdministratorsResponse> {
      return { administrators: await accountsApi.administrators() };
    },

    /** An existing account (by username, any case) made an administrator. */
    async grantAdmin(username: string, { admin, log }: Acting): Promise<void> {
      if (!(await accountsApi.grantAdmin(username))) throw new NotFound(adminMessages.userNotFound);
      log.info({ admin, granted: username }, 'administrator rights granted');
    },

    /** Administrator rights taken from an account; the last administrator keeps them (409). */
    async revokeAdmin(username: string, { admin, log }: Acting): Promise<void> {
      const outcome = await accountsApi.revokeAdmin(username);
      if (outcome === 'not-found') throw new NotFound(adminMessages.userNotFound);
      if (outcome === 'last-admin') throw new Conflict(adminMessages.lastAdmin);
      log.info({ admin, revoked: username }, 'administrator rights revoked');
    },
  };
}

export type AdminService = ReturnType<typeof adminService>;
