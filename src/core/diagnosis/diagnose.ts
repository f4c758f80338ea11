/**
 * Verify & diagnose (DESIGN.md job; spec 5.3 and 5.5): the expected sign of a case, whether the
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

/** The verdict alone: the expected sign and whether the received sign matches it. */
export type SignVerdict =
  | { verdict: 'MATCH'; expectedSign: string; notes: string[] }
  | { verdict: 'MISMATCH'; expectedSign: string; notes: string[] };

function partsOf(input: DiagnosisInput): SignParts {
  return {
    merchantId: input.merchantId,
    timestamp: input.timestamp,
    nonce: input.nonce,
    body: input.rawBody,
  };
}

function secretOf(input: DiagnosisInput): string {
  const secret = input.secrets[input.env];
  if (!secret) throw new MissingSecretError(input.env);
  return secret;
}

/**
 * Compares a case's received sign with the expected one (spec 5.2 rule 4, 5.3 rule 4), without
 * searching for the mistake: one HMAC, fast enough for every keystroke. The expected sign is
 * the lowercase hex HMAC-SHA256 over the string to sign of spec 5.2, keyed with the secret of
 * `input.env` ({@link MissingSecretError} when it is not known). A request's sign must equal it
 * exactly; a response's or webhook's sign is lowercased first, and a MATCH notes the case.
 */
export async function compareSign(input: DiagnosisInput): Promise<SignVerdict> {
  const expectedSign = await sign(secretOf(input), partsOf(input));
  const received = input.receivedSign.trim();
  const comparable = input.kind === 'request' ? received : received.toLowerCase();
  if (comparable === expectedSign) {
    return { verdict: 'MATCH', expectedSign, notes: caseNotes(input, received) };
  }
  return { verdict: 'MISMATCH', expectedSign, notes: receivedSignNotes(received) };
}

/**
 * Diagnoses a case (spec 5.3 and 5.5): {@link compareSign}, and on a mismatch a search
 * of the mistakes of spec 5.5 whose first, simplest hit that reproduces the received sign is
 * explained.
 */
export async function diagnose(input: DiagnosisInput): Promise<Diagnosis> {
  const verdict = await compareSign(input);
  if (verdict.verdict === 'MATCH') return verdict;

  const secret = secretOf(input);
  const engine = createMacEngine();
  const { hit, searched } = await searchMistakes(
    { ...input, receivedSign: input.receivedSign.trim() },
    secret,
    engine,
  );
  const correctPayload = decodeUtf8(stringToSignBytes(partsOf(input)));
  return {
    ...verdict,
    found: hit ? explainHit(hit, input, correctPayload) : null,
    searched: searched + 1,
  };
}
