import { useMemo } from 'react';
import type { SignParts } from '../core/signing.ts';
import { signNow } from '../core/signing.ts';

/**
 * The live X-Sign for the given parts, or null when there is no secret. Computed synchronously
 * while rendering, so the sign of a keystroke is painted in the same frame as the keystroke;
 * strings compare by reference, so an unchanged megabyte body is not hashed again.
 */
export function useSignature(
  secret: string,
  parts: Omit<SignParts, 'body'> & { body: string },
): string | null {
  const { merchantId, timestamp, nonce, body } = parts;
  return useMemo(
    () => (secret === '' ? null : signNow(secret, { merchantId, timestamp, nonce, body })),
    [secret, merchantId, timestamp, nonce, body],
  );
}
