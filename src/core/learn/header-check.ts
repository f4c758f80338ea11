/**
 * The checker of the headers lesson (spec 5.1): the learner writes the four authentication
 * headers of the given case as `Name: value` lines; each is compared, byte for byte, with what
 * the case and the signing core say it must be.
 */
import { HEADER } from '../protocol/headers.ts';
import { sign } from '../signing/signing.ts';
import type { ExerciseCase } from './exercise-case.ts';
import type { CheckResult } from './exercise-checks.ts';

/** A header name reduced to letters, to recognise `X-Merchant-Id` or `x_merchantid`. */
const loose = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');

/** `Name: value` lines into pairs; lines without a colon are kept with an empty name. */
function parseHeaderLines(text: string): Array<[string, string]> {
  return text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const colon = line.indexOf(':');
      return colon < 0
        ? ['', line.trim()]
        : [line.slice(0, colon).trim(), line.slice(colon + 1).trim()];
    });
}

function valueHint(name: string, got: string, want: string): string | null {
  if (got === want) return null;
  if (name === HEADER.timestamp && /^\d{13}$/.test(got)) {
    return `${name} has 13 digits: that is milliseconds. The spec wants Unix time in seconds (5.1).`;
  }
  if (name === HEADER.timestamp) {
    return `${name} is not the given time as decimal Unix seconds (5.1). Convert the UTC time shown.`;
  }
  if (name === HEADER.sign && got.toLowerCase() === want) {
    return `${name} must be lowercase hexadecimal (5.2 rule 4).`;
  }
  if (got.trim() === '') return `${name} is empty; every authentication header is required (5.1).`;
  return `${name} does not match the case: compare it with the value given, character by character.`;
}

/**
 * Checks the four headers written by hand (spec 5.1): present, named as the spec spells them
 * (HTTP names are case-insensitive; other spellings are not the header), with the case's
 * merchant ID, its time in Unix seconds, its nonce and the sign the core computes.
 */
export async function checkHeaders(exercise: ExerciseCase, text: string): Promise<CheckResult> {
  const lines = parseHeaderLines(text);
  const expected: Array<[string, string]> = [
    [HEADER.merchantId, exercise.merchantId],
    [HEADER.timestamp, exercise.timestamp],
    [HEADER.nonce, exercise.nonce],
    [HEADER.sign, await sign(exercise.secret, exercise)],
  ];
  const hints: string[] = [];
  for (const [name, want] of expected) {
    const exact = lines.find(([got]) => got.toLowerCase() === name.toLowerCase());
    if (exact) {
      const hint = valueHint(name, exact[1], want);
      if (hint) hints.push(hint);
      continue;
    }
    const near = lines.find(([got]) => got !== '' && loose(got) === loose(name));
    hints.push(
      near
        ? `"${near[0]}" is not the header name: the spec spells it ${name} (5.1).`
        : `${name} is missing (5.1 lists four authentication headers).`,
    );
  }
  return { ok: hints.length === 0, hints, causes: [], diff: null };
}
