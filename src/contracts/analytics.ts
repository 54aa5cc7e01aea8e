import { z } from './zod';
import { text } from './text';
import { analyticsMessages } from './messages/analytics';

/** The dashboards' timeframes: 24 hours, 7, 30 or 90 days; 7 days unless asked. */
export const TIMEFRAMES = ['24h', '7d', '30d', '90d'] as const;
export type Timeframe = (typeof TIMEFRAMES)[number];
export const DEFAULT_TIMEFRAME: Timeframe = '7d';

/** Recent visitors listed unless `limit` says otherwise, and at most. */
export const RECENT_VISITORS_SHOWN = 20;
export const RECENT_VISITORS_MAX = 100;
/** The cities listed, most visitors first. */
export const CITIES_SHOWN = 100;
/** The platform analytics page asks again this often. */
export const ANALYTICS_REFRESH_MS = 30_000;

export const timeframeQuery = z.object({
  timeframe: z
    .enum(TIMEFRAMES, { error: analyticsMessages.analyticsTimeframeInvalid.code })
    .default(DEFAULT_TIMEFRAME),
});

export const recentVisitorsQuery = z.object({
  limit: z.coerce
    .number({ error: analyticsMessages.analyticsLimitInvalid.code })
    .int(analyticsMessages.analyticsLimitInvalid.code)
    .min(1, analyticsMessages.analyticsLimitInvalid.code)
    .max(RECENT_VISITORS_MAX, analyticsMessages.analyticsLimitInvalid.code)
    .default(RECENT_VISITORS_SHOWN),
});

/** POST /api/analytics/page-view: the route the browser shows, and the other site it came from. */
export const pageViewInput = z.object({
  path: text()
    .max(2048)
    .refine((path) => path.startsWith('/'), analyticsMessages.analyticsPathInvalid.code),
  referrer: text().max(2048).optional(),
});
export type PageViewInput = z.infer<typeof pageViewInput>;

/** GET /api/analytics/visitors: platform counts, "today" being the UTC day. */
export const platformAnalyticsResponse = z.object({
  visitors: z.object({ totalUsers: z.number().int(), activeToday: z.number().int() }),
  messages: z.object({
    totalMessages: z.number().int(),
    uniqueUsersToday: z.number().int(),
    todayMessages: z.number().int(),
  }),
  timestamp: text(),
});
export type PlatformAnalytics = z.infer<typeof platformAnalyticsResponse>;

/** One UTC day of a timeframe (`YYYY-MM-DD`). */
export const dailyVisits = z.object({
  day: text(),
  visitors: z.number().int(),
  pageViews: z.number().int(),
});
export type DailyVisits = z.infer<typeof dailyVisits>;

/**
 * GET /api/analytics/visitor-overview: a visitor is a browser on one UTC day (Hidaya never recognises
 * it the next day), so the visitors of a timeframe add up its days.
 */
export const visitorOverviewResponse = z.object({
  timeframe: z.enum(TIMEFRAMES),
  totalVisitors: z.number().int(),
  totalPageViews: z.number().int(),
  uniqueCountries: z.number().int(),
  uniqueCities: z.number().int(),
  sessions: z.number().int(),
  /** Seconds from the first to the last page of a visit, on average; 0 without visits. */
  averageSessionSeconds: z.number(),
  daily: z.array(dailyVisits),
});
export type VisitorOverview = z.infer<typeof visitorOverviewResponse>;

/** A country's visitors; `countryCode` and `country` are null for visitors whose place is unknown. */
export const countryRow = z.object({
  /** The country's name in English; the client names it in the reader's language. */
  country: text().nullable(),
  countryCode: text().nullable(),
  visitors: z.number().int(),
  pageViews: z.number().int(),
});
export type CountryRow = z.infer<typeof countryRow>;
export const visitorCountriesResponse = z.array(countryRow);

export const cityRow = z.object({
  city: text(),
  region: text().nullable(),
  country: text(),
  countryCode: text(),
  visitors: z.number().int(),
  pageViews: z.number().int(),
});
export type CityRow = z.infer<typeof cityRow>;
export const visitorCitiesResponse = z.array(cityRow);

/** A recent page view; its place null when unknown. */
export const recentVisitor = z.object({
  path: text(),
  city: text().nullable(),
  country: text().nullable(),
  countryCode: text().nullable(),
  timestamp: text(),
});
export type RecentVisitor = z.infer<typeof recentVisitor>;
export const recentVisitorsResponse = z.array(recentVisitor);
