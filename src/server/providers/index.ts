import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Clock } from '../platform/clock';
import type { EmailProvider } from '../platform/ports/email';
import type { PaymentsProvider } from '../platform/ports/payments';
import { aiProviders, type AiProviders } from './ai/choose';
import { outboxEmail } from './email/outbox-adapter';
import { smtpEmail } from './email/smtp-adapter';
import { demoPayments } from './payments/demo-adapter';
import { stripePayments } from './payments/stripe-adapter';

/**
 * Every outside service the app talks to, chosen once at start from the configuration (decision 011):
 * the real adapter when its keys are set, else the offline one. The HTTP server and the job workers
 * share one set; tests replace any of them in-process (`createContext({ providers: { ai } })`).
 * Later: sms, push, geoip.
 */
export interface Providers {
  ai: AiProviders;
  /** SMTP when SMTP_URL is set; otherwise the outbox the admin reads (decision 023). */
  email: EmailProvider;
  /** Stripe when configured; the demo provider without keys outside production; null in production without keys. */
  payments: PaymentsProvider | null;
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
  return config.env === 'production' ? null : demoPayments(deps.db, deps.clock);
}

export function chooseEmail(config: Config, deps: ProviderDeps): EmailProvider {
  const { smtpUrl, from } = config.mail;
  return smtpUrl ? smtpEmail({ url: smtpUrl, from }) : outboxEmail(deps.db, deps.clock);
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
  };
}
