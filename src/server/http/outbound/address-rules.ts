/**
 * Which addresses a shared console's server must never reach on a user's behalf (docs/team.md
 * "Private targets"): its own host, the networks behind it and the cloud's metadata service. A
 * pure function of the address text, so every family is proven without connecting to any.
 */
import { isIPv4, isIPv6 } from 'node:net';

/** One rule: the ranges it covers, as a name a refusal message can show. */
type Rule = readonly [network: string, prefix: number, name: string];

const IPV4_RULES: readonly Rule[] = [
  ['169.254.169.254', 32, 'cloud metadata (169.254.169.254)'],
  ['100.100.100.200', 32, 'cloud metadata (100.100.100.200)'],
  ['0.0.0.0', 8, 'unspecified ("this network", 0.0.0.0/8)'],
  ['10.0.0.0', 8, 'private (RFC 1918, 10.0.0.0/8)'],
  ['100.64.0.0', 10, 'carrier-grade NAT (CGNAT, 100.64.0.0/10)'],
  ['127.0.0.0', 8, 'loopback (127.0.0.0/8)'],
  ['169.254.0.0', 16, 'link-local (169.254.0.0/16)'],
  ['172.16.0.0', 12, 'private (RFC 1918, 172.16.0.0/12)'],
  ['192.0.0.0', 24, 'IETF protocol assignments (192.0.0.0/24)'],
  ['192.168.0.0', 16, 'private (RFC 1918, 192.168.0.0/16)'],
  ['198.18.0.0', 15, 'benchmarking (198.18.0.0/15)'],
  // The IANA IPv4 special-purpose registry's blocks that are not globally reachable: a name
  // that resolves to one points into someone's own network, never at a public receiver.
  ['192.0.2.0', 24, 'documentation (TEST-NET-1, 192.0.2.0/24)'],
  ['198.51.100.0', 24, 'documentation (TEST-NET-2, 198.51.100.0/24)'],
  ['203.0.113.0', 24, 'documentation (TEST-NET-3, 203.0.113.0/24)'],
  ['192.88.99.0', 24, 'deprecated 6to4 relay anycast (192.88.99.0/24)'],
  ['255.255.255.255', 32, 'broadcast (255.255.255.255)'],
  ['224.0.0.0', 4, 'multicast (224.0.0.0/4)'],
  ['240.0.0.0', 4, 'reserved (240.0.0.0/4)'],
];

const IPV6_RULES: readonly Rule[] = [
  ['fd00:ec2::254', 128, 'cloud metadata (fd00:ec2::254)'],
  ['::', 128, 'unspecified (::)'],
  ['::1', 128, 'loopback (::1)'],
  ['::ffff:0:0', 96, 'IPv4-mapped IPv6 (::ffff:0:0/96)'],
  ['::ffff:0:0:0', 96, 'IPv4-translated IPv6 (::ffff:0:0:0/96)'],
  ['::', 96, 'IPv4-compatible IPv6 (::/96)'],
  ['64:ff9b::', 96, 'NAT64 (64:ff9b::/96)'],
  ['64:ff9b:1::', 48, 'local-use NAT64 (64:ff9b:1::/48)'],
  ['100::', 64, 'discard-only (100::/64)'],
  ['100:0:0:1::', 64, 'dummy IPv6 prefix (100:0:0:1::/64)'],
  ['2001::', 32, 'Teredo, carrying IPv4 (2001::/32)'],
  ['2001:2::', 48, 'benchmarking (2001:2::/48)'],
  ['2001::', 23, 'IETF protocol assignments (2001::/23)'],
  ['2001:db8::', 32, 'documentation (2001:db8::/32)'],
  ['3fff::', 20, 'documentation (3fff::/20)'],
  ['2002::', 16, '6to4 (2002::/16)'],
  ['5f00::', 16, 'segment routing SIDs (5f00::/16)'],
  ['fc00::', 7, 'unique local (ULA, fc00::/7)'],
  ['fe80::', 10, 'link-local (fe80::/10)'],
  ['fec0::', 10, 'site-local (fec0::/10)'],
  ['ff00::', 8, 'multicast (ff00::/8)'],
];

/**
 * IANA allocates only 2000::/3 for global unicast; every other IPv6 block is reserved or one of
 * the special uses above, so an address outside it is never a public receiver.
 */
const GLOBAL_UNICAST: readonly [network: string, prefix: number] = ['2000::', 3];
const OUTSIDE_GLOBAL_UNICAST = 'reserved IPv6, outside global unicast (2000::/3)';

function ipv4Bytes(text: string): number[] {
  return text.split('.').map(Number);
}

/** The 16 bytes of an IPv6 address (zone index dropped; a dotted IPv4 tail allowed). */
function ipv6Bytes(text: string): number[] {
  // Cut and matched so that no run is read from each of its characters (lint: regexp rules).
  const zone = text.indexOf('%');
  const plain = zone === -1 ? text : text.slice(0, zone);
  const tail = /(?<!\d)(\d+\.\d+\.\d+\.\d+)$/.exec(plain);
  let words = plain;
  if (tail?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = ipv4Bytes(tail[1]);
    words = `${plain.slice(0, -tail[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = words.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = rest === undefined || rest === '' ? [] : rest.split(':');
  const zeros = rest === undefined ? 0 : 8 - left.length - right.length;
  const groups = [...left, ...Array<string>(zeros).fill('0'), ...right];
  return groups.flatMap((group) => {
    const value = parseInt(group, 16);
    return [value >> 8, value & 0xff];
  });
}

function inRange(bytes: readonly number[], network: readonly number[], prefix: number): boolean {
  for (let bit = 0; bit < prefix; bit += 8) {
    const width = Math.min(8, prefix - bit);
    const mask = (0xff << (8 - width)) & 0xff;
    const index = bit / 8;
    if (((bytes[index] ?? 0) & mask) !== ((network[index] ?? 0) & mask)) return false;
  }
  return true;
}

function firstRule(
  bytes: readonly number[],
  rules: readonly Rule[],
  parse: (t: string) => number[],
) {
  return rules.find(([network, prefix]) => inRange(bytes, parse(network), prefix))?.[2] ?? null;
}

/**
 * The rule a literal IP address breaks, named for a refusal message, or null when it is an
 * ordinary public address. Anything that is not a canonical IPv4 or IPv6 literal (a host name,
 * `127.1`, `2130706433`) is refused as not an address: callers resolve names first and check
 * what the resolver returned.
 */
export function addressRule(address: string): string | null {
  if (isIPv4(address)) return firstRule(ipv4Bytes(address), IPV4_RULES, ipv4Bytes);
  const bare = address.replace(/^\[(.*)\]$/, '$1');
  if (isIPv6(bare)) {
    const bytes = ipv6Bytes(bare);
    const rule = firstRule(bytes, IPV6_RULES, ipv6Bytes);
    if (rule !== null) return rule;
    const [network, prefix] = GLOBAL_UNICAST;
    return inRange(bytes, ipv6Bytes(network), prefix) ? null : OUTSIDE_GLOBAL_UNICAST;
  }
  return 'not a canonical IP address';
}
