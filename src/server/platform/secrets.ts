import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';

/**
 * Secrets at rest (the AI keys of decision 008): AES-256-GCM with a key derived from APP_SECRET. The
 * stored form is "v1.<iv>.<tag>.<ciphertext>" in base64url; a changed APP_SECRET makes old values
 * unreadable (null). Also signs values the server hands out and must recognise later (HMAC-SHA256,
 * another derived key).
 */
export function secretBox(appSecret: string) {
  const key = createHash('sha256').update(`hidaya:secrets:v1:${appSecret}`).digest();
  const macKey = createHash('sha256').update(`hidaya:mac:v1:${appSecret}`).digest();
  const sign = (purpose: string, value: string) =>
    createHmac('sha256', macKey).update(`${purpose}\n${value}`).digest('base64url');
  return {
    /** A signature of `value` for one purpose; a signature made for another purpose never verifies. */
    sign,
    verify(purpose: string, value: string, signature: string): boolean {
      const expected = Buffer.from(sign(purpose, value));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), data]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    open(sealed: string): string | null {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || data === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        return null;
      }
    },
  };
}

export type SecretBox = ReturnType<typeof secretBox>;
