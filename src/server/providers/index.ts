import type { Config } from '../config';
import { aiProviders, type AiProviders } from './ai/choose';

/**
 * Every outside service the app talks to, chosen once at start from the configuration (decision 011):
 * the real adapter when its keys are set, else the offline one. The HTTP server and the job workers
 * share one set; tests replace any of them in-process (`createContext({ providers: { ai } })`).
 * Later: payments, sms, push, geoip, mail.
 */
export interface Providers {
  ai: AiProviders;
}

export function createProviders(config: Config, overrides: Partial<Providers> = {}): Providers {
  return {
    ai: overrides.ai ?? aiProviders(config),
  };
}
