import type { GeoIpProvider } from '../../platform/ports/geoip';

/** No geo-IP database: every visitor's place is unknown (ANALYTICS_GEOIP=off; tests). */
export function nullGeoIp(): GeoIpProvider {
  return { source: 'off', prepare: () => undefined, locate: () => null };
}
