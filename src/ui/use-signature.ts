import { useEffect, useState } from 'react';
import type { SignParts } from '../core/signing';
import { sign } from '../core/signing';

/**
 * The live X-Sign for the given parts, recomputed whenever they change. A slower, older
 * computation never overwrites a newer one. While a new sign is computed the last one stays
 * on screen (no flicker as the user types), with `current` false. Null when there is no secret.
 */
export function useSignature(
  secret: string,
  parts: SignParts,
): { sign: string | null; current: boolean } {
  const [result, setResult] = useState<{ key: string; sign: string } | null>(null);
  const { merchantId, timestamp, nonce, body } = parts;
  const key = JSON.stringify([secret, merchantId, timestamp, nonce, body]);

  useEffect(() => {
    if (secret === '') return;
    let current = true;
    void sign(secret, { merchantId, timestamp, nonce, body }).then((value) => {
      if (current) setResult({ key, sign: value });
    });
    return () => {
      current = false;
    };
  }, [key, secret, merchantId, timestamp, nonce, body]);

  if (secret === '') return { sign: null, current: true };
  return { sign: result?.sign ?? null, current: result?.key === key };
}
