/**
 * Checkers of the lessons graded on live sandbox answers (spec 5.1, 5.3, 7, 8): the answers
 * come from the sandbox, the truth from the spec's rules and the signing core's verification.
 */
import { SANDBOX_CODE } from '../protocol/result-codes.ts';
import type { CheckResult } from './exercise-checks.ts';

/** What the sandbox answered: HTTP status and the envelope's code as text (null: none). */
export interface LiveAnswer {
  status: number;
  code: string | null;
}

const result = (hints: string[], why: string[] = []): CheckResult => ({
  ok: hints.length === 0,
  hints,
  causes: [],
  diff: null,
  ...(hints.length === 0 && why.length > 0 ? { why } : {}),
});

/** Why a signal is or is not the signature's doing (spec 7), for a right answer's feedback. */
function signalReason(signal: ErrorSignal, code: string | null): string {
  if (code === String(SANDBOX_CODE.signatureFailed)) {
    return `${signal}: code 1003 is the one code a wrong signature produces (spec 7).`;
  }
  if (signal === '2006' || signal === '5008') {
    return `${signal}: an amount limit; the signature was accepted before the limit was checked (spec 7).`;
  }
  return `${signal}: an authentication failure other than the sign itself; its code ${code ?? '(none)'} names which check of spec 5.5 failed.`;
}

/** The five signals of spec 7. */
export const ERROR_SIGNALS = ['401', '403', '1003', '2006', '5008'] as const;
export type ErrorSignal = (typeof ERROR_SIGNALS)[number];

/** Whether a live answer shows the signal: the HTTP statuses by status, the codes by code. */
function showsSignal(signal: ErrorSignal, answer: LiveAnswer): boolean {
  return signal === '401' || signal === '403'
    ? answer.status === Number(signal)
    : answer.code === signal;
}

export interface ErrorReading {
  signal: ErrorSignal;
  answer: LiveAnswer | null;
  /** The learner's reading: was the signature the cause? null when not answered. */
  signatureCause: boolean | null;
}

/**
 * Checks the learner's reading of live answers (spec 7): each signal must have been produced by
 * the sandbox, and the signature is the cause only of code 1003; 2006 and 5008 are amount limits
 * "not caused by the signature", and a 401 or 403 may be any authentication failure of spec 5.5
 * (its code says which).
 */
export function checkErrorReadings(readings: readonly ErrorReading[]): CheckResult {
  const hints: string[] = [];
  const why: string[] = [];
  let wrong = false;
  for (const { signal, answer, signatureCause } of readings) {
    if (answer) why.push(signalReason(signal, answer.code));
    if (!answer || !showsSignal(signal, answer)) {
      hints.push(`${signal} has not been produced by the sandbox yet.`);
    } else if (signatureCause === null) {
      hints.push(`Say whether the signature caused ${signal}.`);
    } else if (signatureCause !== (answer.code === String(SANDBOX_CODE.signatureFailed))) {
      wrong = true;
    }
  }
  // Which reading is wrong is not said: flipping that one choice would pass without reading.
  if (wrong) {
    hints.push(
      "Not every reading is right yet: read each answer's code again; spec 7 says which code a wrong signature gives, and what the others mean.",
    );
  }
  return result(hints, why);
}

/** Why the service refused a query, as the learner reads its answer (spec 5.5, 7, 8). */
export const REFUSAL_REASONS = {
  signature: 'The signature was wrong',
  nonce: 'The nonce was used before',
  clock: 'The timestamp is outside the allowed window',
} as const;
export type RefusalReason = keyof typeof REFUSAL_REASONS;

/**
 * Checks the replay-and-clock lesson (spec 5.1, 8): a query the sandbox accepted, the same
 * bytes sent again refused for the reused nonce, a query the learner set far enough behind to be
 * refused for its clock, and the learner's reading of why each refused one was refused.
 */
export function checkReplayAndClock(answers: {
  original: LiveAnswer | null;
  replay: LiveAnswer | null;
  skewed: LiveAnswer | null;
  replayReading: RefusalReason | null;
  skewedReading: RefusalReason | null;
}): CheckResult {
  const hints: string[] = [];
  if (answers.original?.status !== 200) hints.push('Send a query the sandbox accepts first.');
  if (answers.replay?.code !== String(SANDBOX_CODE.nonceReused)) {
    hints.push('Replay that exact query (same headers, same bytes) and see it refused.');
  } else if (answers.replayReading === null) {
    hints.push('Say why the replay was refused.');
  } else if (answers.replayReading !== 'nonce') {
    hints.push("Read the replay's answer again: its code names the check that refused it.");
  }
  if (answers.skewed?.code !== String(SANDBOX_CODE.badTimestamp)) {
    hints.push(
      answers.skewed?.status === 200
        ? 'That late query was accepted: it was within the window. Set your clock further behind.'
        : 'Send a query with your clock set behind, outside the window, and see it refused.',
    );
  } else if (answers.skewedReading === null) {
    hints.push('Say why the late query was refused.');
  } else if (answers.skewedReading !== 'clock') {
    hints.push("Read the late query's answer again: its code names the check that refused it.");
  }
  return result(hints);
}

/**
 * Checks trust decisions (spec 5.3): a response or webhook may be trusted only when its sign
 * verifies over the raw bytes; `verified` is the signing core's verdict, not the learner's.
 */
export function checkTrust(
  choices: ReadonlyArray<{ label: string; verified: boolean; trusted: boolean | null }>,
): CheckResult {
  const hints: string[] = [];
  const why = choices.map(({ label, verified }) =>
    verified
      ? `${label}: its X-Sign, lowercased, equals the HMAC recomputed over the raw bytes as they arrived, so it can be trusted (spec 5.3).`
      : `${label}: its X-Sign differs from the HMAC recomputed over the raw bytes as they arrived, so it must not be acted on (spec 5.3).`,
  );
  for (const { label, trusted } of choices) {
    if (trusted === null) hints.push(`Decide whether to trust ${label}.`);
  }
  // Which decision is wrong is not said: flipping that one choice would pass without computing.
  if (choices.some(({ verified, trusted }) => trusted !== null && trusted !== verified)) {
    hints.push(
      'Not every decision is right yet: recompute each X-Sign over the raw body bytes as they arrived, with the Test API secret, and compare it with the received sign lowercased (spec 5.3).',
    );
  }
  return result(hints, why);
}
