/**
 * The SMS port (decision 032): a text to a phone number in E.164. Two adapters, chosen once at start
 * (decision 011): Twilio through its official SDK when TWILIO_* are set, else the outbox the admin
 * reads (decision 023). A number is never logged by either.
 */
export interface SmsMessage {
  /** E.164. */
  to: string;
  body: string;
  /** The account it is about: the outbox keeps it, so the message goes with the account. */
  userId?: number;
}

/** What the provider says about a message it took. */
export interface SmsReceipt {
  /** The provider's id of the message (Twilio's SID), which its status callbacks name. */
  providerId: string | null;
}

/** A delivery report, read from a status callback whose signature was checked. */
export interface SmsStatusReport {
  providerId: string;
  status: 'sent' | 'delivered' | 'failed';
  /** The person answered STOP (Twilio's 21610): no more SMS to them. */
  optedOut: boolean;
}

export interface SmsProvider {
  readonly delivery: 'twilio' | 'outbox';
  /** Resolves once the message is handed over (accepted, or stored); throws otherwise. */
  send(message: SmsMessage): Promise<SmsReceipt>;
  /**
   * Reads a status callback: null when its signature is not the provider's. `url` is the public address
   * the provider posted to; `params` the form fields.
   */
  statusReport(
    url: string,
    signature: string | undefined,
    params: Record<string, string>,
  ): SmsStatusReport | null;
}
