import { Clock, Eye, Globe2, MapPin, MousePointerClick, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { VisitorOverview } from '@/contracts/analytics';
import { StatCard } from '@/client/components/stat-card';
import { formatCount, formatDuration } from '../lib/format';

/** The timeframe's figures: visitors, page views, countries, cities, visits and their average length. */
export function VisitorSummary({ overview }: { overview: VisitorOverview }) {
  const { t, i18n } = useTranslation('analytics');
  const count = (value: number) => formatCount(i18n.language, value);
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
      <StatCard
        icon={Users}
        label={t('locations.visitors')}
        value={count(overview.totalVisitors)}
        testId="total-visitors"
      />
      <StatCard
        icon={Eye}
        label={t('locations.pageViews')}
        value={count(overview.totalPageViews)}
        testId="total-page-views"
      />
      <StatCard
        icon={Globe2}
        label={t('locations.countries')}
        value={count(overview.uniqueCountries)}
        testId="unique-countries"
      />
      <StatCard
        icon={MapPin}
        label={t('locations.cities')}
        value={count(overview.uniqueCities)}
        testId="unique-cities"
      />
      <StatCard
        icon={MousePointerClick}
        label={t('locations.sessions')}
        value={count(overview.sessions)}
        testId="sessions"
      />
      <StatCard
        icon={Clock}
        label={t('locations.averageSession')}
        value={formatDuration(i18n.language, overview.averageSessionSeconds)}
        testId="average-session"
      />
    </div>
  );
}
