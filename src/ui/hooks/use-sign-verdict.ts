import { checkSignBytes } from '../../core/signing/sign-check.ts';
import type { SignedKind } from '../../core/protocol/case-kinds.ts';
import type { SignParts } from '../../core/signing/signing.ts';
import { fromHex } from '../../core/text/bytes.ts';
import { useSignature } from './use-signature.ts';

/**
 * The expected sign and the one sign check's verdict (spec 5.2 rule 4, 5.3 rules 4 and 6) for a
 * case, computed while rendering: the first frame that can show them does, so a view that takes
 * over from another (a shared case's preview handing over to Verify) draws the same result
 * rather than a placeholder, and the result changes only when the secret or the case does.
 * No verdict without a secret or without a received sign.
 */
export function useSignVerdict(
  secret: string,
  kind: SignedKind,
  parts: Omit<SignParts, 'body'> & { body: string },
  received: string,
): { expected: string | null; verdict: 'MATCH' | 'MISMATCH' | null } {
  const expected = useSignature(secret, parts);
  const mac = expected === null ? null : fromHex(expected);
  if (!mac) return { expected, verdict: null };
  const check = checkSignBytes(kind, mac, received);
  if (check.ok) return { expected, verdict: 'MATCH' };
  return { expected, verdict: check.reason === 'missing' ? null : 'MISMATCH' };
}
