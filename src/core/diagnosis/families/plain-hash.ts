/**
 * A plain hash instead of HMAC (spec 5.2 rule 4: HMAC-SHA256 keyed with the secret): the
 * sender hashed the secret and the string to sign together, `sha256(secret + string_to_sign)`,
 * or the reverse, a habit of older signing schemes.
 */

export interface PlainHashMistake {
  dimension: 'digest';
  cause: 'PLAIN_HASH';
  /** Where the secret went: in front of the string to sign, or after it. */
  secretAt: 'start' | 'end';
}

/** The two plain hashes of the secret and the string to sign, secret first most common. */
export function plainHashMistakes(): PlainHashMistake[] {
  return [
    { dimension: 'digest', cause: 'PLAIN_HASH', secretAt: 'start' },
    { dimension: 'digest', cause: 'PLAIN_HASH', secretAt: 'end' },
  ];
}
