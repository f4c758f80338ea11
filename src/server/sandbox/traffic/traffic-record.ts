/**
 * What the traffic log stores of one request, shared by the log (`traffic-log.ts`) and its
 * column store (`traffic-columns.ts`), so neither has to import the other's types; and the two
 * rules that bound it (docs/sandbox.md, "Limits under a flood"): how much of a header value is
 * kept, and how many bytes a record counts against the log's budget.
 */
import { utf8, utf8Length } from '../../../core/text/bytes.ts';
import type { CutHeaders, TrafficDiagnosis } from '../../../core/sandbox-api/traffic.ts';
import type { BodySeen, SignedHeaders } from '../../http/incoming-request.ts';

// The diagnosis's shape is the admin API's contract (core/sandbox-api, docs/sandbox.md).
export type { CutHeaders, TrafficDiagnosis };

/**
 * What the log keeps of a request, as it arrived and was answered; the list's `TrafficEntry`
 * (the time as text, the body excerpt decoded) is built from this when the log is read, not on
 * the response path.
 */
export interface TrafficRecord {
  id: string;
  /** When the request arrived, sandbox clock milliseconds. */
  arrived: number;
  method: string;
  path: string;
  headers: SignedHeaders;
  body: BodySeen;
  status: number;
  code: number | string | null;
  msg: string | null;
  diagnosis: TrafficDiagnosis | null;
  /** The header values that were cut, by entry field, with their sizes as they arrived. */
  cutHeaders?: CutHeaders;
}

/** The most of one header value the log keeps, in UTF-8 bytes (spec 8 recommends 16 to 32 for a nonce). */
const HEADER_KEEP_BYTES = 1024;
/** How much of a body the list shows; the single-entry route shows all that was kept. */
export const BODY_EXCERPT_BYTES = 16 * 1024;
/** What a record costs beyond its text: its slot, its entry object, its numbers. */
const RECORD_OVERHEAD_BYTES = 256;

/** The entry field each header value is shown in. */
const ENTRY_FIELD = {
  merchantId: 'merchantId',
  timestamp: 'timestamp',
  nonce: 'nonce',
  sign: 'receivedSign',
  contentType: 'contentType',
  userAgent: 'userAgent',
} as const satisfies Record<Exclude<keyof SignedHeaders, 'fetchSite'>, keyof CutHeaders>;

/** The longest `Sec-Fetch-Site` kept: a browser sends one short token (`same-origin`, ...). */
const FETCH_SITE_KEEP_BYTES = 16;

/** The start of `value` in at most `limit` UTF-8 bytes, never splitting a character. */
function startOf(value: string, limit: number): string {
  const bytes = utf8(value);
  let end = limit;
  // A continuation byte (10xxxxxx) belongs to the character before: cut before that character.
  while (end > 0 && (bytes[end]! & 0xc0) === 0x80) end--;
  return new TextDecoder().decode(bytes.subarray(0, end));
}

/**
 * The headers as the log keeps them: each value at most {@link HEADER_KEEP_BYTES} bytes, and the
 * sizes of the values that were cut (undefined when none was).
 */
export function keptHeaders(headers: SignedHeaders): {
  headers: SignedHeaders;
  cut: CutHeaders | undefined;
} {
  let cut: CutHeaders | undefined;
  // Not shown, only compared: a value no browser sends is dropped rather than kept or cut.
  let kept =
    (headers.fetchSite?.length ?? 0) > FETCH_SITE_KEEP_BYTES
      ? { ...headers, fetchSite: undefined }
      : headers;
  for (const field of Object.keys(ENTRY_FIELD) as (keyof typeof ENTRY_FIELD)[]) {
    const value = headers[field];
    if (value === undefined || value.length * 3 <= HEADER_KEEP_BYTES) continue;
    const size = utf8Length(value);
    if (size <= HEADER_KEEP_BYTES) continue;
    kept = { ...kept, [field]: startOf(value, HEADER_KEEP_BYTES) };
    cut = { ...cut, [ENTRY_FIELD[field]]: size };
  }
  return { headers: kept, cut };
}

/**
 * The bytes a record counts against the log's budget: every field it keeps, header values twice
 * and the body's start twice (once as stored, once in the list entry built from it), its text
 * fields and diagnosis, and a fixed overhead.
 */
export function recordWeight(record: TrafficRecord): number {
  let weight = RECORD_OVERHEAD_BYTES + record.body.bytes.length;
  weight += Math.min(record.body.bytes.length, BODY_EXCERPT_BYTES);
  for (const value of Object.values(record.headers)) {
    if (value !== undefined) weight += 2 * utf8Length(value);
  }
  weight += utf8Length(record.method) + utf8Length(record.path) + utf8Length(record.msg ?? '');
  return weight + diagnosisWeight(record.diagnosis);
}

/** The bytes a diagnosis counts: its explanation and cause codes. */
export function diagnosisWeight(diagnosis: TrafficDiagnosis | null): number {
  if (diagnosis === null) return 0;
  return utf8Length(diagnosis.explanation) + diagnosis.cause.join(',').length;
}
