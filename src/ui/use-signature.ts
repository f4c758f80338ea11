import { useMemo, useState } from 'react';
import { createLiveSigner } from '../core/live-sign.ts';
import type { SignParts } from '../core/signing.ts';

/**
 * The live X-Sign for the given parts, or null when there is no secret. Computed synchronously
 * while rendering, so the sign of a keystroke is painted in the same frame as the keystroke;
 * each instance keeps its own signer, which hashes a changed body again only from its first
 * changed character, and an unchanged body (the same string) is not hashed at all.
 */
export function useSignature(
  secret: string,
  parts: Omit<SignParts, 'body'> & { body: string },
): string | null {
  const [signer] = useState(createLiveSigner);
  const { merchantId, timestamp, nonce, body } = parts;
  return useMemo(
    () => (secret === '' ? null : signer(secret, { merchantId, timestamp, nonce, body })),
    [signer, secret, merchantId, timestamp, nonce, body],
  );
}
