import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app';

/** Exactly the headers @fastify/helmet sent per request (without Stripe) before they were worked out once at start. */
const HEADERS = {
  'content-security-policy':
    "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'none';img-src 'self' data: blob:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';frame-src 'self';connect-src 'self';media-src 'self' blob: data: https:;worker-src 'self';manifest-src 'self'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};
const HSTS = { 'strict-transport-security': 'max-age=31536000; includeSubDomains' };
const OTHER = new Set([
  'content-type',
  'content-length',
  'date',
  'connection',
  'x-ratelimit-limit',
  'x-ratelimit-remaining',
  'x-ratelimit-reset',
]);

const securityHeadersOf = (headers: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !OTHER.has(name)));

let http: TestApp;
let https: TestApp;
beforeAll(async () => {
  http = await createTestApp();
  https = await createTestApp({ env: { PUBLIC_URL: 'https://hidaya.example' } });
}, 60_000);
afterAll(async () => {
  await http.close();
  await https.close();
});

const requests = [
  { method: 'GET', url: '/api/health' },
  { method: 'GET', url: '/api/no-such-thing' },
  { method: 'POST', url: '/api/auth/login', payload: {} },
  { method: 'GET', url: '/api/user/stats' },
] as const;

describe('security headers', () => {
  it('are the same on every kind of answer: success, not found, bad input, signed out', async () => {
    for (const request of requests) {
      const res = await http.app.inject(request);
      expect(securityHeadersOf(res.headers), `${request.method} ${request.url}`).toEqual(HEADERS);
    }
  });

  it('add HSTS when the public address is https', async () => {
    for (const request of requests) {
      const res = await https.app.inject(request);
      expect(securityHeadersOf(res.headers), `${request.method} ${request.url}`).toEqual({
        ...HEADERS,
        ...HSTS,
      });
    }
  });
});
