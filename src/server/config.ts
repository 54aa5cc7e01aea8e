import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { DatabaseTimeouts } from './db/client';
import { isTrustedProxyList, type TrustProxySetting } from './platform/client-address';

/**
 * The only place that reads `process.env`. Parsed once at start; a bad value stops the process with
 * a message naming the variable.
 */
const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(10_000),
  DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(12_000),
  DATABASE_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(4_500),
  HEALTH_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(2_000),
  APP_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  PUBLIC_URL: optionalText.pipe(z.url().optional()),
  ADMIN_USERNAMES: z.string().default(''),
  SUPPORT_EMAIL: z.email().default('support@hidaya.app'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((v, ctx) => {
      if (v === 'true') return true as const;
      if (v === 'false' || v === '') return false as const;
      if (/^\d+$/.test(v)) return Number(v);
      if (isTrustedProxyList(v)) return v;
      ctx.addIssue({
        code: 'custom',
        message: 'must be true, false, a hop count or a comma-separated list of addresses or CIDR ranges',
      });
      return z.NEVER;
    }),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).max(100000).default(100),
  AUTH_ACCOUNT_LIMIT: z.coerce.number().int().min(1).max(100000).default(10),
  AUTH_ACCOUNT_CEILING: z.coerce.number().int().min(1).max(1000000).default(100),
  AI_RATE_LIMIT: z.coerce.number().int().min(1).max(100000).default(30),
  SESSION_IDLE_DAYS: z.coerce.number().int().min(1).max(365).default(14),
  SESSION_MAX_AGE_DAYS: z.coerce.number().int().min(1).max(365).default(60),
  ANSWER_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(32),
  ANALYTICS_RAW_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  ANALYTICS_GEOIP: z.enum(['dbip', 'off']).default('dbip'),
  ANALYTICS_FLUSH_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
  // Outside services. Each feature that uses one chooses the real adapter when its variables are set.
  OPENAI_API_KEY: optionalText,
  AI_BASE_URL: optionalText.pipe(z.url().optional()),
  AI_MODEL: z.string().trim().default('gpt-4.1'),
  AI_SPEECH_MODEL: z.string().trim().default('gpt-4o-mini-tts'),
  AI_TRANSCRIPTION_MODEL: z.string().trim().default('whisper-1'),
  AI_IMAGE_MODEL: z.string().trim().default('gpt-image-1'),
  AI_MODERATION_MODEL: z.string().trim().default('omni-moderation-latest'),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_PRICE_PREMIUM: optionalText,
  STRIPE_PRICE_QURAN_TEACHER: optionalText,
  STRIPE_PRICE_EVERYTHING: optionalText,
  STRIPE_PRICE_SCHOOL: optionalText,
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: z.string().trim().min(3).default('Hidaya <no-reply@hidaya.app>'),
  TWILIO_ACCOUNT_SID: optionalText,
  TWILIO_AUTH_TOKEN: optionalText,
  TWILIO_FROM: optionalText,
  VAPID_PUBLIC_KEY: optionalText,
  VAPID_PRIVATE_KEY: optionalText,
  RECITATION_AUDIO_BASE_URL: z.url().default('https://everyayah.com/data'),
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Nothing waits on PostgreSQL forever, and a request at most `requestMs` in all (decision 012). */
  databaseTimeouts: DatabaseTimeouts;
  /** How long /api/health waits for the database before answering 503. */
  healthTimeoutMs: number;
  appSecret: string;
  publicUrl: string | undefined;
  adminUsernames: string[];
  supportEmail: string;
  logLevel: string;
  /** Which proxies say who the client is (platform/client-address.ts). */
  trustProxy: TrustProxySetting;
  /** A session ends after this long without activity... */
  sessionIdleMs: number;
  /** ...and this long after it began, whatever its activity (decision 001). */
  sessionMaxAgeMs: number;
  /** Memory for the answers of a person's reads kept per instance (decision 028); 0 keeps none. */
  answerCacheBytes: number;
  /** Visitor and platform analytics (decision 031). */
  analytics: {
    /** Raw page views, API calls and visitor sessions are kept this many days, then only their daily sums. */
    rawDays: number;
    /** Where visitors' places come from: the DB-IP city database shipped in a package, or nowhere. */
    geoip: 'dbip' | 'off';
    /** Recorded rows are written at least this often (ms); 0: only in batches of 500 and at shutdown. */
    flushMs: number;
  };
  /**
   * Per IP address in 15 minutes: failed sign-ins, and registrations. A school or a mosque shares one
   * address, so successful sign-ins are never counted (decision 003).
   */
  authRateLimit: number;
  /** Failed sign-ins allowed per account (username) from one address in 15 minutes; then that address is refused. */
  authAccountLimit: number;
  /**
   * Failed sign-ins per account from all addresses together in 15 minutes past which every attempt on it
   * is slowed, never refused: only an attack from many addresses reaches it (decision 003).
   */
  authAccountCeiling: number;
  /** AI requests (coach turns, speech) allowed per user per minute. */
  aiRateLimit: number;
  ai: {
    apiKey?: string;
    baseUrl?: string;
    model: string;
    speechModel: string;
    transcriptionModel: string;
    imageModel: string;
    moderationModel: string;
  };
  stripe: {
    secretKey?: string;
    publishableKey?: string;
    webhookSecret?: string;
    prices: { premium?: string; quranTeacher?: string; everything?: string; school?: string };
  };
  twilio: { accountSid?: string; authToken?: string; from?: string };
  /** Web push's VAPID keys; unset: generated into DATA_DIR on first use (decision 032). */
  vapid: { publicKey?: string; privateKey?: string };
  /** Outgoing e-mail (decision 023): SMTP when `smtpUrl` is set, else the admin's outbox. */
  mail: { smtpUrl?: string; from: string };
  recitationAudioBaseUrl: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the environment. `APP_SECRET` is generated into DATA_DIR when unset outside production. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.STRIPE_SECRET_KEY) {
    // A Stripe account without its prices or webhook secret would fail only when someone pays.
    const needed = [
      'STRIPE_PUBLISHABLE_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'STRIPE_PRICE_PREMIUM',
      'STRIPE_PRICE_QURAN_TEACHER',
      'STRIPE_PRICE_EVERYTHING',
      'STRIPE_PRICE_SCHOOL',
    ] as const;
    const missing = needed.filter((name) => !e[name]);
    if (missing.length > 0) {
      throw new ConfigError(
        `Invalid configuration:\n${missing.map((name) => `  ${name}: required when STRIPE_SECRET_KEY is set`).join('\n')}`,
      );
    }
  }
  // Mailed links are built from PUBLIC_URL, else from the request's Host, which anyone can forge: a
  // reset link to another site would hand it a working token (decision 023).
  if (e.SMTP_URL && !e.PUBLIC_URL) {
    throw new ConfigError('Invalid configuration:\n  PUBLIC_URL: required when SMTP_URL is set');
  }
  const dataDir = path.resolve(e.DATA_DIR);
  let appSecret = e.APP_SECRET;
  if (!appSecret) {
    if (e.NODE_ENV === 'production') {
      throw new ConfigError('Invalid configuration:\n  APP_SECRET: required in production (32+ characters)');
    }
    appSecret = readOrCreateSecret(dataDir);
  }
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databaseTimeouts: {
      connectMs: e.DATABASE_CONNECT_TIMEOUT_MS,
      statementMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
      queryMs: e.DATABASE_QUERY_TIMEOUT_MS,
      requestMs: e.DATABASE_REQUEST_TIMEOUT_MS,
    },
    healthTimeoutMs: e.HEALTH_TIMEOUT_MS,
    appSecret,
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ''),
    adminUsernames: e.ADMIN_USERNAMES.split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
    supportEmail: e.SUPPORT_EMAIL,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    sessionIdleMs: e.SESSION_IDLE_DAYS * 24 * 60 * 60 * 1000,
    sessionMaxAgeMs: e.SESSION_MAX_AGE_DAYS * 24 * 60 * 60 * 1000,
    answerCacheBytes: e.ANSWER_CACHE_MB * 1024 * 1024,
    analytics: { rawDays: e.ANALYTICS_RAW_DAYS, geoip: e.ANALYTICS_GEOIP, flushMs: e.ANALYTICS_FLUSH_MS },
    authRateLimit: e.AUTH_RATE_LIMIT,
    authAccountLimit: e.AUTH_ACCOUNT_LIMIT,
    authAccountCeiling: e.AUTH_ACCOUNT_CEILING,
    aiRateLimit: e.AI_RATE_LIMIT,
    ai: {
      apiKey: e.OPENAI_API_KEY,
      baseUrl: e.AI_BASE_URL,
      model: e.AI_MODEL,
      speechModel: e.AI_SPEECH_MODEL,
      transcriptionModel: e.AI_TRANSCRIPTION_MODEL,
      imageModel: e.AI_IMAGE_MODEL,
      moderationModel: e.AI_MODERATION_MODEL,
    },
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      publishableKey: e.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      prices: {
        premium: e.STRIPE_PRICE_PREMIUM,
        quranTeacher: e.STRIPE_PRICE_QURAN_TEACHER,
        everything: e.STRIPE_PRICE_EVERYTHING,
        school: e.STRIPE_PRICE_SCHOOL,
      },
    },
    twilio: { accountSid: e.TWILIO_ACCOUNT_SID, authToken: e.TWILIO_AUTH_TOKEN, from: e.TWILIO_FROM },
    vapid: { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    recitationAudioBaseUrl: e.RECITATION_AUDIO_BASE_URL,
  };
}

function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'app-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    try {
      writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
      return secret;
    } catch {
      // Another process wrote it first: use theirs.
      return readFileSync(file, 'utf8').trim();
    }
  }
}
