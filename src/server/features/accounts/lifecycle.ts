import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { accountsMessages } from '@/contracts/messages/accounts';
import { clientKey } from '../../platform/client-address';
import type { Clock } from '../../platform/clock';
import { uniqueViolation } from '../../platform/db-errors';
import { BadRequest, Conflict, NotFound, TooManyRequests } from '../../platform/errors';
import type { MessagesOut } from '../../platform/messages-out';
import { failureCounter } from '../../platform/rate-limit';
import type { SessionStore } from '../../platform/sessions';
import type { Db } from '../../db/client';
import { accountEmails } from './emails';
import type { AccountRow, AccountsRepository } from './repository';
import { EMAIL_CONFIRM_LINK_PATH, RESET_LINK_PATH, sha256 } from './reset-links';
import type { SignInThrottle } from './sign-in-throttle';

/** A forgotten-password link works for this long after it was asked for (decision 023). */
export const RESET_LINK_TTL_MS = 60 * 60 * 1000;
/** The link that confirms a new e-mail address works for this long after it was asked for. */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * Requests for one e-mail address from one IP address in an hour; the next is refused (429), whether
 * or not the address has an account. Counted per sender, so a stranger uses up only their own.
 */
export const RESET_REQUESTS_PER_SENDER = 3;
/**
 * Links mailed to one address in an hour, whoever asked: the flood one address can receive. Past it,
 * a request gets the same answer and nothing is mailed: the address already holds this many links of
 * this hour, each still working (decision 023).
 */
export const RESET_MAILS_PER_EMAIL = 10;
const HOUR_MS = 60 * 60 * 1000;
/** Wrong current passwords per account in 15 minutes before the checks are refused for a while. */
const CHECK_WINDOW_MS = 15 * 60 * 1000;

export interface LifecycleDeps {
  db: Db;
  repo: AccountsRepository;
  clock: Clock;
  sessionStore: SessionStore;
  messages: MessagesOut;
  /** Where mailed links point (`mailLinkOrigin`): PUBLIC_URL, else localhost on the app's port. */
  linkOrigin: string;
  /** Wrong current passwords allowed per account in 15 minutes (AUTH_ACCOUNT_LIMIT). */
  accountLimit: number;
  /** The failed sign-ins (sign-in-throttle.ts), forgotten for an account whose password was reset. */
  signIns: Pick<SignInThrottle, 'forgetAccount'>;
}

/**
 * The account lifecycle (decision 023): change password and e-mail, a forgotten password by e-mail,
 * deletion. Everything that changes who can sign in asks for the current password first; a new e-mail
 * address takes effect only once the link mailed to it is opened.
 */
