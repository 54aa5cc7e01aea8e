/**
 * The geo-IP port (decision 031): where a client address is, looked up in this process, never by
 * asking an outside service. Two adapters, chosen once at start (decision 011): the DB-IP city
 * database shipped in a package, or none (`ANALYTICS_GEOIP=off`, and the tests that need no place).
 * The address itself is only looked up: no adapter keeps or logs it.
 */
export interface Place {
  /** ISO 3166-1 alpha-2, upper case. */
  countryCode: string;
  /** The region (state, province) as the database names it, in English; null when it has none. */
  region: string | null;
  city: string | null;
}

export interface GeoIpProvider {
  readonly source: 'dbip' | 'off';
  /** Reads the database now (at start, before listening), so that no visitor's request waits for it. */
  prepare(): void;
  /** The place of an IPv4 or IPv6 address; null for a private, reserved or unknown one. */
  locate(ip: string): Place | null;
}
