import type { AppContext } from '../context';
import type { Sessions } from '../platform/sessions';

/**
 * What every feature's routes are built from: the app's context (config, database, clock, secrets,
 * providers; shared with job workers) and the HTTP side of sessions (cookies).
 */
export interface FeatureContext extends AppContext {
  sessions: Sessions;
}
