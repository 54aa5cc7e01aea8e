import path from 'node:path';
import { z } from 'zod';
import { LANGUAGE_NAMES, type LanguageName } from '@/contracts/constants';
import { fillSentence, inEveryLanguage, nonBlank, readContentJson, sentence } from '../../content/files';
import { projectRoot } from '../../paths';
import type { EmailMessage } from '../../platform/ports/email';

/**
 * The account e-mails (decision 023), in the person's interface language, written in
 * `locales/emails.json`. Plain text: the link is on a line of its own, so every mail client makes it
 * clickable and none can break it.
 */
interface AccountEmails {
  reset(p: { username: string; link: string }): Omit<EmailMessage, 'to'>;
  passwordChanged(p: { username: string }): Omit<EmailMessage, 'to'>;
  emailChanged(p: { username: string; newEmail: string }): Omit<EmailMessage, 'to'>;
  /** To the new address: the link that makes it the account's. */
  confirmNewEmail(p: { username: string; link: string }): Omit<EmailMessage, 'to'>;
  /** To the old address: a change was asked for, and how to stop it. */
  emailChangeRequested(p: { username: string; newEmail: string }): Omit<EmailMessage, 'to'>;
}

const mailSchema = (...placeholders: string[]) =>
  z.strictObject({ subject: sentence(), text: z.array(sentence('username', ...placeholders)).min(2) });
const mailsSchema = z.strictObject({
  reset: mailSchema('link'),
  passwordChanged: mailSchema(),
  emailChanged: mailSchema('newEmail'),
  confirmNewEmail: mailSchema('link'),
  emailChangeRequested: mailSchema('newEmail'),
});

/** The mails' texts, one entry per language: read and checked when the server starts. */
export const EMAILS_FILE = path.join(projectRoot, 'src/server/features/accounts/locales/emails.json');
export const emailsFileSchema = inEveryLanguage(LANGUAGE_NAMES, mailsSchema).extend({ about: nonBlank });

const written = (mail: z.infer<ReturnType<typeof mailSchema>>, values: Record<string, string>) => ({
  subject: mail.subject,
  text: mail.text.map((paragraph) => fillSentence(paragraph, values)).join('\n\n'),
});

function accountEmailsIn(mails: z.infer<typeof mailsSchema>): AccountEmails {
  return {
    reset: ({ username, link }) => written(mails.reset, { username, link }),
    passwordChanged: ({ username }) => written(mails.passwordChanged, { username }),
    emailChanged: ({ username, newEmail }) => written(mails.emailChanged, { username, newEmail }),
    confirmNewEmail: ({ username, link }) => written(mails.confirmNewEmail, { username, link }),
    emailChangeRequested: ({ username, newEmail }) =>
      written(mails.emailChangeRequested, { username, newEmail }),
  };
}

const file = readContentJson(EMAILS_FILE, emailsFileSchema);
const texts = Object.fromEntries(LANGUAGE_NAMES.map((name) => [name, accountEmailsIn(file[name])])) as Record<
  LanguageName,
  AccountEmails
>;

/** The account e-mails in a person's language (English when the stored language is unknown). */
export function accountEmails(language: string): AccountEmails {
  return texts[language as LanguageName] ?? texts.english;
}
