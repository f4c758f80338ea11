/**
 * The failure log of spec 5.5: `merchant_id`, `timestamp`, `nonce`, `raw_body`, `sign_payload`,
 * `received_sign`, `expected_sign`, plus the optional `kind` and `env` of the share link.
 */
import { FAILURE_LOG_KEYS } from '../../protocol/failure-log-fields.ts';
import {
  ENVIRONMENTS,
  SIGNED_KINDS,
  type Environment,
  type SignedKind,
} from '../../protocol/case-kinds.ts';
import type { Intake, IntakeFields, IntakeResult } from '../types.ts';
import { jsonWhyNot, type Reader } from '../locate/reader.ts';
import { strength } from '../pipeline.ts';
import { readJsonMessage } from './json-message.ts';

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** True when `value` is a JSON object with at least one failure-log field of spec 5.5. */
export function looksLikeFailureLog(value: unknown): boolean {
  return isObject(value) && FAILURE_LOG_KEYS.some((key) => key in value);
}

const describe = (value: unknown) =>
  Array.isArray(value) ? 'an array' : value === null ? 'null' : `a ${typeof value}`;

/** A field as text; a JSON number (a timestamp or an ID logged unquoted) becomes its digits. */
function readText(log: JsonObject, key: string, warnings: string[]): string | undefined {
  const value = log[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  warnings.push(`${key} is ${describe(value)}, not text; it was ignored.`);
  return undefined;
}

interface SplitPayload {
  parts: [string, string, string];
  body: string;
  crlf: boolean;
}

/** Splits a string to sign at its first three line feeds (spec 5.2); CRs before them are dropped. */
function splitSignPayload(payload: string): SplitPayload | undefined {
  const parts: string[] = [];
  let pos = 0;
  for (let i = 0; i < 3; i++) {
    const newline = payload.indexOf('\n', pos);
    if (newline === -1) return undefined;
    parts.push(payload.slice(pos, newline));
    pos = newline + 1;
  }
  const crlf = parts.some((part) => part.endsWith('\r'));
  const clean = parts.map((part) => part.replace(/\r$/, '')) as SplitPayload['parts'];
  return { parts: clean, body: payload.slice(pos), crlf };
}

/** The raw body, or a warned guess when the log holds the body as parsed JSON instead of text. */
function readRawBody(log: JsonObject, hasPayload: boolean, warnings: string[]): string | undefined {
  const value = log.raw_body;
  if (!isObject(value) && !Array.isArray(value)) return readText(log, 'raw_body', warnings);
  if (hasPayload) {
    warnings.push(
      'raw_body is parsed JSON, not the raw text; the body was taken from sign_payload.',
    );
    return undefined;
  }
  warnings.push(
    'raw_body is parsed JSON, not the raw text that was signed, so the exact bytes are lost. It was re-serialized compactly as a guess; log the body as the string that was sent.',
  );
  return JSON.stringify(value);
}

/**
 * Reads a parsed failure log (spec 5.5) into the signed fields. A JSON number timestamp becomes
 * text. Without `raw_body`, the fields come from `sign_payload` split at its first three LFs
 * (warning when it used CR LF, spec 5.2 rule 2); when both are present and disagree, a warning.
 */
export function parseFailureLogValue(value: unknown): IntakeResult {
  if (!looksLikeFailureLog(value)) {
    return {
      ok: false,
      error: `A failure log is a JSON object with ${FAILURE_LOG_KEYS.join(', ')}.`,
    };
  }
  const log = value as JsonObject;
  const warnings: string[] = [];
  const payload = readText(log, 'sign_payload', warnings);
  const logged = {
    merchantId: readText(log, 'merchant_id', warnings),
    timestamp: readText(log, 'timestamp', warnings),
    nonce: readText(log, 'nonce', warnings),
    rawBody: readRawBody(log, payload !== undefined, warnings),
  };
  const split = payload === undefined ? undefined : splitSignPayload(payload);
  if (payload !== undefined && !split) {
    warnings.push(
      'sign_payload does not hold three line feeds, so it is not a string to sign of spec 5.2.',
    );
  }
  if (split?.crlf) {
    warnings.push(
      'sign_payload separates its parts with CR LF; spec 5.2 rule 2 requires a single LF, so a signature over it fails. The parts were read without the CR.',
    );
  }
  const fields: IntakeFields = { rawBody: logged.rawBody ?? split?.body ?? '' };
  const merchantId = logged.merchantId ?? split?.parts[0];
  const timestamp = logged.timestamp ?? split?.parts[1];
  const nonce = logged.nonce ?? split?.parts[2];
  if (merchantId !== undefined) fields.merchantId = merchantId;
  if (timestamp !== undefined) fields.timestamp = timestamp;
  if (nonce !== undefined) fields.nonce = nonce;
  const receivedSign = readText(log, 'received_sign', warnings);
  const expectedSign = readText(log, 'expected_sign', warnings);
  if (receivedSign !== undefined) fields.receivedSign = receivedSign;
  if (expectedSign !== undefined) fields.expectedSign = expectedSign;
  if (logged.rawBody === undefined && !split) {
    warnings.push('The log has neither raw_body nor sign_payload; the body is taken as empty.');
  }
  const joined = [merchantId, timestamp, nonce].map((part) => part ?? '').join('\n');
  if (payload !== undefined && split && !split.crlf && payload !== `${joined}\n${fields.rawBody}`) {
    warnings.push(
      'sign_payload and the logged fields disagree: sign_payload is not merchant_id LF timestamp LF nonce LF raw_body. The signer signed something other than what it logged.',
    );
  }
  for (const key of Object.keys(log)) {
    if (/secret|password|api_?key/i.test(key)) {
      warnings.push(
        `The log holds "${key}", which looks like a secret; it was not read. Remove it before sharing.`,
      );
    }
  }
  const intake: Intake = { format: 'failure-log', kind: 'request', fields, headers: [], warnings };
  if ((SIGNED_KINDS as readonly unknown[]).includes(log.kind)) intake.kind = log.kind as SignedKind;
  else if (log.kind !== undefined)
    warnings.push('kind is not request, response or webhook; request is assumed.');
  if ((ENVIRONMENTS as readonly unknown[]).includes(log.env)) intake.env = log.env as Environment;
  else if (log.env !== undefined) warnings.push('env is not test or production; it was ignored.');
  return { ok: true, intake };
}

/** Parses failure-log JSON text (spec 5.5), see `parseFailureLogValue`. */
export function parseFailureLog(json: string): IntakeResult {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    return { ok: false, error: `The failure log is not valid JSON: ${(error as Error).message}` };
  }
  return parseFailureLogValue(value);
}

/**
 * A log event's own `timestamp` (CloudWatch's JSON format) is a spec 5.5 key too: the failure
 * log is kept only when it reads at least as much as the headers-and-body reading.
 */
export const failureLogReader: Reader<'failure-log'> = {
  id: 'failure-log',
  label: 'failure-log JSON (spec 5.5)',
  detect: (ctx) => ctx.json.ok && looksLikeFailureLog(ctx.json.value),
  read: (ctx) => {
    if (!ctx.json.ok) return undefined;
    const log = parseFailureLogValue(ctx.json.value);
    const message = readJsonMessage(ctx.json.value, ctx.text);
    return !message || (log.ok && strength(log.intake) >= strength(message)) ? log : undefined;
  },
  framed: false,
  asks: 'the failure-log JSON (merchant_id, timestamp, nonce, raw_body, received_sign)',
  whyNot: jsonWhyNot('failure log: no spec 5.5 keys'),
};
