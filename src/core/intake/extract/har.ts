/**
 * HAR 1.2 files saved from a browser's network panel, or one entry copied out of one. Either
 * half of an entry can be checked: the request (spec 5.1, 5.2) or the response (spec 5.3).
 */
import { HEADER } from '../../protocol/headers.ts';
import { headerValue, intakeFromHeaders, type HeaderList } from './headers.ts';
import type { HarEntrySummary, HarSide, IntakeResult } from '../types.ts';
import { jsonWhyNot, type Reader } from '../locate/reader.ts';
import { base64Text } from './proxies/base64-text.ts';

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// HAR 1.2 writes `headers` as a list of {name, value} objects: a log event's request with
// [name, value] pairs (Sentry's) or a {name: value} object is JSON with headers, not an entry.
const harHeaderList = (headers: unknown) =>
  headers === undefined || (Array.isArray(headers) && headers.every(isObject));

const isEntry = (value: unknown): value is JsonObject & { request: JsonObject } =>
  isObject(value) &&
  isObject(value.request) &&
  ('method' in value.request || 'url' in value.request) &&
  harHeaderList(value.request.headers);

/**
 * True when `value` is a HAR 1.2 log (`{log: {entries: [...]}}`) or a single HAR entry, one of
 * the paste formats of the Verify & diagnose job (docs/architecture.md).
 */
function isHarShape(value: unknown): boolean {
  if (!isObject(value)) return false;
  return (isObject(value.log) && Array.isArray(value.log.entries)) || isEntry(value);
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function harHeaders(value: unknown): HeaderList {
  if (!Array.isArray(value)) return [];
  return value
    .filter((header): header is JsonObject => isObject(header) && typeof header.name === 'string')
    .map((header) => [header.name as string, text(header.value)]);
}

function summary(entry: unknown, index: number): HarEntrySummary {
  const request = isObject(entry) && isObject(entry.request) ? entry.request : {};
  const response = isObject(entry) && isObject(entry.response) ? entry.response : {};
  const status = typeof response.status === 'number' ? response.status : 0;
  return { index, method: text(request.method), url: text(request.url), status };
}

/** The `text` of a postData or content object, decoded when HAR marks it base64. */
function bodyText(holder: JsonObject, label: string, warnings: string[]): string {
  const raw = text(holder.text);
  return holder.encoding === 'base64' ? base64Text(raw, label, warnings) : raw;
}

function sideHeaders(entry: unknown, side: HarSide): HeaderList {
  return isObject(entry) && isObject(entry[side]) ? harHeaders(entry[side].headers) : [];
}

/** Picks the entry: the one asked for, the only one, or the first whose side carries X-Sign. */
function pickEntry(
  entries: unknown[],
  summaries: HarEntrySummary[],
  side: HarSide,
  entryIndex: number | undefined,
  warnings: string[],
): number | string {
  const count = entries.length;
  if (entryIndex !== undefined) {
    if (Number.isInteger(entryIndex) && entryIndex >= 0 && entryIndex < count) return entryIndex;
    return `The HAR holds ${count} entries, numbered 0 to ${count - 1}; there is no entry ${entryIndex}.`;
  }
  if (count === 1) return 0;
  const signed = entries.findIndex(
    (entry) => headerValue(sideHeaders(entry, side), HEADER.sign) !== undefined,
  );
  const index = Math.max(signed, 0);
  const { method, url } = summaries[index] as HarEntrySummary;
  warnings.push(
    signed >= 0
      ? `The HAR holds ${count} entries; entry ${index + 1} (${method} ${url}) is the first whose ${side} carries X-Sign. Pick another entry to check that one.`
      : `The HAR holds ${count} entries and no ${side} carries X-Sign; entry ${index + 1} (${method} ${url}) is shown. Pick the entry to check.`,
  );
  return index;
}

/**
 * Reads one entry of an already parsed HAR (HAR 1.2) into the signed fields: the request's
 * headers and `postData.text` (spec 5.1, 5.2), or with `side: 'response'` the response's headers
 * and `content.text`, base64 decoded to UTF-8 text when so marked (spec 5.3).
 */
function parseHarValue(
  value: unknown,
  entryIndex?: number,
  side: HarSide = 'request',
): IntakeResult {
  if (!isHarShape(value)) {
    return {
      ok: false,
      error:
        'This JSON is not a HAR: expected {"log": {"entries": [...]}} or a single entry with "request".',
    };
  }
  const entries: unknown[] = isEntry(value)
    ? [value]
    : (value as { log: { entries: unknown[] } }).log.entries;
  if (entries.length === 0) return { ok: false, error: 'The HAR holds no entries.' };
  const summaries = entries.map(summary);
  const warnings: string[] = [];
  const index = pickEntry(entries, summaries, side, entryIndex, warnings);
  if (typeof index === 'string') return { ok: false, error: index };
  const entry = entries[index];
  const half = isObject(entry) && isObject(entry[side]) ? entry[side] : undefined;
  if (!half) return { ok: false, error: `Entry ${index} of the HAR has no ${side}.` };
  const holder = side === 'request' ? half.postData : half.content;
  const label = `${side} body`;
  const picked = summaries[index] as HarEntrySummary;
  const bodiless = side === 'request' && ['GET', 'HEAD'].includes(picked.method);
  if ((!isObject(holder) || typeof holder.text !== 'string') && !bodiless) {
    warnings.push(
      side === 'request'
        ? 'This entry has no request body text (postData.text); the browser may have left it out. Paste the body itself if there was one.'
        : 'This entry has no response body text (content.text); browsers leave some out. Paste the body itself.',
    );
  }
  const body = isObject(holder) ? bodyText(holder, label, warnings) : '';
  const intake = intakeFromHeaders('har', side, harHeaders(half.headers), body, warnings);
  Object.assign(intake, {
    entries: summaries,
    entryIndex: index,
    method: picked.method,
    url: picked.url,
  });
  if (side === 'response') intake.status = picked.status;
  return { ok: true, intake };
}

/**
 * Parses HAR text (HAR 1.2, or a single entry) and reads one entry into the signed fields of
 * spec 5.2, see `parseHarValue`. The
 * entry list comes back as `entries`, so the user can pick another one by index.
 */
export function parseHar(
  json: string,
  entryIndex?: number,
  side: HarSide = 'request',
): IntakeResult {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    return { ok: false, error: `The HAR is not valid JSON: ${(error as Error).message}` };
  }
  return parseHarValue(value, entryIndex, side);
}

export const harReader: Reader<'har'> = {
  id: 'har',
  label: 'HAR',
  detect: (ctx) => ctx.json.ok && isHarShape(ctx.json.value),
  read: (ctx) =>
    ctx.json.ok
      ? parseHarValue(ctx.json.value, ctx.options.entryIndex, ctx.options.side)
      : undefined,
  framed: false,
  asks: 'a HAR file or entry',
  whyNot: jsonWhyNot('HAR: no log.entries'),
};
