import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CountryRow } from '@/contracts/analytics';
import { Spinner } from '@/client/components/ui/spinner';
import { analyticsKeys } from '../api/keys';
import { countryName, formatCount } from '../lib/format';
import { loadWorldShapes, MAP_HEIGHT, MAP_WIDTH } from '../lib/world-shapes';

/** Five shades: a country's visitors against the country with most. */
const SHADES = [0.2, 0.4, 0.6, 0.8, 1];

/** The world, each country shaded by its visitors in the timeframe; a country without any is grey. */
export function WorldMap({ countries }: { countries: readonly CountryRow[] }) {
  const { t, i18n } = useTranslation('analytics');
  const shapes = useQuery({
    queryKey: [...analyticsKeys.all, 'world-shapes'],
    queryFn: loadWorldShapes,
    staleTime: Infinity,
  });
  if (!shapes.data)
    return shapes.isPending ? <Spinner label={t('locations.mapLoading')} className="min-h-40" /> : null;

  const visitors = new Map(countries.flatMap((c) => (c.countryCode ? [[c.countryCode, c] as const] : [])));
  const most = Math.max(1, ...countries.map((c) => c.visitors));
  return (
    <figure className="grid gap-2" data-testid="visitor-map">
      <svg
        viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
        className="h-auto w-full text-primary"
        role="img"
        aria-label={t('locations.map')}
      >
        {shapes.data.map((shape) => {
          const row = visitors.get(shape.code);
          const shade = row ? SHADES[Math.min(4, Math.floor((row.visitors / most) * 5))] : undefined;
          return (
            <path
              key={shape.code}
              d={shape.path}
              data-country={shape.code}
              fill="currentColor"
              className={row ? undefined : 'text-muted'}
              fillOpacity={shade ?? 1}
              stroke="var(--color-card, white)"
              strokeWidth={0.5}
            >
              {row ? (
                <title>
                  {t('locations.mapCountry', {
                    country: countryName(i18n.language, shape.code, row.country ?? shape.code),
                    visitors: formatCount(i18n.language, row.visitors),
                  })}
                </title>
              ) : null}
            </path>
          );
        })}
      </svg>
      <figcaption className="text-xs text-muted-foreground">{t('locations.mapLegend')}</figcaption>
    </figure>
  );
}
