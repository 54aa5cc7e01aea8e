import nodemailer from 'nodemailer';
import type { EmailMessage, EmailProvider } from '../../platform/ports/email';

export interface SmtpOptions {
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://user:pass@host:465. */
  url: string;
  /** The From header: `Hidaya <no-reply@example.org>`. */
  from: string;
}

/** E-mail through an SMTP server with nodemailer (one transport for the process). */
export function smtpEmail(options: SmtpOptions): EmailProvider {
  const transport = nodemailer.createTransport(options.url, { from: options.from });
  return {
    delivery: 'smtp',
    async send(message: EmailMessage) {
      await transport.sendMail({ to: message.to, subject: message.subject, text: message.text });
    },
  };
}
