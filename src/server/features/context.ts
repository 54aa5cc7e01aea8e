import type { AppContext } from '../context';
import type { AiTurnPipeline } from '../platform/ai-turn';
import type { Sessions } from '../platform/sessions';

/**
 * What every feature's routes are built from: the app's context (config, database, clock, secrets,
 * providers, the feature list; shared with job workers), the HTTP side of sessions (cookies) and the
 * AI-turn pipeline that every AI feature answers through (decision 015).
 */
export interface FeatureContext extends AppContext {
  sessions: Sessions;
  aiTurns: AiTurnPipeline;
}
