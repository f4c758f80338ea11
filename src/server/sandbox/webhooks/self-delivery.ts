/**
 * How the sandbox's own deliveries to its built-in inbox prove themselves (docs/team.md "The
 * token"): a header holding a secret drawn at each start, sent only with those deliveries and
 * never shown (not in the deliveries list, the inbox or the traffic log). A console shared by a
 * team lets an inbox POST through without its token only with this proof: behind a reverse
 * proxy on the same machine every peer is loopback, so the peer's address proves nothing.
 */
import type { Buffer } from 'node:buffer';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** The header the proof travels in. */
export const SELF_DELIVERY_HEADER = 'X-Sandbox-Self-Delivery';

export interface SelfDeliveryProof {
  /** The header to add to a delivery to the sandbox's own inbox, and to no other request. */
  readonly header: Readonly<Record<string, string>>;
  /** Whether `headers` carry this start's proof (compared in constant time, as digests). */
  proves(headers: Headers): boolean;
}

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** A proof of 32 random bytes, new at each call (one per sandbox start). */
export function createSelfDeliveryProof(
  random: (size: number) => Buffer = randomBytes,
): SelfDeliveryProof {
  const secret = random(32).toString('base64url');
  const expected = digest(secret);
  return {
    header: { [SELF_DELIVERY_HEADER]: secret },
    proves(headers) {
      const offered = headers.get(SELF_DELIVERY_HEADER);
      return offered !== null && timingSafeEqual(digest(offered), expected);
    },
  };
}
