// @vitest-environment node
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '@/server/config';
import { clientKey, clientNetwork, proxyTrust } from '@/server/platform/client-address';

describe('clientKey: what a per-address limit counts a client by', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(clientKey('203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('127.0.0.1')).toBe('127.0.0.1');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    expect(clientKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0DB8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientKey('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64');
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(clientKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('::ffff:cb00:7109')).toBe('203.0.113.9');
    expect(clientKey('0:0:0:0:0:ffff:10.0.0.1')).toBe('10.0.0.1');
  });

  it('leaves what is not an address as it is', () => {
    expect(clientKey('')).toBe('');
    expect(clientKey('unknown')).toBe('unknown');
  });
});

describe('clientNetwork: what the access log writes instead of the address (decision 031)', () => {
  it('an IPv4 address by its /24, an IPv4-mapped one likewise', () => {
    expect(clientNetwork('203.0.113.9')).toBe('203.0.113.0/24');
    expect(clientNetwork('::ffff:203.0.113.9')).toBe('203.0.113.0/24');
  });

  it('an IPv6 address by its /48', () => {
    expect(clientNetwork('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1::/48');
    expect(clientNetwork('2a00:1450:4001:80b::200e')).toBe('2a00:1450:4001::/48');
    expect(clientNetwork('::1')).toBe('0:0:0::/48');
  });

  it('nothing for what is not an address', () => {
    expect(clientNetwork('')).toBeUndefined();
    expect(clientNetwork('unknown')).toBeUndefined();
  });
});

describe('proxyTrust: Fastify is given a hop count as a function', () => {
  it('trusts the nearest hops only', () => {
    const trust = proxyTrust(2) as (address: string, hop: number) => boolean;
    expect(typeof trust).toBe('function');
    expect([0, 1, 2].map((hop) => trust('198.51.100.2', hop))).toEqual([true, true, false]);
  });

  it('passes true, false and address lists through, and takes 0 hops as false', () => {
    expect(proxyTrust(true)).toBe(true);
    expect(proxyTrust(false)).toBe(false);
    expect(proxyTrust(0)).toBe(false);
    expect(proxyTrust('10.0.0.0/8, 127.0.0.1')).toBe('10.0.0.0/8, 127.0.0.1');
  });
});

describe('TRUST_PROXY', () => {
  const trustProxyOf = (value: string) =>
    loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'hidaya-config-')), TRUST_PROXY: value })
      .trustProxy;

  it('takes true, false, a hop count, addresses, CIDR ranges and named ranges', () => {
    expect(trustProxyOf('true')).toBe(true);
    expect(trustProxyOf('false')).toBe(false);
    expect(trustProxyOf('')).toBe(false);
    expect(trustProxyOf('1')).toBe(1);
    expect(trustProxyOf(' 2 ')).toBe(2);
    expect(trustProxyOf('10.0.0.1')).toBe('10.0.0.1');
    expect(trustProxyOf('10.0.0.0/8, 2001:db8::/32,::1')).toBe('10.0.0.0/8, 2001:db8::/32,::1');
    expect(trustProxyOf('loopback,uniquelocal')).toBe('loopback,uniquelocal');
  });

  it('stops the start on anything else, naming the variable', () => {
    for (const bad of [
      'yes',
      '1.5',
      '-1',
      '10.0.0.300',
      '10.0.0.0/33',
      '2001:db8::/129',
      '10.0.0.1,',
      'localhost',
    ]) {
      expect(() => trustProxyOf(bad)).toThrow(ConfigError);
      expect(() => trustProxyOf(bad)).toThrow(/TRUST_PROXY: must be true, false, a hop count/);
    }
  });
});
