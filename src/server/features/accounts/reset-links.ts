import { createHash } from 'node:crypto';

/** A stored reset link is its token's SHA-256 (decision 023): the token itself is only in the mail. */
export const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/** What precedes the token in a reset link (PUBLIC_URL + this + token); the outbox masks dead ones by it. */
export const RESET_LINK_PATH = '/reset-password#token=';
