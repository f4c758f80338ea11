import type { SignParts } from '../core/signing.ts';
import { sign } from '../core/signing.ts';
import { useAsyncValue } from './use-async-value.ts';

/**
 * The live X-Sign for the given parts, recomputed as they change; the last sign stays on
 * screen while the next is computed (`current` false). Null when there is no secret.
 */
export function useSignature(
  secret: string,
  parts: Omit<SignParts, 'body'> & { body: string },
): { sign: string | null; current: boolean } {
  const { merchantId, timestamp, nonce, body } = parts;
  const key = secret === '' ? null : JSON.stringify([secret, merchantId, timestamp, nonce, body]);
  const result = useAsyncValue(key, () => sign(secret, { merchantId, timestamp, nonce, body }));
  return { sign: result.value, current: result.current };
}
