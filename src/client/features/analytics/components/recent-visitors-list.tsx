import { useTranslation } from 'react-i18next';
import type { RecentVisitor } from '@/contracts/analytics';
import { countryName, formatTime } from '../lib/format';
import { EmptyState } from './empty-state';

/** The latest page views: the page, where from, and when. */
export function RecentVisitorsList({ rows }: { rows: readonly RecentVisitor[] }) {
  const { t, i18n } = useTranslation('analytics');
  if (rows.length === 0) return <EmptyState text={t('locations.empty.recent')} testId="recent-empty" />;
  const language = i18n.language;
  const placeOf = (row: RecentVisitor) => {
    const country = row.countryCode
      ? countryName(language, row.countryCode, row.country ?? row.countryCode)
      : null;
    return [row.city, country].filter(Boolean).join(', ') || t('locations.unknownPlace');
  };
  return (
    <ul className="divide-y text-sm" data-testid="recent-visitors">
      {rows.map((row, index) => (
        <li key={`${row.timestamp}-${index}`} className="grid gap-0.5 py-2 sm:grid-cols-[1fr_auto] sm:gap-4">
          <span className="font-medium break-all">
            <bdi>{row.path}</bdi>
          </span>
          <span className="text-muted-foreground sm:text-end">
            {placeOf(row)} · <time dateTime={row.timestamp}>{formatTime(language, row.timestamp)}</time>
          </span>
        </li>
      ))}
    </ul>
  );
}
