/**
 * The checkers of the by-hand lessons (spec 5.1, 5.2, 5.5): each compares what the learner
 * built with what the signing core computes, byte for byte, and when they differ says what
 * differs (a hint), never the answer itself.
 */
import { decodeUtf8 } from '../text/bytes.ts';
import { applyMistakes, mistakeDimensions, payloadText } from '../diagnosis/candidates.ts';
import { explainHit } from '../diagnosis/explain/explain.ts';
import { diagnose, type CauseCode, type DiagnosisInput } from '../diagnosis/index.ts';
import { stringToSignBytes } from '../signing/signing.ts';
import type { ExerciseCase } from './exercise-case.ts';
import { PART_LABELS, stringToSignParts, type PartCheck } from './string-to-sign-parts.ts';

export interface CheckResult {
  ok: boolean;
  /** What differs, in words; empty when `ok`. */
  hints: string[];
  /** The mistake of spec 5.5 that reproduces the learner's answer, when one does. */
  causes: CauseCode[];
  /** What the learner built and what it should be, for a byte diff (shown after a retry). */
  diff: { correct: string; sent: string } | null;
  /** On a pass of a choice, why each answer is right: the rule it follows, in words. */
  why?: string[];
  /** The string to sign's parts as typed, for hints that grow with the tries (no byte diff). */
  parts?: PartCheck[];
}

const pass: CheckResult = { ok: true, hints: [], causes: [], diff: null };

function diagnosisInput(exercise: ExerciseCase, receivedSign: string): DiagnosisInput {
  return {
    kind: 'request',
    env: 'test',
    merchantId: exercise.merchantId,
    timestamp: exercise.timestamp,
    nonce: exercise.nonce,
    rawBody: exercise.body,
    receivedSign,
    secrets: { test: exercise.secret, production: exercise.otherSecret },
  };
}

/** The string to sign of spec 5.2 for the case, as text. */
function correctStringToSign(exercise: ExerciseCase): string {
  return decodeUtf8(
    stringToSignBytes({
      merchantId: exercise.merchantId,
      timestamp: exercise.timestamp,
      nonce: exercise.nonce,
      body: exercise.body,
    }),
  );
}

/** Where two strings first differ, named by the part of the string to sign it falls in. */
function firstDifference(correct: string, sent: string): string {
  let index = 0;
  while (index < correct.length && correct[index] === sent[index]) index += 1;
  const part = correct.slice(0, index).split('\n').length - 1;
  const where = PART_LABELS[Math.min(part, 3)];
  if (index >= sent.length)
    return `Your string stops early, in ${where} (after ${index} characters).`;
  if (index >= correct.length)
    return `Your string goes on after the raw body ends: nothing follows the body (spec 5.2 rule 3).`;
  const code = sent.charCodeAt(index).toString(16).padStart(2, '0');
  return `The first difference is at character ${index + 1}, in ${where}: you have 0x${code} there.`;
}

/**
 * Checks a string to sign typed by hand (spec 5.2): equal to the core's, or which single
 * mistake of spec 5.5 (CR LF, no separators, a trailing LF, another order, a reformatted body,
 * milliseconds) produces it, or else where it first differs.
 */
export function checkStringToSign(exercise: ExerciseCase, typed: string): CheckResult {
  const correct = correctStringToSign(exercise);
  if (typed === correct) return pass;
  const input = diagnosisInput(exercise, '');
  // No byte diff: it would print the whole answer. The parts let hints grow one step a try.
  const parts = stringToSignParts(
    [exercise.merchantId, exercise.timestamp, exercise.nonce, exercise.body],
    typed,
  );
  // The string typed is the payload: a mistake of the key cannot show in it.
  const payloadMistakes = mistakeDimensions(input, exercise.secret)
    .flat()
    .filter((mistake) => mistake.dimension !== 'secret');
  for (const mistake of payloadMistakes) {
    const payload = payloadText(applyMistakes(input, exercise.secret, [mistake]));
    if (payload !== typed) continue;
    const found = explainHit({ mistakes: [mistake], format: null, payload }, input, correct);
    return {
      ok: false,
      hints: [`${found.title}. ${found.explanation}`, found.fix],
      causes: found.causes,
      diff: null,
      parts,
    };
  }
  return { ok: false, hints: [firstDifference(correct, typed)], causes: [], diff: null, parts };
}

/**
 * Checks a sign computed by hand (spec 5.2 rule 4): equal to the core's lowercase hex
 * HMAC-SHA256, or the mistake the search of spec 5.5 finds behind it.
 */
export async function checkSign(exercise: ExerciseCase, typed: string): Promise<CheckResult> {
  const result = await diagnose(diagnosisInput(exercise, typed));
  if (result.verdict === 'MATCH' && typed.trim() === result.expectedSign) return pass;
  if (result.verdict === 'MATCH') {
    return {
      ok: false,
      hints: [
        'The sign is right but not lowercase hex: a request sign must be lowercase (spec 5.2 rule 4).',
      ],
      causes: ['OUTPUT_FORMAT'],
      diff: null,
    };
  }
  if (result.found) {
    const found = result.found;
    const diff =
      found.senderPayload === found.correctPayload
        ? null
        : { correct: found.correctPayload, sent: found.senderPayload };
    return {
      ok: false,
      hints: [`${found.title}. ${found.explanation}`, found.fix],
      causes: found.causes,
      diff,
    };
  }
  const notes =
    result.notes.length > 0
      ? result.notes
      : [
          'No common mistake reproduces this sign. Check the key is the test secret exactly, and that you signed the string of the previous lesson as UTF-8 bytes.',
        ];
  return { ok: false, hints: notes, causes: ['UNKNOWN'], diff: null };
}
