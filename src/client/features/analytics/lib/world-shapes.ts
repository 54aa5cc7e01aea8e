import type { Feature, Geometry, Position } from 'geojson';

/** The map's frame: longitudes -180..180 and latitudes 84..-58 (Antarctica left out), equirectangular. */
export const MAP_WIDTH = 960;
const SCALE = MAP_WIDTH / 360;
const TOP = 84;
const BOTTOM = -58;
export const MAP_HEIGHT = Math.round((TOP - BOTTOM) * SCALE);
const ANTARCTICA = '010';

export interface CountryShape {
  /** ISO 3166-1 alpha-2, upper case. */
  code: string;
  path: string;
}

const point = ([lon = 0, lat = 0]: Position) =>
  `${((lon + 180) * SCALE).toFixed(1)},${((TOP - lat) * SCALE).toFixed(1)}`;

const ring = (positions: Position[]) => `M${positions.map(point).join('L')}Z`;

function pathOf(geometry: Geometry | null): string {
  if (geometry?.type === 'Polygon') return geometry.coordinates.map(ring).join('');
  if (geometry?.type === 'MultiPolygon') return geometry.coordinates.flat().map(ring).join('');
  return '';
}

/**
 * The countries of Natural Earth's 1:110m map (world-atlas, public domain) as SVG paths keyed by
 * alpha-2 code. Loaded on first use, in its own chunk (about 40 KB compressed), from the app's own
 * files: the map needs no outside service.
 */
export async function loadWorldShapes(): Promise<CountryShape[]> {
  const [{ default: world }, { iso31661NumericToAlpha2 }, { feature }] = await Promise.all([
    import('world-atlas/countries-110m.json'),
    import('iso-3166/1-n-to-1-a2.js'),
    import('topojson-client'),
  ]);
  // The TopoJSON is typed as plain JSON; topojson-client reads it as the topology it is.
  const topology = world as unknown as Parameters<typeof feature>[0];
  const countries = feature(topology, topology.objects.countries!) as unknown as {
    features: Feature<Geometry, { name: string }>[];
  };
  const numericToAlpha2 = iso31661NumericToAlpha2 as Record<string, string>;
  return countries.features.flatMap((country) => {
    const code = country.id === undefined ? undefined : numericToAlpha2[String(country.id)];
    if (!code || country.id === ANTARCTICA) return [];
    return [{ code, path: pathOf(country.geometry) }];
  });
}
