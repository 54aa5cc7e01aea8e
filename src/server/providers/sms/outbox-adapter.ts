import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { outbox } from '../../platform/outbox';
import type { SmsMessage, SmsProvider } from '../../platform/ports/sms';

/** Without Twilio: every SMS is kept in the outbox, where the admin reads it (decision 023). */
export function outboxSms(db: Db, clock: Clock): SmsProvider {
  const box = outbox(db);
  return {
    delivery: 'outbox',
    async send(message: SmsMessage) {
      await box.add(
        {
          channel: 'sms',
          recipient: message.to,
          subject: '',
          body: message.body,
          userId: message.userId ?? null,
        },
        clock.now(),
      );
      return { providerId: null };
    },
    // Nothing posts status callbacks for the outbox.
    statusReport: () => null,
  };
}
