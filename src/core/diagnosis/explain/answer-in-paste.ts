/**
 * Where a paste shows the service's answer (spec 7: the envelope `{code, msg, data}`, signed as
 * spec 5.3 says): a response reading of the intake, its X-Timestamp the service's clock, else an
 * envelope written elsewhere in the paste (a log line, a chat message quoting it). Only what the
 * paste shows: no answer, no reading.
 */
import { headerValue } from '../../intake/extract/headers.ts';
import type { Intake } from '../../intake/types.ts';
import { envelopeOf, type AnsweredRequest, type ServiceAnswer } from './service-answer.ts';

/** How many `{` of a paste are tried as an envelope's start, and how long one may be. */
const MAX_STARTS = 200;
const MAX_ENVELOPE = 16 * 1024;

/** The JSON object that starts at `start`, by its balanced braces outside strings. */
function objectAt(text: string, start: number): string | undefined {
  let depth = 0;
  let inString = false;
  const end = Math.min(text.length, start + MAX_ENVELOPE);
  for (let i = start; i < end; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return text.slice(start, i + 1);
  }
  return undefined;
}

/** The first envelope `{"code": …}` in a text that is not `except` (the request's own body). */
export function envelopeInText(
  text: string,
  except: string,
): { code: string; msg?: string } | undefined {
  const starts = /\{\s*"(?:code|msg|data)"\s*:/g;
  let tried = 0;
  for (let m = starts.exec(text); m && tried < MAX_STARTS; m = starts.exec(text), tried++) {
    const object = objectAt(text, m.index);
    if (!object || object === except) continue;
    const envelope = envelopeOf(object);
    if (envelope) return envelope;
  }
  return undefined;
}

/**
 * The service's answer a paste shows for a case of `kind`: for a response, its own body; for a
 * request, the paste's response reading (its status and timestamp too), else an envelope
 * elsewhere in `pasteText`. Undefined when the paste shows none.
 */
export function answerInPaste(
  intake: Pick<Intake, 'kind' | 'fields' | 'status' | 'headers' | 'readings'> | null,
  kind: Intake['kind'],
  rawBody: string,
  pasteText?: string,
): ServiceAnswer | undefined {
  if (kind === 'webhook') return undefined;
  const readings = intake ? [intake, ...(intake.readings ?? [])] : [];
  const response = readings.find(
    (reading) =>
      reading.kind === 'response' && (kind === 'response' || reading.fields.rawBody !== rawBody),
  );
  if (response) {
    const envelope = envelopeOf(response.fields.rawBody);
    const timestamp = response.fields.timestamp ?? headerValue(response.headers, 'X-Timestamp');
    if (envelope || response.status !== undefined) {
      return {
        ...(envelope ?? {}),
        ...(response.status !== undefined ? { status: response.status } : {}),
        ...(timestamp ? { timestamp } : {}),
      };
    }
  }
  if (kind === 'response') {
    const own = envelopeOf(rawBody);
    return own
      ? { ...own, ...(intake?.status !== undefined ? { status: intake.status } : {}) }
      : undefined;
  }
  const quoted = pasteText ? envelopeInText(pasteText, rawBody) : undefined;
  return quoted;
}

/**
 * The request the answer was given to: the case itself when it is the request, else the paste's
 * request reading; undefined when the ticket shows none.
 */
export function answeredRequestOf(
  intake: Pick<Intake, 'kind' | 'fields' | 'readings'> | null,
  kind: Intake['kind'],
  fields: AnsweredRequest,
): AnsweredRequest | undefined {
  if (kind === 'request') return fields;
  const readings = intake ? [intake, ...(intake.readings ?? [])] : [];
  const request = readings.find((reading) => reading.kind === 'request');
  if (!request) return undefined;
  const { merchantId = '', timestamp = '', nonce = '', contentType } = request.fields;
  return { merchantId, timestamp, nonce, ...(contentType ? { contentType } : {}) };
}
