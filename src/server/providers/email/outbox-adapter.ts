import type { Db } from '../../db/client';
import { outbox } from '../../platform/outbox';
import type { Clock } from '../../platform/clock';
import type { EmailMessage, EmailProvider } from '../../platform/ports/email';

/** Without SMTP: every e-mail is kept in the outbox, where the admin reads it (decision 023). */
export function outboxEmail(db: Db, clock: Clock): EmailProvider {
  const box = outbox(db);
  return {
    delivery: 'outbox',
    async send(message: EmailMessage) {
      await box.add(
        {
          channel: 'email',
          recipient: message.to,
          subject: message.subject,
          body: message.text,
          userId: message.userId ?? null,
        },
        clock.now(),
      );
    },
  };
}
