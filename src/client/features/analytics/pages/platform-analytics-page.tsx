import { Activity, MessageSquare, MessagesSquare, UserCheck, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ANALYTICS_REFRESH_MS } from '@/contracts/analytics';
import { DocumentTitle } from '@/client/components/document-title';
import { PageLoadError } from '@/client/components/page-load-error';
import { StatCard } from '@/client/components/stat-card';
import { Card, CardContent } from '@/client/components/ui/card';
import { Spinner } from '@/client/components/ui/spinner';
import { useUser } from '@/client/lib/auth';
import { usePlatformAnalytics } from '../api/platform-analytics';
import { useVisitorOverview } from '../api/visitor-overview';
import { DailyBars } from '../components/daily-bars';
import { AnalyticsNoAccess } from '../components/no-access';
import { formatCount, formatTime } from '../lib/format';

function PlatformCounts() {
  const { t, i18n } = useTranslation('analytics');
  const platform = usePlatformAnalytics();
  if (!platform.data) {
    return platform.isError ? (
      <PageLoadError queries={[platform]} variant="section" message={t('loadError')} />
    ) : (
      <Spinner className="min-h-24" />
    );
  }
  const { visitors, messages, timestamp } = platform.data;
  const count = (value: number) => formatCount(i18n.language, value);
  return (
    <section className="grid gap-3" aria-labelledby="platform-counts">
      <h2 id="platform-counts" className="sr-only">
        {t('platform.countsHeading')}
      </h2>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <StatCard
          icon={Users}
          label={t('platform.totalUsers')}
          value={count(visitors.totalUsers)}
          testId="total-users"
        />
        <StatCard
          icon={UserCheck}
          label={t('platform.activeToday')}
          value={count(visitors.activeToday)}
          testId="active-today"
        />
        <StatCard
          icon={MessagesSquare}
          label={t('platform.totalMessages')}
          value={count(messages.totalMessages)}
          testId="total-messages"
        />
        <StatCard
          icon={MessageSquare}
          label={t('platform.todayMessages')}
          value={count(messages.todayMessages)}
          testId="today-messages"
        />
        <StatCard
          icon={Activity}
          label={t('platform.uniqueUsersToday')}
          value={count(messages.uniqueUsersToday)}
          testId="unique-users-today"
        />
      </div>
      <p className="text-xs text-muted-foreground" data-testid="updated-at">
        {t('platform.updatedAt', { time: formatTime(i18n.language, timestamp) })}
      </p>
    </section>
  );
}

function DailyCharts() {
  const { t } = useTranslation('analytics');
  const overview = useVisitorOverview('30d', { refetchInterval: ANALYTICS_REFRESH_MS });
  if (!overview.data) {
    return overview.isError ? (
      <PageLoadError queries={[overview]} variant="section" message={t('loadError')} />
    ) : (
      <Spinner className="min-h-40" />
    );
  }
  const { daily } = overview.data;
  return (
    <Card>
      <CardContent className="grid gap-6 pt-6 lg:grid-cols-2">
        <DailyBars
          title={t('platform.visitorsChart')}
          days={daily.map((d) => ({ day: d.day, value: d.visitors }))}
          testId="visitors-chart"
        />
        <DailyBars
          title={t('platform.pageViewsChart')}
          days={daily.map((d) => ({ day: d.day, value: d.pageViews }))}
          testId="page-views-chart"
        />
      </CardContent>
    </Card>
  );
}

/** /analytics: visitor and message counts, asked again every 30 seconds. */
export function PlatformAnalyticsPage() {
  const { t } = useTranslation('analytics');
  const { data: user } = useUser();
  if (!user?.isAdmin) return <AnalyticsNoAccess />;
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <DocumentTitle page={t('platform.title')} />
      <div>
        <h1 className="text-3xl font-bold">{t('platform.title')}</h1>
        <p className="mt-1 text-muted-foreground">{t('platform.description')}</p>
        <Link
          href="/visitor-analytics"
          className="mt-1 inline-block text-sm text-primary underline underline-offset-2"
        >
          {t('platform.toVisitorLocations')}
        </Link>
      </div>
      <PlatformCounts />
      <DailyCharts />
    </div>
  );
}
