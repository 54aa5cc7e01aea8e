// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loadConfig } from '@/server/config';
import type { Db } from '@/server/db/client';
import { choosePayments, createProviders, describeProviders } from '@/server/providers';

const deps = { db: {} as Db, clock: { now: () => new Date('2026-11-27T12:00:00Z') } };
const config = (env: Record<string, string>) =>
  loadConfig({ APP_SECRET: 'unit-secret-unit-secret-unit-secret-0123456789', ...env });
const stripeKeys = {
  STRIPE_SECRET_KEY: 'sk_test_secret_key_value',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_publishable',
  STRIPE_WEBHOOK_SECRET: 'whsec_webhook_secret_value',
  STRIPE_PRICE_PREMIUM: 'price_a',
  STRIPE_PRICE_QURAN_TEACHER: 'price_b',
  STRIPE_PRICE_EVERYTHING: 'price_c',
  STRIPE_PRICE_SCHOOL: 'price_d',
};
const paymentsWith = (env: Record<string, string>) => choosePayments(config(env), deps)?.kind ?? 'none';

describe('who takes the payments (decision 013)', () => {
  it('the demo provider on a local run: no NODE_ENV (as npm start), development or test, and no PUBLIC_URL', () => {
    expect(paymentsWith({})).toBe('demo');
    expect(paymentsWith({ NODE_ENV: 'development' })).toBe('demo');
    expect(paymentsWith({ NODE_ENV: 'test' })).toBe('demo');
  });

  it('the demo provider when PUBLIC_URL names this machine: localhost, *.localhost, 127.0.0.0/8, ::1', () => {
    for (const url of [
      'http://localhost:5000',
      'http://LOCALHOST:5000/',
      'http://hidaya.localhost:5000',
      'http://127.0.0.1:5000',
      'http://127.8.9.10',
      'http://[::1]:5000',
      'http://[0:0:0:0:0:0:0:1]:5000',
      'http://[::ffff:127.0.0.1]:5000',
    ]) {
      expect(paymentsWith({ PUBLIC_URL: url }), url).toBe('demo');
    }
  });

  it('none on a public server without Stripe keys, whatever NODE_ENV says: payments answer 503', () => {
    for (const url of [
      'https://hidaya.example.org',
      'http://192.168.1.10:5000',
      'http://10.0.0.5',
      'http://[::2]:5000',
      'http://[2001:db8::1]',
      'https://localhost.example.org',
      'http://127.0.0.1.nip.io:5000',
    ]) {
      expect(paymentsWith({ PUBLIC_URL: url }), url).toBe('none');
      expect(paymentsWith({ NODE_ENV: 'development', PUBLIC_URL: url }), url).toBe('none');
    }
  });

  it('none in production without Stripe keys, even on localhost', () => {
    expect(paymentsWith({ NODE_ENV: 'production' })).toBe('none');
    expect(paymentsWith({ NODE_ENV: 'production', PUBLIC_URL: 'http://localhost:5000' })).toBe('none');
  });

  it('Stripe whenever its keys are set, local or public', () => {
    expect(paymentsWith(stripeKeys)).toBe('stripe');
    expect(paymentsWith({ ...stripeKeys, PUBLIC_URL: 'https://hidaya.example.org' })).toBe('stripe');
    expect(paymentsWith({ ...stripeKeys, NODE_ENV: 'production' })).toBe('stripe');
  });
});

describe('the start log names the providers in use', () => {
  it('a local run with nothing configured: demo payments, the outbox, the offline guide', () => {
    expect(describeProviders(createProviders(config({}), deps))).toEqual({
      payments: 'demo',
      mail: 'outbox',
      sms: 'outbox',
      geoip: 'dbip',
      ai: 'offline',
    });
  });

  it('everything configured: Stripe, SMTP and the AI with its host, and no key, password or secret', () => {
    const configured = config({
      ...stripeKeys,
      PUBLIC_URL: 'https://hidaya.example.org',
      SMTP_URL: 'smtp://mailer:smtp-password-value@smtp.example.org:587',
      OPENAI_API_KEY: 'sk-operator-key-value',
      AI_BASE_URL: 'https://gateway:gateway-password@llm.internal:8443/v1',
      TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000000',
      TWILIO_AUTH_TOKEN: 'twilio-auth-token-value',
      TWILIO_FROM: '+15005550006',
      ANALYTICS_GEOIP: 'off',
    });
    const description = describeProviders(createProviders(configured, deps));
    expect(description).toEqual({
      payments: 'stripe',
      mail: 'smtp',
      sms: 'twilio',
      geoip: 'off',
      ai: 'openai (llm.internal:8443)',
    });
    const said = JSON.stringify(description);
    for (const secret of [
      'sk_test_secret_key_value',
      'whsec_webhook_secret_value',
      'smtp-password-value',
      'mailer',
      'sk-operator-key-value',
      'gateway-password',
      'twilio-auth-token-value',
    ]) {
      expect(said).not.toContain(secret);
    }
    const openAi = describeProviders(
      createProviders(config({ OPENAI_API_KEY: 'sk-operator-key-value' }), deps),
    );
    expect(openAi.ai).toBe('openai (api.openai.com)');
  });

  it('a public server without keys says payments are off', () => {
    const description = describeProviders(
      createProviders(config({ PUBLIC_URL: 'https://hidaya.example.org' }), deps),
    );
    expect(description.payments).toBe('none');
  });
});
