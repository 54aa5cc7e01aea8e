import { isIP } from 'node:net';

/**
 * Who the client is: which proxies are trusted to say so (`TRUST_PROXY`), and the key every
 * per-address limit counts by (decision 003).
 */

/** What `TRUST_PROXY` may be, as config.ts parses it: true, false, a hop count, or trusted addresses. */
export type TrustProxySetting = boolean | number | string;

/** Names @fastify/proxy-addr accepts for its predefined ranges. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * Whether `list` (comma-separated) names only addresses, CIDR ranges (`10.0.0.0/8`, `fd00::/8`) or
 * the ranges `loopback`, `linklocal`, `uniquelocal`: the forms the trust function accepts.
 */
export function isTrustedProxyList(list: string): boolean {
  const entries = list.split(',').map((entry) => entry.trim());
  return entries.every((entry) => {
    if (NAMED_RANGES.has(entry.toLowerCase())) return true;
    const [address = '', bits, ...rest] = entry.split('/');
    const version = isIP(address);
    if (version === 0 || rest.length > 0) return false;
    if (bits === undefined) return true;
    return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
  });
}

/**
 * Fastify's `trustProxy` for the setting. A hop count becomes a function trusting the nearest `hops`
 * addresses (the connection's, then the last ones of X-Forwarded-For): since 5.12.1 Fastify trusts no
 * proxy at all when given a number, so every request had the load balancer's address. Fastify dropped
 * it because a hop count cannot tell the proxy from a client that connects directly and writes its own
 * X-Forwarded-For: it is right only where the server is reachable through the proxy alone; the
 * proxies' addresses are the safer form where they are known.
 */
export function proxyTrust(
  setting: TrustProxySetting,
): boolean | string | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  if (setting <= 0) return false;
  return (_address, hop) => hop < setting;
}

/**
 * The key a per-address limit counts a client by: an IPv4 address as it is (an IPv4-mapped IPv6
 * address as its IPv4 one), an IPv6 address by its /64 network (`2001:db8:1:2::/64`), since one
 * subscriber is usually handed a whole /64 and could otherwise take a fresh address per attempt.
 */
export function clientKey(ip: string): string {
  const address = ip.split('%')[0]!;
  if (isIP(address) !== 6) return ip;
  const groups = ipv6Groups(address);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high, low] = [groups[6]!, groups[7]!];
    return `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/**
 * The network a client is in, for the access log, which never writes the address itself (decision
 * 031): an IPv4 address by its /24 (`203.0.113.0/24`, an IPv4-mapped one likewise), an IPv6 address by
 * its /48 (`2001:db8:1::/48`); undefined for what is not an address.
 */
export function clientNetwork(ip: string): string | undefined {
  const key = clientKey(ip);
  if (isIP(key) === 4) return `${key.slice(0, key.lastIndexOf('.'))}.0/24`;
  const address = ip.split('%')[0]!;
  if (isIP(address) !== 6) return undefined;
  return `${ipv6Groups(address)
    .slice(0, 3)
    .map((group) => group.toString(16))
    .join(':')}::/48`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail converted). */
function ipv6Groups(address: string): number[] {
  const parse = (part: string): number[] =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const [head = '', tail] = address.split('::');
  const start = parse(head);
  if (tail === undefined) return start;
  const end = parse(tail);
  return [...start, ...new Array<number>(8 - start.length - end.length).fill(0), ...end];
}
