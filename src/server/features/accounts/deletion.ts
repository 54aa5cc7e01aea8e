import type { FastifyBaseLogger } from 'fastify';
import { accountsMessages } from '@/contracts/messages/accounts';
import type { AppContext } from '../../context';
import { Conflict } from '../../platform/errors';
import { outbox } from '../../platform/outbox';
import { forgetRateLimitsOf } from '../../platform/rate-limit';
import type { UserRow } from '../../platform/sessions';
import { accounts } from './public';
import type { AccountsRepository } from './repository';

/**
 * Deletes a person's account and everything kept about them (decision 023): each feature first does
 * what its rows going with the account does not (its `forgetAccount`: the payment customer, the groups
 * they own), then the account row goes and every row that references it with it. Hidaya keeps an
 * administrator: the last one's deletion is refused before anything is forgotten, and again by the
 * deletion itself, under the administrators' lock.
 */
export async function deleteAccount(
  context: AppContext,
  repo: AccountsRepository,
  user: UserRow,
  log: FastifyBaseLogger,
): Promise<void> {
  const lastAdmin = new Conflict(accountsMessages.lastAdminAccount);
  if (user.isAdmin && (await accounts(context.db).administrators()).length <= 1) throw lastAdmin;
  for (const feature of context.features) await feature.forgetAccount?.(context, user, log);
  if ((await repo.delete(user.id)) === 'last-admin') throw lastAdmin;
  // Its mail in the outbox went with it (kept by account); mail kept before that was recorded is kept by address.
  await outbox(context.db).forget(user.email);
  // Counters that name them (failed checks, limits, reset requests): a new holder of the name starts clean.
  await forgetRateLimitsOf(context.db, [
    `user:${user.id}`,
    `account:${user.username.toLowerCase()}`,
    `email:${user.email}`,
  ]);
}
