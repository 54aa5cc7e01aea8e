import type { EmailMessage, EmailProvider } from '../providers/email/port';
import type { Jobs } from './jobs/port';

/** The job that hands one e-mail to the provider; a failure (SMTP down) is retried by the queue. */
export const SEND_EMAIL = 'send-email';

/**
 * Messages out (decision 023). Features queue a message; a job worker delivers it through the
 * provider chosen at start, so the request that caused it never waits for, or fails with, the mail
 * server.
 */
export function messagesOut(jobs: Jobs) {
  return {
    email(message: EmailMessage): Promise<void> {
      return jobs.send(SEND_EMAIL, message);
    },
  };
}

export type MessagesOut = ReturnType<typeof messagesOut>;

export async function registerMessageJobs(jobs: Jobs, email: EmailProvider): Promise<void> {
  await jobs.work<EmailMessage>(SEND_EMAIL, (message) => email.send(message));
}
