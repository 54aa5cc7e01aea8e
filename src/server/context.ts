import type { Config } from './config';
import type { Database, Db } from './db/client';
import { SERVER_FEATURES } from './features';
import type { ServerFeature } from './features/feature';
import { type Clock, systemClock } from './platform/clock';
import { inlineJobs } from './platform/jobs/inline';
import type { Jobs } from './platform/jobs/port';
import { type SecretBox, secretBox } from './platform/secrets';
import { type SessionStore, sessionStore } from './platform/sessions';
import { createProviders, type Providers } from './providers';

/**
 * What the app is made of, built once at start and shared by the HTTP server and the job workers
 * (decision 011). Nothing here needs Fastify or a request.
 */
export interface AppContext {
  config: Config;
  db: Db;
  database: Database;
  clock: Clock;
  secrets: SecretBox;
  sessionStore: SessionStore;
  /** Outside services, chosen from the configuration at start; features never read keys themselves. */
  providers: Providers;
  /** Background jobs: pg-boss in the database at start (main.ts), run inline otherwise (tests). */
  jobs: Jobs;
  /**
   * Every feature (features/index.ts): the app, the jobs, the start-up, the session lookup, the data
   * download and account deletion are composed from this list (decision 005).
   */
  features: readonly ServerFeature[];
}

export interface ContextDeps {
  config: Config;
  database: Database;
  clock?: Clock;
  /** Replaces providers in-process (tests): the rest are still chosen from the configuration. */
  providers?: Partial<Providers>;
  jobs?: Jobs;
  /** The feature list (tests add a feature of their own); SERVER_FEATURES otherwise. */
  features?: readonly ServerFeature[];
}

export function createContext(deps: ContextDeps): AppContext {
  const { config, database } = deps;
  const clock = deps.clock ?? systemClock;
  const features = deps.features ?? SERVER_FEATURES;
  return {
    config,
    db: database.db,
    database,
    clock,
    secrets: secretBox(config.appSecret),
    // The signed-in person is made of the features' parts (the account, its plan), read in one
    // statement (decision 016).
    sessionStore: sessionStore({
      database,
      clock,
      idleMs: config.sessionIdleMs,
      maxAgeMs: config.sessionMaxAgeMs,
      userParts: features.flatMap((feature) => (feature.sessionPart ? [feature.sessionPart] : [])),
    }),
    providers: createProviders(config, { db: database.db, clock }, deps.providers),
    jobs: deps.jobs ?? inlineJobs(),
    features,
  };
}
