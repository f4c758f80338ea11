import { describe, expect, it } from 'vitest';
import { addressRule } from './address-rules.ts';

describe('addressRule, a pure check of one address', () => {
  it.each([
    ['127.0.0.1', /loopback/],
    ['127.255.0.9', /loopback/],
    ['::1', /loopback/],
    ['[::1]', /loopback/],
    ['10.1.2.3', /RFC 1918, 10\.0\.0\.0\/8/],
    ['172.16.0.1', /RFC 1918, 172\.16/],
    ['172.31.255.255', /RFC 1918, 172\.16/],
    ['192.168.1.20', /RFC 1918, 192\.168/],
    ['169.254.10.10', /link-local/],
    ['169.254.169.254', /metadata/],
    ['100.100.100.200', /metadata/],
    ['fd00:ec2::254', /metadata/],
    ['100.64.0.1', /CGNAT/],
    ['100.127.255.254', /CGNAT/],
    ['0.0.0.0', /unspecified/],
    ['0.1.2.3', /unspecified/],
    ['::', /unspecified/],
    ['224.0.0.1', /multicast/],
    ['239.255.255.250', /multicast/],
    ['ff02::1', /multicast/],
    ['255.255.255.255', /broadcast/],
    ['240.0.0.1', /reserved/],
    ['fc00::1', /ULA/],
    ['fd12:3456::1', /ULA/],
    ['fe80::1', /link-local/],
    ['fe80::1%eth0', /link-local/],
    ['::ffff:127.0.0.1', /IPv4-mapped/],
    ['::ffff:7f00:1', /IPv4-mapped/],
    ['::ffff:8.8.8.8', /IPv4-mapped/],
    ['::127.0.0.1', /IPv4-compatible/],
    ['64:ff9b::a9fe:a9fe', /NAT64/],
    ['2002:7f00:1::', /6to4/],
    ['198.18.0.1', /benchmarking/],
    // The IANA special-purpose registries (docs/team.md "Private targets").
    ['::ffff:0:127.0.0.1', /IPv4-translated/],
    ['::ffff:0:a00:1', /IPv4-translated/],
    ['64:ff9b:1::a00:1', /local-use NAT64/],
    ['2001::1', /Teredo/],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', /Teredo/],
    ['100::1', /discard-only/],
    ['100:0:0:1::7', /dummy/],
    ['2001:2::1', /benchmarking/],
    ['2001:10::1', /IETF protocol assignments/],
    ['2001:1::1', /IETF protocol assignments/],
    ['2001:db8::1', /documentation/],
    ['2001:db8:ffff::1', /documentation/],
    ['3fff::1', /documentation/],
    ['3fff:fff::1', /documentation/],
    ['5f00::1', /segment routing/],
    ['fec0::1', /site-local/],
    ['192.0.2.1', /documentation/],
    ['198.51.100.7', /documentation/],
    ['203.0.113.9', /documentation/],
    ['192.88.99.1', /6to4 relay/],
    // Outside 2000::/3, the only IPv6 space allocated for global unicast, nothing is public.
    ['101::1', /outside global unicast/],
    ['5f01::1', /outside global unicast/],
    ['64:ff9b:2::1', /outside global unicast/],
    ['4000::1', /outside global unicast/],
    ['e000::1', /outside global unicast/],
  ])('refuses %s', (address, rule) => {
    expect(addressRule(address)).toMatch(rule);
  });

  it.each(['127.1', '2130706433', '0x7f000001', '017700000001', 'localhost', 'example.com', ''])(
    'refuses %j, which is no canonical address (names are resolved first)',
    (text) => {
      expect(addressRule(text)).toBe('not a canonical IP address');
    },
  );

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '93.184.216.34',
    '100.63.255.255',
    '100.128.0.0',
    '172.15.255.255',
    '172.32.0.0',
    '169.253.255.255',
    '11.0.0.1',
    '2606:4700:4700::1111',
    '2001:4860:4860::8888',
    '2001:200::1',
    '2001:dc0::1',
    '3fff:1000::1',
    '192.0.3.1',
    '192.88.98.1',
    '198.51.101.1',
    '203.0.114.1',
  ])('lets the public address %s through', (address) => {
    expect(addressRule(address)).toBeNull();
  });
});
