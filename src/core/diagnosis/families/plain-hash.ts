/**
 * A plain hash instead of HMAC (spec 5.2 rule 4: HMAC-SHA256 keyed with the secret): the
 * sender hashed the secret and the string to sign together, `sha256(secret + string_to_sign)`,
 * or the reverse, a habit of older signing schemes.
 */
import { never, notTheService, type MistakeFamily } from './family.ts';

export interface PlainHashMistake {
  dimension: 'digest';
  cause: 'PLAIN_HASH';
  /** Where the secret went: in front of the string to sign, or after it. */
  secretAt: 'start' | 'end';
}

/**
 * The plain-hash family: the two plain hashes of the secret and the string to sign, secret
 * first most common. Tried alone: a plain hash paired with a key mistake would repeat itself.
 */
export const plainHashFamily: MistakeFamily<PlainHashMistake> = {
  dimension: 'digest',
  causes: ['PLAIN_HASH'],
  changesBody: false,
  candidates: () => [
    { dimension: 'digest', cause: 'PLAIN_HASH', secretAt: 'start' },
    { dimension: 'digest', cause: 'PLAIN_HASH', secretAt: 'end' },
  ],
  apply(mistake, draft) {
    draft.plain = mistake.secretAt;
  },
  pairable: never,
  bulk: never,
  explain(mistake, { input, actor, party }) {
    const where =
      mistake.secretAt === 'start' ? 'secret + string_to_sign' : 'string_to_sign + secret';
    const who = party === 'handler' ? 'Your handler' : 'You';
    return {
      cause: mistake.cause,
      title: 'A plain hash, not HMAC',
      ...(party === 'receiver'
        ? notTheService(input, 'with a plain SHA-256, not HMAC')
        : {
            lead: `${who} hashed with plain SHA-256, not HMAC-SHA256.`,
            action: 'Compute HMAC-SHA256 keyed with the secret.',
          }),
      explanation: `${actor} computed a plain SHA-256 of ${where}, not HMAC-SHA256 keyed with the secret.`,
      fix: "Compute HMAC-SHA256 with the API secret as the key and the string to sign as the message (spec 5.2 rule 4): hmac.new(secret, payload, sha256), hash_hmac('sha256', $payload, $secret), crypto.createHmac('sha256', secret).",
      detail: `Signed: SHA-256(${where}), no HMAC.`,
    };
  },
};
