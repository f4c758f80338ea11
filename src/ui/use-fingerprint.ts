import { keyFingerprint } from '../core/fingerprint.ts';
import { useAsyncValue } from './use-async-value.ts';

/** The one-way fingerprint of a secret (see core/fingerprint.ts), or null for no secret. */
export function useFingerprint(secret: string): string | null {
  return useAsyncValue(secret === '' ? null : `fingerprint:${secret}`, () => keyFingerprint(secret))
    .value;
}
