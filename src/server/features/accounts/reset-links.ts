import { createHash } from 'node:crypto';

/**
 * The links of account mail (decision 023): a stored link is its token's SHA-256; the token itself is
 * only in the mail.
 */
export const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/** What precedes the token in a reset link (origin + this + token); the outbox masks tokens by it. */
export const RESET_LINK_PATH = '/reset-password#token=';
/** What precedes the token in the link that confirms a new e-mail address. */
export const EMAIL_CONFIRM_LINK_PATH = '/confirm-email#token=';

/**
 * Where mailed links point: PUBLIC_URL, else this machine on its own port. Never a request's Host
 * header, which whoever sends the request chooses: a forged one would put a working token in a link to
 * another site.
 */
export function mailLinkOrigin(config: { publicUrl: string | undefined; port: number }): string {
  return config.publicUrl ?? `http://localhost:${config.port}`;
}
