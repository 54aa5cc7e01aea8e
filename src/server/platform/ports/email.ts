/**
 * The e-mail port (decision 023): messages out to a person's address. Two adapters, chosen once at
 * start (decision 011): SMTP through nodemailer when SMTP_URL is set, else the outbox, a table the
 * admin reads. SMS and other notifications join as ports of their own beside it, sharing the outbox
 * (its `channel` column) and the send job (platform/messages-out.ts).
 */
export interface EmailMessage {
  to: string;
  subject: string;
  /** Plain text: every mail client shows it, and nothing in it can run. */
  text: string;
  /** The account it is about, when it is about one: the outbox keeps it, so the mail goes with the account. */
  userId?: number;
}

export interface EmailProvider {
  /** How mail leaves: 'smtp' delivers it; 'outbox' keeps it for the admin to read. */
  readonly delivery: 'smtp' | 'outbox';
  /** Resolves once the message is handed over (accepted by the server, or stored); throws otherwise. */
  send(message: EmailMessage): Promise<void>;
}
