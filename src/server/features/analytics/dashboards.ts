import {
  CITIES_SHOWN,
  type CityRow,
  type CountryRow,
  type PlatformAnalytics,
  type RecentVisitor,
  type Timeframe,
  type VisitorOverview,
} from '@/contracts/analytics';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { accounts } from '../accounts/public';
import { chatActivity } from '../chat/public';
import { dayStart, rangeOf, splitRange, utcDay } from './days';
import { dashboardsRepository, type PlaceCount } from './repository';

const englishRegions = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

/** A country's English name (the client names it again in the reader's language). */
export const countryName = (code: string): string => englishRegions.of(code) ?? code;

/** The dashboards of decision 031: what the admin's analytics pages show. */
export function dashboards(db: Db, clock: Clock) {
  const repo = dashboardsRepository(db);

  /** The whole days read from the daily sums, and where the raw rows begin. */
  async function sourcesOf(timeframe: Timeframe) {
    const now = clock.now();
    const range = rangeOf(timeframe, now);
    const { summed, rawFrom } = splitRange(range, await repo.rolledUpTo());
    return { range, summed, rawFrom };
  }

  async function placesOf(timeframe: Timeframe): Promise<PlaceCount[]> {
    const { summed, rawFrom } = await sourcesOf(timeframe);
    return repo.places(summed, rawFrom);
  }

  return {
    async platform(): Promise<PlatformAnalytics> {
      const now = clock.now();
      const today = dayStart(utcDay(now));
      const [totalUsers, activeToday, messages] = await Promise.all([
        accounts(db).count(),
        repo.activeUsersSince(today),
        chatActivity(db).messageCounts(today),
      ]);
      return { visitors: { totalUsers, activeToday }, messages, timestamp: now.toISOString() };
    },

    async overview(timeframe: Timeframe): Promise<VisitorOverview> {
      const { range, summed, rawFrom } = await sourcesOf(timeframe);
      const [totals, daily, places] = await Promise.all([
        repo.totals(summed, rawFrom),
        repo.daily(summed, rawFrom),
        repo.places(summed, rawFrom),
      ]);
      const byDay = new Map(daily.map((row) => [row.day, row]));
      return {
        timeframe,
        totalVisitors: totals.visitors,
        totalPageViews: totals.pageViews,
        uniqueCountries: new Set(places.filter((p) => p.countryCode).map((p) => p.countryCode)).size,
        uniqueCities: places.filter((p) => p.city).length,
        sessions: totals.sessions,
        averageSessionSeconds: totals.sessions > 0 ? Math.round(totals.sessionSeconds / totals.sessions) : 0,
        daily: range.days.map((day) => ({
          day,
          visitors: byDay.get(day)?.visitors ?? 0,
          pageViews: byDay.get(day)?.pageViews ?? 0,
        })),
      };
    },

    /** Countries by visitors; visitors whose place is unknown make one row without a country. */
    async countries(timeframe: Timeframe): Promise<CountryRow[]> {
      const byCountry = new Map<string, CountryRow>();
      for (const place of await placesOf(timeframe)) {
        const row = byCountry.get(place.countryCode) ?? {
          country: place.countryCode ? countryName(place.countryCode) : null,
          countryCode: place.countryCode || null,
          visitors: 0,
          pageViews: 0,
        };
        row.visitors += place.visitors;
        row.pageViews += place.pageViews;
        byCountry.set(place.countryCode, row);
      }
      return [...byCountry.values()].sort((a, b) => b.visitors - a.visitors || b.pageViews - a.pageViews);
    },

    /** The cities with most visitors (those whose city is known), at most CITIES_SHOWN. */
    async cities(timeframe: Timeframe): Promise<CityRow[]> {
      return (await placesOf(timeframe))
        .filter((place) => place.city && place.countryCode)
        .slice(0, CITIES_SHOWN)
        .map((place) => ({
          city: place.city,
          region: place.region || null,
          country: countryName(place.countryCode),
          countryCode: place.countryCode,
          visitors: place.visitors,
          pageViews: place.pageViews,
        }));
    },

    async recentVisitors(limit: number): Promise<RecentVisitor[]> {
      return (await repo.recent(limit)).map((row) => ({
        path: row.path,
        city: row.city,
        country: row.country_code ? countryName(row.country_code) : null,
        countryCode: row.country_code,
        timestamp: new Date(row.timestamp).toISOString(),
      }));
    },
  };
}
