import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { DEFAULT_TIMEFRAME, type Timeframe } from '@/contracts/analytics';
import { DocumentTitle } from '@/client/components/document-title';
import { PageLoadError } from '@/client/components/page-load-error';
import { Card, CardContent } from '@/client/components/ui/card';
import { Spinner } from '@/client/components/ui/spinner';
import { useUser } from '@/client/lib/auth';
import { useRecentVisitors } from '../api/recent-visitors';
import { useVisitorCities } from '../api/visitor-cities';
import { useVisitorCountries } from '../api/visitor-countries';
import { useVisitorOverview } from '../api/visitor-overview';
import { LocationTabs } from '../components/location-tabs';
import { AnalyticsNoAccess } from '../components/no-access';
import { TimeframeSelect } from '../components/timeframe-select';
import { VisitorSummary } from '../components/visitor-summary';
import { WorldMap } from '../components/world-map';

/** Where the places come from, credited as DB-IP's licence asks (CC BY 4.0), and the map's source. */
function Credits() {
  const { t } = useTranslation('analytics');
  return (
    <p className="text-xs text-muted-foreground" data-testid="geoip-credit">
      <a href="https://db-ip.com" className="underline underline-offset-2" rel="noopener" target="_blank">
        {t('locations.credit')}
      </a>
      {' · '}
      {t('locations.mapCredit')}
    </p>
  );
}

function VisitorLocations() {
  const { t } = useTranslation('analytics');
  const [timeframe, setTimeframe] = useState<Timeframe>(DEFAULT_TIMEFRAME);
  const overview = useVisitorOverview(timeframe);
  const countries = useVisitorCountries(timeframe);
  const cities = useVisitorCities(timeframe);
  const recent = useRecentVisitors();
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <DocumentTitle page={t('locations.title')} />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{t('locations.title')}</h1>
          <p className="mt-1 text-muted-foreground">{t('locations.description')}</p>
          <Link
            href="/analytics"
            className="mt-1 inline-block text-sm text-primary underline underline-offset-2"
          >
            {t('locations.toPlatform')}
          </Link>
        </div>
        <TimeframeSelect value={timeframe} onChange={setTimeframe} />
      </div>
      {overview.data ? (
        <VisitorSummary overview={overview.data} />
      ) : overview.isError ? (
        <PageLoadError queries={[overview]} variant="section" message={t('loadError')} />
      ) : (
        <Spinner className="min-h-24" />
      )}
      <Card>
        <CardContent className="pt-6">
          <WorldMap countries={countries.data ?? []} />
        </CardContent>
      </Card>
      <Card>
        <CardContent className="pt-6">
          <LocationTabs countries={countries} cities={cities} recent={recent} />
        </CardContent>
      </Card>
      <Credits />
    </div>
  );
}

/** /visitor-analytics: administrators only, and the server checks again (decision 031). */
export function VisitorLocationsPage() {
  const { data: user } = useUser();
  return user?.isAdmin ? <VisitorLocations /> : <AnalyticsNoAccess />;
}
