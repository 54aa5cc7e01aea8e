// @vitest-environment node
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '@/server/config';

const tmp = () => mkdtempSync(path.join(tmpdir(), 'hidaya-config-'));

describe('configuration', () => {
  it('needs nothing: defaults serve on port 5000 with an embedded database', () => {
    const dir = tmp();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(5000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.supportEmail).toBe('support@hidaya.app');
    expect(config.adminUsernames).toEqual([]);
  });

  it("limits every wait on PostgreSQL by default, all of one request's waits to 4.5 s (answered within 5 s), and takes other limits in milliseconds", () => {
    expect(loadConfig({ DATA_DIR: tmp() })).toMatchObject({
      databaseTimeouts: { connectMs: 5_000, statementMs: 10_000, queryMs: 12_000, requestMs: 4_500 },
      healthTimeoutMs: 2_000,
    });
    const custom = loadConfig({
      DATA_DIR: tmp(),
      DATABASE_CONNECT_TIMEOUT_MS: '500',
      DATABASE_STATEMENT_TIMEOUT_MS: '1000',
      DATABASE_QUERY_TIMEOUT_MS: '1500',
      DATABASE_REQUEST_TIMEOUT_MS: '800',
      HEALTH_TIMEOUT_MS: '300',
    });
    expect(custom.databaseTimeouts).toEqual({
      connectMs: 500,
      statementMs: 1_000,
      queryMs: 1_500,
      requestMs: 800,
    });
    expect(custom.healthTimeoutMs).toBe(300);
    expect(() => loadConfig({ DATA_DIR: tmp(), DATABASE_QUERY_TIMEOUT_MS: 'soon' })).toThrow(
      /DATABASE_QUERY_TIMEOUT_MS/,
    );
  });

  it('generates APP_SECRET into DATA_DIR once and reuses it', () => {
    const dir = tmp();
    const first = loadConfig({ DATA_DIR: dir }).appSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'app-secret'), 'utf8').trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).appSecret).toBe(first);
  });

  it('stops at start when a Stripe secret key comes without its prices, naming each missing variable', () => {
    const stripe = {
      DATA_DIR: tmp(),
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      STRIPE_PRICE_PREMIUM: 'price_a',
      STRIPE_PRICE_QURAN_TEACHER: 'price_b',
      STRIPE_PRICE_EVERYTHING: 'price_c',
    };
    expect(() => loadConfig(stripe)).toThrow(ConfigError);
    expect(() => loadConfig(stripe)).toThrow('STRIPE_PRICE_SCHOOL: required when STRIPE_SECRET_KEY is set');
    expect(loadConfig({ ...stripe, STRIPE_PRICE_SCHOOL: 'price_d' }).stripe.prices.school).toBe('price_d');
    // Prices without a key are simply unused: the demo provider serves.
    expect(() => loadConfig({ DATA_DIR: tmp(), STRIPE_PRICE_PREMIUM: 'price_a' })).not.toThrow();
  });

  it('stops at start when mail goes out by SMTP without PUBLIC_URL (links would take the Host header)', () => {
    const smtp = { DATA_DIR: tmp(), SMTP_URL: 'smtp://mailer:secret@mail.example.org:587' };
    // A reset link built from a forged Host would carry a working token to someone else's site.
    expect(() => loadConfig(smtp)).toThrow(ConfigError);
    expect(() => loadConfig(smtp)).toThrow('PUBLIC_URL: required when SMTP_URL is set');
    expect(loadConfig({ ...smtp, PUBLIC_URL: 'https://hidaya.example.org/' }).publicUrl).toBe(
      'https://hidaya.example.org',
    );
    // Without SMTP the mail stays in the admin's outbox: nothing leaves, PUBLIC_URL stays optional.
    expect(() => loadConfig({ DATA_DIR: tmp() })).not.toThrow();
  });

  it('requires APP_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: tmp() })).toThrow(/APP_SECRET/);
  });

  it('names every bad variable', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SUPPORT_EMAIL: 'nope', DATA_DIR: tmp() });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const text = (error as Error).message;
    expect(text).toContain('PORT');
    expect(text).toContain('DATABASE_URL');
    expect(text).toContain('SUPPORT_EMAIL');
  });

  it('reads ADMIN_USERNAMES as a case-insensitive list', () => {
    expect(loadConfig({ DATA_DIR: tmp(), ADMIN_USERNAMES: ' Aisha, ,BILAL ' }).adminUsernames).toEqual([
      'aisha',
      'bilal',
    ]);
  });

  it('treats an empty DATABASE_URL as unset', () => {
    expect(loadConfig({ DATA_DIR: tmp(), DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });
});
