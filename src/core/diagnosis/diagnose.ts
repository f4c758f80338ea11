/**
 * Verify and Diagnose (issue 3, spec 5.3 and 5.5): the expected sign of a case, whether the
 * received sign matches it, and when it does not, the simplest mistake that reproduces it.
 */
import { decodeUtf8 } from '../bytes.ts';
import { sign, stringToSignBytes, type SignParts } from '../signing.ts';
import { explainHit } from './explain.ts';
import { createMacEngine } from './mac-engine.ts';
import { receivedSignNotes } from './received-sign.ts';
import { searchMistakes } from './search.ts';
import { MissingSecretError, type Diagnosis, type DiagnosisInput } from './types.ts';

function caseNotes(input: DiagnosisInput, received: string): string[] {
  const notes: string[] = [];
  if (received !== input.receivedSign) {
    notes.push(
      'Whitespace around the received sign was ignored, as an HTTP header value is trimmed.',
    );
  }
  if (received !== received.toLowerCase()) {
    notes.push(
      `The received ${input.kind} sign was not all lowercase; it was lowercased before comparing, ` +
        'as spec 5.3 rule 4 says. The spec signs in lowercase hex (5.2 rule 4).',
    );
  }
  return notes;
}

/**
 * Diagnoses a case (issue 3, spec 5.3 and 5.5). The expected sign is the lowercase hex
 * HMAC-SHA256 over the correct string to sign of spec 5.2, keyed with the secret of
 * `input.env`; a {@link MissingSecretError} is thrown when that secret is not known. A request's
 * sign must equal it exactly (spec 5.2 rule 4); a response's or webhook's sign is lowercased
 * first (spec 5.3 rule 4) and a MATCH notes the case. On a mismatch the mistakes of spec 5.5 are
 * searched and the first, simplest one that reproduces the received sign is explained.
 */
export async function diagnose(input: DiagnosisInput): Promise<Diagnosis> {
  const secret = input.secrets[input.env];
  if (!secret) throw new MissingSecretError(input.env);
  const parts: SignParts = {
    merchantId: input.merchantId,
    timestamp: input.timestamp,
    nonce: input.nonce,
    body: input.rawBody,
  };
  const expectedSign = await sign(secret, parts);
  const received = input.receivedSign.trim();
  const comparable = input.kind === 'request' ? received : received.toLowerCase();
  if (comparable === expectedSign) {
    return { verdict: 'MATCH', expectedSign, notes: caseNotes(input, received) };
  }

  const engine = createMacEngine();
  const { hit, searched } = await searchMistakes(
    { ...input, receivedSign: received },
    secret,
    engine,
  );
  const correctPayload = decodeUtf8(stringToSignBytes(parts));
  return {
    verdict: 'MISMATCH',
    expectedSign,
    found: hit ? explainHit(hit, input, correctPayload) : null,
    searched: searched + 1,
    notes: receivedSignNotes(received),
  };
}
