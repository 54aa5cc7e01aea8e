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

/** Adds up counts that share a key (a place, a country, a day), in the order the keys first came. */
function addUp<T extends { visitors: number; pageViews: number }>(
  rows: Iterable<T>,
  keyOf: (row: T) => string,
): Map<string, T> {
  const sums = new Map<string, T>();
  for (const row of rows) {
    const key = keyOf(row);
    const sum = sums.get(key);
    if (sum) {
      sum.visitors += row.visitors;
      sum.pageViews += row.pageViews;
    } else sums.set(key, { ...row });
  }
  return sums;
}

const placeKey = (p: PlaceCount) => `${p.countryCode}\n${p.region}\n${p.city}`;
/** Most visitors first, then most page views, then by key: the same order on every read. */
const mostVisited =
  <T extends { visitors: number; pageViews: number }>(keyOf: (row: T) => string) =>
  (a: T, b: T) =>
    b.visitors - a.visitors || b.pageViews - a.pageViews || keyOf(a).localeCompare(keyOf(b));

/** The dashboards of decision 031: what the admin's analytics pages show. */
export function dashboards(db: Db, clock: Clock) {
  const repo = dashboardsRepository(db);

  /** The timeframe's range, the whole days read from the daily sums, and where the raw rows begin. */
  async function sourcesOf(timeframe: Timeframe) {
    const range = rangeOf(timeframe, clock.now());
    const { summed, rawFrom } = splitRange(range, await repo.rolledUpTo());
    return { range, summed, rawFrom };
  }

  /** Visitors and page views by place, summed days and raw rows together, most visitors first. */
  async function placesOf(timeframe: Timeframe): Promise<PlaceCount[]> {
    const { summed, rawFrom } = await sourcesOf(timeframe);
    const [summedPlaces, raw] = await Promise.all([
      repo.summedPlaces(summed),
      repo.rawByDayAndPlace(rawFrom),
    ]);
    return [...addUp<PlaceCount>([...summedPlaces, ...raw], placeKey).values()].sort(mostVisited(placeKey));
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
      const [days, summedPlaces, raw, visits] = await Promise.all([
        repo.summedDays(summed),
        repo.summedPlaces(summed),
        repo.rawByDayAndPlace(rawFrom),
        repo.rawVisits(rawFrom),
      ]);
      const byDay = addUp(
        [...days, ...raw.map(({ day, visitors, pageViews }) => ({ day, visitors, pageViews }))],
        (d) => d.day,
      );
      const places = [...addUp<PlaceCount>([...summedPlaces, ...raw], placeKey).values()];
      const total = (pick: (d: { visitors: number; pageViews: number }) => number) =>
        [...byDay.values()].reduce((sum, d) => sum + pick(d), 0);
      const sessions = days.reduce((sum, d) => sum + d.sessions, visits.sessions);
      const seconds = days.reduce((sum, d) => sum + d.sessionSeconds, visits.sessionSeconds);
      return {
        timeframe,
        totalVisitors: total((d) => d.visitors),
        totalPageViews: total((d) => d.pageViews),
        uniqueCountries: new Set(places.filter((p) => p.countryCode).map((p) => p.countryCode)).size,
        uniqueCities: places.filter((p) => p.city).length,
        sessions,
        averageSessionSeconds: sessions > 0 ? Math.round(seconds / sessions) : 0,
        daily: range.days.map((day) => ({
          day,
          visitors: byDay.get(day)?.visitors ?? 0,
          pageViews: byDay.get(day)?.pageViews ?? 0,
        })),
      };
    },

    /** Countries by visitors; visitors whose place is unknown make one row without a country. */
    async countries(timeframe: Timeframe): Promise<CountryRow[]> {
      const { summed, rawFrom } = await sourcesOf(timeframe);
      const [summedCountries, raw] = await Promise.all([
        repo.summedCountries(summed),
        repo.rawByDayAndPlace(rawFrom),
      ]);
      const byCountry = addUp([...summedCountries, ...raw], (row) => row.countryCode);
      return [...byCountry.values()].sort(mostVisited((row) => row.countryCode)).map((row) => ({
        country: row.countryCode ? countryName(row.countryCode) : null,
        countryCode: row.countryCode || null,
        visitors: row.visitors,
        pageViews: row.pageViews,
      }));
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
