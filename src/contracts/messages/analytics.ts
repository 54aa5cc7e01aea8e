import { defineMessages } from '../catalogue';

/** Visitor and platform analytics (decision 031). */
export const analyticsMessages = defineMessages({
  analyticsTimeframeInvalid: 'Timeframe must be one of 24h, 7d, 30d or 90d',
  analyticsLimitInvalid: 'Limit must be a whole number from 1 to 100',
  analyticsPathInvalid: 'The page path must start with /',
});
