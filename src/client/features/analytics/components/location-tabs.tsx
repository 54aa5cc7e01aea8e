import { Building2, Clock, Globe2 } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CityRow, CountryRow, RecentVisitor } from '@/contracts/analytics';
import { PageLoadError } from '@/client/components/page-load-error';
import { Spinner } from '@/client/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { CitiesTable } from './cities-table';
import { CountriesTable } from './countries-table';
import { RecentVisitorsList } from './recent-visitors-list';

/** A tab's rows once they are in: a spinner before, the error and Try again if they cannot be had. */
function Loaded<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation('analytics');
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) return <PageLoadError queries={[query]} variant="section" message={t('loadError')} />;
  return <Spinner className="min-h-32" />;
}

/** The tabs Countries, Cities and Recent Visitors. */
export function LocationTabs({
  countries,
  cities,
  recent,
}: {
  countries: UseQueryResult<CountryRow[]>;
  cities: UseQueryResult<CityRow[]>;
  recent: UseQueryResult<RecentVisitor[]>;
}) {
  const { t } = useTranslation('analytics');
  return (
    <Tabs defaultValue="countries">
      <TabsList>
        <TabsTrigger value="countries">
          <Globe2 aria-hidden="true" />
          {t('locations.tabs.countries')}
        </TabsTrigger>
        <TabsTrigger value="cities">
          <Building2 aria-hidden="true" />
          {t('locations.tabs.cities')}
        </TabsTrigger>
        <TabsTrigger value="recent">
          <Clock aria-hidden="true" />
          {t('locations.tabs.recent')}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="countries" className="pt-4">
        <Loaded query={countries}>{(rows) => <CountriesTable rows={rows} />}</Loaded>
      </TabsContent>
      <TabsContent value="cities" className="pt-4">
        <Loaded query={cities}>{(rows) => <CitiesTable rows={rows} />}</Loaded>
      </TabsContent>
      <TabsContent value="recent" className="pt-4">
        <Loaded query={recent}>{(rows) => <RecentVisitorsList rows={rows} />}</Loaded>
      </TabsContent>
    </Tabs>
  );
}
