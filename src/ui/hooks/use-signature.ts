import { useEffect, useMemo, useState } from 'react';
import { createLiveSigner } from '../../core/signing/live-sign.ts';
import type { SignParts } from '../../core/signing/signing.ts';
import { isLongBody } from '../../core/text/long-body.ts';
import { fastSha256, loadFastSha256 } from '../browser/fast-sha256.ts';

/**
 * The live X-Sign for the given parts, or null when there is no secret. Computed synchronously
 * while rendering, so the sign of a keystroke is painted in the same frame as the keystroke;
 * each instance keeps its own signer, which hashes a changed body again only from its first
 * changed character, and an unchanged body (the same string) is not hashed at all. A long body
 * loads the WebAssembly SHA-256, which the signer takes up from its next change.
 */
export function useSignature(
  secret: string,
  parts: Omit<SignParts, 'body'> & { body: string },
): string | null {
  const [signer] = useState(() => createLiveSigner(fastSha256));
  const { merchantId, timestamp, nonce, body } = parts;
  // Keyed on the crossing, not the length: a keystroke that keeps the body long runs nothing.
  const long = isLongBody(body.length);
  useEffect(() => {
    if (long) loadFastSha256();
  }, [long]);
  return useMemo(
    () => (secret === '' ? null : signer(secret, { merchantId, timestamp, nonce, body })),
    [signer, secret, merchantId, timestamp, nonce, body],
  );
}
