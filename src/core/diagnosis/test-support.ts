/**
 * Shared by the diagnosis tests: the demo merchant's two secrets written out (the tests do not
 * read them from the project), a case of the request kind over given parts, and a diagnosis.
 */
import type { Diagnosis, DiagnosisInput } from './index.ts';

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

/** A mismatch whose search found a mistake of that title (or nothing, for null). */
export function mismatchFound(title: string | null, searched: number): Diagnosis {
  return {
    verdict: 'MISMATCH',
    expectedSign: 'ab'.repeat(32),
    found: title
      ? {
          causes: ['UNKNOWN'],
          title,
          lead: '',
          action: '',
          explanation: '',
          fix: '',
          senderPayload: '',
          correctPayload: '',
          details: [],
        }
      : null,
    searched,
    notes: [],
  };
}
