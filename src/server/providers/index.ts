import { BlockList, isIP } from 'node:net';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Clock } from '../platform/clock';
import type { EmailProvider } from '../platform/ports/email';
import type { GeoIpProvider } from '../platform/ports/geoip';
import type { PaymentsProvider } from '../platform/ports/payments';
import type { PushProvider } from '../platform/ports/push';
import type { SmsProvider } from '../platform/ports/sms';
import { aiProviders, type AiProviders, OPENAI_API_URL } from './ai/choose';
import { outboxEmail } from './email/outbox-adapter';
import { smtpEmail } from './email/smtp-adapter';
import { dbipGeoIp } from './geoip/dbip-adapter';
import { nullGeoIp } from './geoip/null-adapter';
import { demoPayments } from './payments/demo-adapter';
import { stripePayments } from './payments/stripe-adapter';
import { readOrCreateVapidKeys, webPush } from './push/web-push-adapter';
import { outboxSms } from './sms/outbox-adapter';
import { twilioSms } from './sms/twilio-adapter';

/**
 * Every outside service the app talks to, chosen once at start from the configuration (decision 011):
 * the real adapter when its keys are set, else the offline one. The HTTP server and the job workers
 * share one set; tests replace any of them in-process (`createContext({ providers: { ai } })`).
 */
export interface Providers {
  ai: AiProviders;
  /** SMTP when SMTP_URL is set; otherwise the outbox the admin reads (decision 023). */
  email: EmailProvider;
  /** Stripe when configured; the demo provider without keys on a local run (isLocalRun); null otherwise. */
  payments: PaymentsProvider | null;
  /** Twilio when TWILIO_* are set; otherwise the outbox (decision 032). */
  sms: SmsProvider;
  /** Web push with the configured VAPID keys, else keys generated into DATA_DIR (decision 032). */
  push: PushProvider;
  /** Visitors' places: the DB-IP database of a package, unless ANALYTICS_GEOIP=off (decision 031). */
  geoip: GeoIpProvider;
}

/** What an offline adapter may need to keep its records. */
export interface ProviderDeps {
  db: Db;
  clock: Clock;
}

export function choosePayments(config: Config, deps: ProviderDeps): PaymentsProvider | null {
  const { secretKey, publishableKey, webhookSecret, prices } = config.stripe;
  if (secretKey) {
    // config.ts refuses a secret key without these.
    return stripePayments({
      secretKey,
      publishableKey: publishableKey!,
      webhookSecret: webhookSecret!,
      prices: {
        premium: prices.premium!,
        quran_teacher: prices.quranTeacher!,
        everything: prices.everything!,
        school: prices.school!,
      },
    });
  }
  return isLocalRun(config) ? demoPayments(deps.db, deps.clock) : null;
}

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/**
 * A run on the operator's own machine: not production, and PUBLIC_URL unset or naming localhost (or a
 * `*.localhost` name) or a loopback address. Only there does the demo provider take payments, since
 * anyone who reaches it pays with a button: `npm start` sets no NODE_ENV, so a public server started
 * that way is told apart by its PUBLIC_URL (decision 013).
 */
export function isLocalRun(config: Pick<Config, 'env' | 'publicUrl'>): boolean {
  if (config.env === 'production') return false;
  if (!config.publicUrl) return true;
  const host = new URL(config.publicUrl).hostname.toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  const address = host.replace(/^\[(.*)\]$/, '$1');
  const family = isIP(address);
  return family !== 0 && loopback.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export function chooseEmail(config: Config, deps: ProviderDeps): EmailProvider {
  const { smtpUrl, from } = config.mail;
  return smtpUrl ? smtpEmail({ url: smtpUrl, from }) : outboxEmail(deps.db, deps.clock);
}

export function chooseSms(config: Config, deps: ProviderDeps): SmsProvider {
  const { accountSid, authToken, from } = config.twilio;
  if (!accountSid || !authToken || !from) return outboxSms(deps.db, deps.clock);
  const statusCallback = config.publicUrl ? new URL('/api/reminders/status', config.publicUrl).href : undefined;
  return twilioSms({ accountSid, authToken, from, statusCallback });
}

export function choosePush(config: Config): PushProvider {
  const { publicKey, privateKey } = config.vapid;
  return webPush({
    keys: () =>
      publicKey && privateKey ? { publicKey, privateKey } : readOrCreateVapidKeys(config.dataDir),
    subject: config.publicUrl ?? `mailto:${config.supportEmail}`,
  });
}

/** Which outside services are in use, for the start log: kinds and the AI's host only, never a key. */
export interface ProvidersDescription {
  payments: 'stripe' | 'demo' | 'none';
  mail: 'smtp' | 'outbox';
  sms: 'twilio' | 'outbox';
  geoip: 'dbip' | 'off';
  /** `openai (host)`: the operator's provider and where it is; `offline`: curated answers (decision 008). */
  ai: string;
}

export function describeProviders(providers: Providers): ProvidersDescription {
  const { ai } = providers;
  return {
    payments: providers.payments?.kind ?? 'none',
    mail: providers.email.delivery,
    sms: providers.sms.delivery,
    geoip: providers.geoip.source,
    ai: ai.system ? `openai (${ai.systemHost ?? new URL(OPENAI_API_URL).host})` : 'offline',
  };
}

export function createProviders(
  config: Config,
  deps: ProviderDeps,
  overrides: Partial<Providers> = {},
): Providers {
  return {
    ai: overrides.ai ?? aiProviders(config),
    email: overrides.email ?? chooseEmail(config, deps),
    payments: overrides.payments !== undefined ? overrides.payments : choosePayments(config, deps),
    sms: overrides.sms ?? chooseSms(config, deps),
    push: overrides.push ?? choosePush(config),
    geoip: overrides.geoip ?? (config.analytics.geoip === 'dbip' ? dbipGeoIp() : nullGeoIp()),
  };
}
