import type { Db } from '../../db/client';
import { clientKey } from '../../platform/client-address';
import { type Clock, pause } from '../../platform/clock';
import { failureCounter } from '../../platform/rate-limit';

/** Failed sign-ins are counted over this window (decision 003). */
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
/** Past an account's ceiling, each attempt on it waits this much longer per failure past it... */
export const SLOWDOWN_STEP_MS = 250;
/** ...and never longer than this. */
export const SLOWDOWN_MAX_MS = 5_000;

export interface SignInLimits {
  /** Failures on one account from one address (AUTH_ACCOUNT_LIMIT); then that address is refused for it. */
  perAccountAndAddress: number;
  /** Failures from one address on any accounts (AUTH_RATE_LIMIT); then that address is refused. */
  perAddress: number;
  /** Failures on one account from all addresses together (AUTH_ACCOUNT_CEILING); past it, attempts are slowed. */
  accountCeiling: number;
}

/** How long an attempt waits before its password is checked, with `failures` on the account in its window. */
export function slowdownMs(failures: number, ceiling: number): number {
  if (failures < ceiling) return 0;
  return Math.min(SLOWDOWN_MAX_MS, SLOWDOWN_STEP_MS * (failures - ceiling + 1));
}

/**
 * Failed sign-ins (decision 003), counted in the database so every instance counts together: per
 * account and address (a guesser is refused, the person at another address is not), per address (one
 * address guessing at many accounts is refused), and per account from all addresses (a ceiling only an
 * attack from many addresses reaches, answered by slowing every attempt on the account, never refusing
 * it, so the person who knows the password still signs in).
 */
export function signInThrottle(deps: { db: Db; clock: Clock; limits: SignInLimits }) {
  const { clock, limits } = deps;
  const failures = failureCounter(deps.db, 'failed-sign-in', SIGN_IN_WINDOW_MS);
  const accountKey = (username: string) => `account:${username.toLowerCase()}`;
  const keysOf = (username: string, ip: string) => {
    const account = accountKey(username);
    const address = `address:${clientKey(ip)}`;
    return { account, address, pair: `${account}|${address}` };
  };

  return {
    /**
     * Before the password is checked: the seconds until `ip` may try `username` again, or 0 to go on;
     * past the account's ceiling it goes on after a pause.
     */
    async admit(username: string, ip: string): Promise<number> {
      const keys = keysOf(username, ip);
      const counts = await failures.read([keys.pair, keys.address, keys.account]);
      const refusedFor = (key: string, max: number) => {
        const counted = counts.get(key);
        return counted && counted.count >= max ? counted.retryAfter : 0;
      };
      const wait = Math.max(
        refusedFor(keys.pair, limits.perAccountAndAddress),
        refusedFor(keys.address, limits.perAddress),
      );
      if (wait > 0) return wait;
      const delay = slowdownMs(counts.get(keys.account)?.count ?? 0, limits.accountCeiling);
      if (delay > 0) await pause(clock, delay);
      return 0;
    },

    async failed(username: string, ip: string): Promise<void> {
      const keys = keysOf(username, ip);
      await failures.record(keys.pair);
      await failures.record(keys.address);
      await failures.record(keys.account);
    },

    /**
     * The right password clears this address's failures on the account. The account's ceiling stays:
     * an attack under way goes on being slowed, and the address's own count still holds for guesses
     * at other accounts.
     */
    async succeeded(username: string, ip: string): Promise<void> {
      await failures.clear(keysOf(username, ip).pair);
    },

    /** Forgets every failure counted against the account, from every address (its password was reset). */
    async forgetAccount(username: string): Promise<void> {
      await failures.clearWithin(accountKey(username));
    },
  };
}

export type SignInThrottle = ReturnType<typeof signInThrottle>;
