import type { EmailMessage, EmailProvider } from '../providers/email/port';
import type { Jobs } from './jobs/port';

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
      return jobs.send(SEND_EMAIL, message);
    },
  };
}

export type MessagesOut = ReturnType<typeof messagesOut>;

export async function registerMessageJobs(
  jobs: Jobs,
  email: EmailProvider,
  recipients: Recipients,
): Promise<void> {
  // A job queued before its account was deleted runs after the deletion: it is dropped, so nothing
  // reaches the outbox (or the mail server) for an account that is gone. Jobs queued before the
  // account's id was part of the message (2026-11-25) carry none and are sent.
  await jobs.work<Omit<AccountEmail, 'userId'> & { userId?: number }>(
    SEND_EMAIL,
    async (data) => {
      if (data.userId !== undefined && !(await recipients.accountExists(data.userId))) return;
      await email.send(data);
    },
    MAIL_JOB_RETENTION,
  );
}
