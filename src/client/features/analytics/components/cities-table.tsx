import { useTranslation } from 'react-i18next';
import type { CityRow } from '@/contracts/analytics';
import { countryName, formatCount } from '../lib/format';
import { EmptyState } from './empty-state';

/** Cities by visitors, each with its region and country (the country in the interface language). */
export function CitiesTable({ rows }: { rows: readonly CityRow[] }) {
  const { t, i18n } = useTranslation('analytics');
  if (rows.length === 0) return <EmptyState text={t('locations.empty.cities')} testId="cities-empty" />;
  const language = i18n.language;
  return (
    <table className="w-full text-sm" data-testid="cities-table">
      <thead className="text-muted-foreground">
        <tr className="border-b">
          <th scope="col" className="py-2 text-start font-medium">
            {t('locations.columns.city')}
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
          <tr key={`${row.countryCode}/${row.region ?? ''}/${row.city}`} className="border-b last:border-0">
            <th scope="row" className="py-2 text-start font-normal">
              <span className="block">{row.city}</span>
              <span className="block text-xs text-muted-foreground">
                {[row.region, countryName(language, row.countryCode, row.country)]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </th>
            <td className="py-2 text-end tabular-nums">{formatCount(language, row.visitors)}</td>
            <td className="py-2 text-end tabular-nums">{formatCount(language, row.pageViews)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