export function accountLifecycle(deps: LifecycleDeps) {
  const { repo, clock, sessionStore, messages } = deps;
  const failedChecks = failureCounter(deps.db, 'failed-password-check', CHECK_WINDOW_MS);
  const resetRequests = failureCounter(deps.db, 'password-reset-request', HOUR_MS);
  const resetMails = failureCounter(deps.db, 'password-reset-mail', HOUR_MS);

  /**
   * Deletes the account's reset links, and the count of links mailed to `email` with them: a refused
   * request must always mean the address already holds working links (decision 023).
   */
  async function forgetResetLinks(userId: number, email: string) {
    await repo.deleteResetTokensOf(userId);
    await resetMails.clear(`email:${email}`);
  }

  /** The account's new address waiting for confirmation, if its link still works. */
  async function pendingEmailChange(userId: number) {
    const row = await repo.emailChangeOf(userId, clock.now());
    return { pendingEmail: row?.newEmail ?? null, expiresAt: row?.expiresAt.toISOString() ?? null };
  }

  /** The whole account after its password was checked; a wrong one is a 400 on `field`. */
  async function checkPassword(userId: number, password: string, field: string): Promise<AccountRow> {
    const key = `user:${userId}`;
    if ((await failedChecks.retryAfter(key, deps.accountLimit)) > 0)
      throw new TooManyRequests(accountsMessages.tooManyAttempts);
    const account = await repo.findById(userId);
    if (!account) throw new NotFound();
    if (!(await verify(account.password, password).catch(() => false))) {
      await failedChecks.record(key);
      throw new BadRequest(accountsMessages.currentPasswordWrong, field);
    }
    await failedChecks.clear(key);
    return account;
  }

  return {
    checkPassword,

    /** New password; every other session of the person is signed out, `keepSession` stays. */
    async changePassword(userId: number, currentPassword: string, newPassword: string, keepSession: string) {
      const account = await checkPassword(userId, currentPassword, 'currentPassword');
      await repo.update(userId, { password: await hash(newPassword) });
      await sessionStore.removeAllOf(userId, keepSession);
      await forgetResetLinks(userId, account.email);
      // Whoever asked for a new address with the old password cannot finish the change now.
      await repo.deleteEmailChangeOf(userId);
      await messages.email({
        userId: account.id,
        to: account.email,
        ...accountEmails(account.language).passwordChanged(account),
      });
    },

    pendingEmailChange,

    /**
     * Asks for a new address (unique): a single-use link that works for a day goes to the new address,
     * and the old one is told that a change was asked for. Nothing changes until the link is opened;
     * a new request replaces the one waiting.
     */
    async requestEmailChange(userId: number, currentPassword: string, email: string) {
      const account = await checkPassword(userId, currentPassword, 'currentPassword');
      if (email === account.email) throw new BadRequest(accountsMessages.emailUnchanged, 'email');
      if (await repo.findByEmail(email)) throw new Conflict(accountsMessages.emailTaken, 'email');
      const token = randomBytes(32).toString('base64url');
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + EMAIL_CHANGE_TTL_MS);
      await repo.putEmailChange({
        userId,
        newEmail: email,
        tokenHash: sha256(token),
        createdAt: now,
        expiresAt,
      });
      const mails = accountEmails(account.language);
      const link = `${deps.linkOrigin}${EMAIL_CONFIRM_LINK_PATH}${token}`;
      await messages.email({
        userId,
        to: email,
        ...mails.confirmNewEmail({ username: account.username, link }),
      });
      await messages.email({
        userId,
        to: account.email,
        ...mails.emailChangeRequested({ username: account.username, newEmail: email }),
      });
      return { pendingEmail: email, expiresAt: expiresAt.toISOString() };
    },

    /**
     * Opens a confirmation link once: the account takes the new address if no other account has taken
     * it meanwhile (409), its reset links are forgotten, and both addresses are told.
     */
    async confirmEmailChange(token: string): Promise<void> {
      const change = await repo.takeEmailChange(sha256(token), clock.now());
      if (!change) throw new BadRequest(accountsMessages.emailLinkInvalid, 'token');
      const account = await repo.findById(change.userId);
      if (!account) throw new BadRequest(accountsMessages.emailLinkInvalid, 'token');
      const other = await repo.findByEmail(change.newEmail);
      if (other && other.id !== account.id) throw new Conflict(accountsMessages.emailTaken, 'email');
      try {
        await repo.update(account.id, { email: change.newEmail });
      } catch (error) {
        if (uniqueViolation(error)) throw new Conflict(accountsMessages.emailTaken, 'email');
        throw error;
      }
      // A reset link sent to the old address must not outlive the change.
      await forgetResetLinks(account.id, account.email);
      const notice = accountEmails(account.language).emailChanged({
        username: account.username,
        newEmail: change.newEmail,
      });
      await messages.email({ userId: account.id, to: account.email, ...notice });
      await messages.email({ userId: account.id, to: change.newEmail, ...notice });
    },

    /**
     * Sends a reset link when the address has an account. The caller answers the same either way, and
     * both limits count whether or not it has one, so they tell nothing either: `sender` (the IP
     * address) may ask 3 times an hour for one address (then 429), and the address receives at most
     * 10 links an hour from all senders together (past that, the same answer and no mail).
     */
    async requestReset(email: string, sender: string): Promise<void> {
      const senderKey = `email:${email}|ip:${clientKey(sender)}`;
      if ((await resetRequests.retryAfter(senderKey, RESET_REQUESTS_PER_SENDER)) > 0)
        throw new TooManyRequests(accountsMessages.tooManyAttempts);
      await resetRequests.record(senderKey);
      const mailKey = `email:${email}`;
      if ((await resetMails.retryAfter(mailKey, RESET_MAILS_PER_EMAIL)) > 0) return;
      await resetMails.record(mailKey);
      const account = await repo.findByEmail(email);
      if (!account) return;
      const token = randomBytes(32).toString('base64url');
      const now = clock.now();
      await repo.addResetToken({
        id: sha256(token),
        userId: account.id,
        createdAt: now,
        expiresAt: new Date(now.getTime() + RESET_LINK_TTL_MS),
      });
      const link = `${deps.linkOrigin}${RESET_LINK_PATH}${token}`;
      await messages.email({
        userId: account.id,
        to: account.email,
        ...accountEmails(account.language).reset({ username: account.username, link }),
      });
    },

    /** Uses a link once: the new password is set and the person is signed out everywhere. */
    async resetPassword(token: string, newPassword: string): Promise<void> {
      const userId = await repo.takeResetToken(sha256(token), clock.now());
      if (userId === null) throw new BadRequest(accountsMessages.resetLinkInvalid, 'token');
      const account = await repo.update(userId, { password: await hash(newPassword) });
      if (!account) throw new BadRequest(accountsMessages.resetLinkInvalid, 'token');
      await sessionStore.removeAllOf(userId);
      await forgetResetLinks(userId, account.email);
      await repo.deleteEmailChangeOf(userId);
      // Whoever guessed at the account before locked nobody out of it now.
      await deps.signIns.forgetAccount(account.username);
      await failedChecks.clear(`user:${userId}`);
      await messages.email({
        userId: account.id,
        to: account.email,
        ...accountEmails(account.language).passwordChanged(account),
      });
    },
  };
}
