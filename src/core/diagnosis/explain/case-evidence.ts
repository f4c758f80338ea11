/**
 * What a case's own bytes say, whether or not a mistake reproduces its sign (spec 5.5): a
 * form-encoded body under a JSON API, and, when nothing reproduces the sign, what was tried,
 * what the evidence rules out and what to ask the sender for.
 */
import { isMillisecondDigits } from '../../protocol/timestamp-form.ts';
import { isLongBody } from '../../text/long-body.ts';
import type { Environment } from '../../protocol/case-kinds.ts';
import type { DiagnosisInput } from '../types.ts';

/**
 * The environment whose secret the search could not try (spec 1, 5.5 "Secret": test and
 * production mixed): the other one's, when it is not typed; undefined when it was tried.
 */
export function untestedSecretOf(
  input: Pick<DiagnosisInput, 'env' | 'secrets'>,
): Environment | undefined {
  const other: Environment = input.env === 'test' ? 'production' : 'test';
  return input.secrets[other] ? undefined : other;
}

/** The one sentence every place says when the mix-up could not be tested, and what to ask for. */
function untestedSecretNote(env: Environment, other: Environment): string {
  return `Not tested: a mix-up of the ${env} and ${other} secrets, as the ${other} secret is not typed here. Type the ${other} secret to test it, or ask the merchant for the fingerprint of the key their code uses.`;
}

const FORM = /^[\w.~%+-]+=[^&=]*(?:&[\w.~%+-]+=[^&=]*)*$/;

function parsesAsJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * A plain note when the body is form-encoded (`key=value&…`) rather than JSON (spec 4: the API
 * takes JSON bodies): a library's form option (`data=dict`, `'form_params' =>`, `URLSearchParams`)
 * sent the fields, whatever was signed. Empty for any other body.
 */
export function bodyFormNotes(rawBody: string): string[] {
  const body = rawBody.trim();
  if (body === '' || parsesAsJson(body) || !FORM.test(body)) return [];
  return [
    'The body is form-encoded (key=value&…), not JSON: the HTTP library was given the fields as a form (requests data=dict, Guzzle form_params, URLSearchParams). Send the JSON text you sign as the raw body, with Content-Type: application/json.',
  ];
}

/**
 * When no mistake reproduces the sign (spec 5.5): what was tried, what the case's bytes rule
 * out, and what to ask the sender for (their string to sign, as hex) to compare byte for byte.
 */
export function nothingFoundNotes(input: DiagnosisInput): string[] {
  const untested = untestedSecretOf(input);
  const notes = [
    `Tried every single mistake of the spec 5.5 checklist (${untested ? '' : "the other environment's secret, "}stray whitespace, hex or base64 secret, swapped key, separators, part order, serializer dialects, key orders, type round trips, timestamp units to the millisecond, text encodings, a plain hash) and the pairs of the common ones.`,
  ];
  if (untested) notes.unshift(untestedSecretNote(input.env, untested));
  const ruled: string[] = [];
  if (/^\d+$/.test(input.timestamp)) {
    ruled.push(
      isMillisecondDigits(input.timestamp)
        ? 'the timestamp is in milliseconds, and seconds of it were tried'
        : 'the timestamp is in seconds, and every millisecond of it was tried',
    );
  }
  if (parsesAsJson(input.rawBody)) {
    ruled.push('the body is valid JSON, and the common re-serializations of it were tried');
  }
  if (ruled.length > 0) notes.push(`What the bytes rule out: ${ruled.join('; ')}.`);
  if (isLongBody(input.rawBody.length)) {
    notes.push(
      'Not tried for a body this long: a re-serialized body signed in another text encoding (UTF-16, Latin-1, NFD) too, two mistakes that each rewrite the whole body. If the sender signs in UTF-16 or Latin-1, ask for a short request from the same code.',
    );
  }
  notes.push(
    'If other requests from this sender verify with the same secret, the secret is right and this request differs in its parts. Ask the sender for the exact string they signed, in hex (printf \'%s\' "$payload" | xxd -p, or payload.encode().hex()), and compare it byte for byte with the correct string to sign.',
  );
  return notes;
}
