import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import type { Clock } from '../platform/clock';
import type { SecretBox } from '../platform/secrets';
import type { Sessions } from '../platform/sessions';

/** What every feature's routes are built from: one database, one clock, the config and sessions. */
export interface FeatureContext {
  config: Config;
  db: Db;
  database: Database;
  clock: Clock;
  sessions: Sessions;
  secrets: SecretBox;
}
