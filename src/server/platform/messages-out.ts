import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import type { EmailMessage, EmailProvider } from './ports/email';
import type { Jobs } from './jobs/port';
import { oncePer } from './rate-limit';

/** The job that hands one e-mail to the provider; a failure (SMTP down) is retried by the queue. */
export const SEND_EMAIL = 'send-email';

/**
 * How long mail jobs are kept (decision 023): their data is the whole mail, a working reset link
 * included. A sent (or dropped) mail's job is deleted at once; one that failed for good is deleted
 * within an hour or two (pg-boss's hourly maintenance); one that could not be sent for a day is
 * dropped unsent.
 */
export const MAIL_JOB_RETENTION = {
  deleteWhenDone: true,
  keepFailedSeconds: 60 * 60,
  keepWaitingSeconds: 24 * 60 * 60,
} as const;

/** A message about one account, as queued: the job sends it only if that account still exists. */
export interface AccountEmail extends EmailMessage {
  userId: number;
}

/** A message as its job holds it: an id of its own, the same in every run of the job. */
interface QueuedEmail extends AccountEmail {
  messageId: string;
}

/**
 * How long a message is marked as handed over: longer than its job can live (it waits a day at most,
 * and its retries follow within minutes), so no run of it ever finds the mark gone.
 */
const HANDED_OVER_MS = 2 * MAIL_JOB_RETENTION.keepWaitingSeconds * 1000;

/** Who may still be written to when the job runs; jobs.ts wires it from the accounts feature. */
export interface Recipients {
  accountExists(userId: number): Promise<boolean>;
}

/**
 * Messages out (decision 023). Features queue a message; a job worker delivers it through the
 * provider chosen at start, so the request that caused it never waits for, or fails with, the mail
 * server.
 */
export function messagesOut(jobs: Jobs) {
  return {
    email(message: AccountEmail): Promise<void> {
      const queued: QueuedEmail = { ...message, messageId: randomUUID() };
      return jobs.send(SEND_EMAIL, queued);
    },
  };
}

export type MessagesOut = ReturnType<typeof messagesOut>;

export async function registerMessageJobs(
  db: Db,
  jobs: Jobs,
  email: EmailProvider,
  recipients: Recipients,
): Promise<void> {
  const handedOver = oncePer(db, 'mail-handed-over', HANDED_OVER_MS);
  // A job queued before its account was deleted runs after the deletion: it is dropped, so nothing
  // reaches the outbox (or the mail server) for an account that is gone. Jobs queued before the
  // account's id, or the message's, was part of the message (2026-11-25) carry none and are sent.
  await jobs.work<Omit<QueuedEmail, 'userId' | 'messageId'> & { userId?: number; messageId?: string }>(
    SEND_EMAIL,
    async ({ messageId, ...message }) => {
      if (message.userId !== undefined && !(await recipients.accountExists(message.userId))) return;
      // At most once (decision 023): the message is marked before it is handed over, so a run after a
      // failure past the handover (the job's own deletion or completion) finds the mark and sends
      // nothing; a handover that failed removes the mark, and the retry sends it.
      if (messageId === undefined) return email.send(message);
      if (!(await handedOver.take(messageId))) return;
      try {
        await email.send(message);
      } catch (error) {
        await handedOver.giveBack(messageId);
        throw error;
      }
    },
    MAIL_JOB_RETENTION,
  );
}
