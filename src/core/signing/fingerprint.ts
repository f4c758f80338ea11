/**
 * Key fingerprints (Verify & diagnose job, docs/architecture.md): a short, one-way value that support and
 * a merchant can compare to confirm they hold the same API secret, without either of them
 * showing it.
 */
import { toHex, utf8 } from '../text/bytes.ts';
import { hmacSha256Now } from './signing.ts';

/** The fixed message the fingerprint MAC is computed over; the version lets it change later. */
const FINGERPRINT_MESSAGE = 'signing-console key fingerprint v1';

/**
 * The fingerprint of an API secret (the key of spec 5.2 rule 4): the first 8 lowercase
 * hex characters of HMAC-SHA256 keyed with the secret (its UTF-8 bytes, exactly as given) over
 * the ASCII text `signing-console key fingerprint v1`, shown in two groups of four as
 * `xxxx-xxxx`. It is one-way and short, so it reveals nothing usable about the secret, yet any
 * difference, even a trailing space or line feed, gives another fingerprint. Computed
 * synchronously, so a secret field draws it in the same frame as the secret it names.
 */
export function keyFingerprint(secret: string): string {
  const hex = toHex(hmacSha256Now(secret, utf8(FINGERPRINT_MESSAGE)));
  return `${hex.slice(0, 4)}-${hex.slice(4, 8)}`;
}
