/**
 * The first half of every outbound request the server makes for a user (docs/team.md "Private
 * targets"): resolve the name once, check every address it gave, and hand back the one to
 * connect to, so a second lookup can never rebind the name to an address that was not checked.
 */
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { addressRule } from './address-rules.ts';

/** One address a name resolves to. */
export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to its addresses (the system resolver unless a test stubs it). */
export type Resolver = (hostname: string) => Promise<readonly ResolvedAddress[]>;

/** The system resolver, as `http.request` itself would use it (hosts file included). */
const systemResolver: Resolver = async (hostname) => {
  const found = await lookup(hostname, { all: true, verbatim: true });
  return found.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
};

/** What outbound requests may reach: `refusePrivate` holds them to public addresses. */
export interface OutboundPolicy {
  refusePrivate: boolean;
  resolve?: Resolver;
}

/** Where to connect, or why not. */
export type TargetCheck =
  | { ok: true; address: ResolvedAddress }
  | { ok: false; error: string; kind: 'refused' | 'unresolved' };

/** The variable that lets a shared console reach private addresses (docs/team.md). */
const ALLOW_PRIVATE_VARIABLE = 'SANDBOX_ALLOW_PRIVATE_TARGETS';

function refusal(shown: string, rule: string): TargetCheck {
  return {
    ok: false,
    kind: 'refused',
    error: `${shown} is ${rule === 'not a canonical IP address' ? rule : `a ${rule} address`}: a shared console reaches only public addresses (set ${ALLOW_PRIVATE_VARIABLE}=1 to allow it).`,
  };
}

/**
 * Checks `url`'s host under `policy`: a literal address as the URL parser wrote it (which turns
 * `127.1`, `2130706433` and `0x7f.1` into `127.0.0.1`), or every address the name resolves to,
 * any one of them breaking a rule refusing the lot. Never connects.
 */
export async function checkTarget(url: URL, policy: OutboundPolicy): Promise<TargetCheck> {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: readonly ResolvedAddress[];
  const literal = isIP(host);
  if (literal !== 0) {
    addresses = [{ address: host, family: literal === 6 ? 6 : 4 }];
  } else {
    try {
      addresses = await (policy.resolve ?? systemResolver)(host);
    } catch {
      addresses = [];
    }
    if (addresses.length === 0) {
      return {
        ok: false,
        kind: 'unresolved',
        error: `${host}: the name does not resolve to any address; check its spelling.`,
      };
    }
  }
  if (policy.refusePrivate) {
    for (const { address } of addresses) {
      const rule = addressRule(address);
      if (rule !== null) {
        const shown = address === host ? host : `${host} (${address})`;
        return refusal(shown, rule);
      }
    }
  }
  return { ok: true, address: addresses[0] as ResolvedAddress };
}
