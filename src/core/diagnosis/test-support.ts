/**
 * Shared by the diagnosis tests: the demo merchant's two secrets written out (the tests do not
 * read them from the project), and a case of the request kind over given parts.
 */
import type { DiagnosisInput } from './index.ts';

export const TEST_SECRET = 'test_sk_4f9a2c7e1b3d';
export const PROD_SECRET = 'prod_sk_9c1e5b7a3d2f';

type CaseParts = Pick<DiagnosisInput, 'merchantId' | 'timestamp' | 'nonce' | 'rawBody'>;

/** Builds cases over `parts` with both secrets known: the received sign, and anything else. */
export function casesOver(parts: CaseParts) {
  return (receivedSign: string, over: Partial<DiagnosisInput> = {}): DiagnosisInput => ({
    kind: 'request',
    env: 'test',
    ...parts,
    receivedSign,
    secrets: { test: TEST_SECRET, production: PROD_SECRET },
    ...over,
  });
}
