/**
 * Verify & diagnose (docs/architecture.md job; spec 5.3 and 5.5): the expected sign of a case, whether the
 * received sign matches it, and when it does not, the simplest mistake that reproduces it.
 */
import { decodeUtf8 } from '../text/bytes.ts';
import { checkSign } from '../signing/sign-check.ts';
import { stringToSignBytes, type SignParts } from '../signing/signing.ts';
import { bodyFormNotes, nothingFoundNotes, untestedSecretOf } from './explain/case-evidence.ts';
import { explainHit } from './explain/explain.ts';
import { loggedBodyNotes } from './explain/logged-body.ts';
import { createMacEngine } from './scan/mac-engine.ts';
import { receivedSignNotes } from './received-sign.ts';
import { searchMistakes, WHOLE_SEARCH, type SearchShare } from './search.ts';
import { MissingSecretError, type Diagnosis, type DiagnosisInput } from './types.ts';

function caseNotes(input: DiagnosisInput, caseNormalised: boolean): string[] {
  const notes: string[] = [];
  if (input.receivedSign.trim() !== input.receivedSign) {
    notes.push(
      'Whitespace around the received sign was ignored, as an HTTP header value is trimmed.',
    );
  }
  if (caseNormalised) {
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
 * exactly; a response's or webhook's sign is lowercased first, and a MATCH notes the case. The
 * comparison is `checkSign`, the one the sandbox and response verification use.
 */
export async function compareSign(input: DiagnosisInput): Promise<SignVerdict> {
  const check = await checkSign(input.kind, secretOf(input), partsOf(input), input.receivedSign);
  const expectedSign = check.expected;
  if (check.ok) {
    return { verdict: 'MATCH', expectedSign, notes: caseNotes(input, check.caseNormalised) };
  }
  return { verdict: 'MISMATCH', expectedSign, notes: receivedSignNotes(input.receivedSign) };
}

/** What one part of a shared search made of a case: its diagnosis, and its hit's rank. */
export interface DiagnosisPart {
  diagnosis: Diagnosis;
  /** The hit's place in the search order ({@link SearchShare}); null when nothing was found. */
  rank: number | null;
}

/**
 * Diagnoses a case (spec 5.3 and 5.5) as one `share` of a search that several threads run
 * together: {@link compareSign}, and on a mismatch this part's share of the search, its first
 * hit explained. {@link sharedDiagnosis} puts the parts together.
 */
export async function diagnosePart(
  input: DiagnosisInput,
  share: SearchShare,
): Promise<DiagnosisPart> {
  const verdict = await compareSign(input);
  if (verdict.verdict === 'MATCH') return { diagnosis: verdict, rank: null };

  const secret = secretOf(input);
  const engine = createMacEngine();
  const { hit, rank, searched } = await searchMistakes(
    { ...input, receivedSign: input.receivedSign.trim() },
    secret,
    engine,
    share,
  );
  const correctPayload = decodeUtf8(stringToSignBytes(partsOf(input)));
  const found = hit ? explainHit(hit, input, correctPayload) : null;
  const notes = [
    ...verdict.notes,
    ...bodyFormNotes(input.rawBody),
    ...(found ? [] : [...loggedBodyNotes(input), ...nothingFoundNotes(input)]),
  ];
  const untestedSecret = found ? undefined : untestedSecretOf(input);
  return {
    diagnosis: {
      ...verdict,
      notes,
      found,
      searched: searched + 1,
      ...(untestedSecret ? { untestedSecret } : {}),
    },
    rank,
  };
}

/**
 * Diagnoses a case (spec 5.3 and 5.5): {@link compareSign}, and on a mismatch a search
 * of the mistakes of spec 5.5 whose first, simplest hit that reproduces the received sign is
 * explained.
 */
export async function diagnose(input: DiagnosisInput): Promise<Diagnosis> {
  return (await diagnosePart(input, WHOLE_SEARCH)).diagnosis;
}

/** How far one part of a shared search has come: its next batch, and its result once done. */
export interface PartProgress {
  nextBatch: number;
  searched: number;
  result: DiagnosisPart | null;
}

/**
 * The diagnosis of a search shared among parts, as soon as it is decided, else null. It is
 * decided when the best hit so far (the lowest rank) cannot be beaten: every part still running
 * has done all of its batches before that hit's. With no hit it is decided when every part is
 * done. A MATCH is decided by any part, as each compares the same sign first.
 */
export function sharedDiagnosis(parts: readonly PartProgress[]): Diagnosis | null {
  const results = parts.flatMap((part) => (part.result ? [part.result] : []));
  const match = results.find((result) => result.diagnosis.verdict === 'MATCH');
  if (match) return match.diagnosis;
  let best: { diagnosis: Diagnosis; rank: number } | null = null;
  for (const { diagnosis, rank } of results) {
    if (rank !== null && (best === null || rank < best.rank)) best = { diagnosis, rank };
  }
  const lowest = best?.rank;
  const running = parts.filter((part) => part.result === null);
  const decided =
    lowest === undefined ? running.length === 0 : running.every((part) => part.nextBatch > lowest);
  if (!decided) return null;
  const chosen = best?.diagnosis ?? results[0]!.diagnosis;
  // Never a MATCH here (returned above); the check narrows the type for the count below.
  if (chosen.verdict === 'MATCH') return chosen;
  // Each finished part counted the one MAC of the verdict: the total counts it once.
  const searched = parts.reduce(
    (sum, part) =>
      sum +
      (part.result?.diagnosis.verdict === 'MISMATCH'
        ? part.result.diagnosis.searched - 1
        : part.searched),
    1,
  );
  return { ...chosen, searched };
}
