import { useTranslation } from 'react-i18next';
import type { CountryRow } from '@/contracts/analytics';
import { countryName, formatCount } from '../lib/format';
import { EmptyState } from './empty-state';

/** Countries by visitors, named in the interface language; unknown places in a row of their own. */
export function CountriesTable({ rows }: { rows: readonly CountryRow[] }) {
  const { t, i18n } = useTranslation('analytics');
  if (rows.length === 0) return <EmptyState text={t('locations.empty.countries')} testId="countries-empty" />;
  const language = i18n.language;
  return (
    <table className="w-full text-sm" data-testid="countries-table">
      <thead className="text-muted-foreground">
        <tr className="border-b">
          <th scope="col" className="py-2 text-start font-medium">
            {t('locations.columns.country')}
          </th>
          <th scope="col" className="py-2 text-end font-medium">
            {t('locations.columns.visitors')}
          </th>
          <th scope="col" className="py-2 text-end font-medium">
            {t('locations.columns.pageViews')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.countryCode ?? 'unknown'} className="border-b last:border-0">
            <th scope="row" className="py-2 text-start font-normal">
              {row.countryCode
                ? countryName(language, row.countryCode, row.country ?? row.countryCode)
                : t('locations.unknownPlace')}
            </th>
            <td className="py-2 text-end tabular-nums">{formatCount(language, row.visitors)}</td>
            <td className="py-2 text-end tabular-nums">{formatCount(language, row.pageViews)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
