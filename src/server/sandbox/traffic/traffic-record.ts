/**
 * What the traffic log stores of one request, shared by the log (`traffic-log.ts`) and its
 * column store (`traffic-columns.ts`), so neither has to import the other's types; and the two
 * rules that bound it (docs/sandbox.md, "Limits under a flood"): how much of a header value is
 * kept (the one rule for every echoed value, `echo-cut.ts`), and how many bytes a record counts
 * against the log's budget.
 */
import { utf8Length } from '../../../core/text/bytes.ts';
import { ECHO_KEEP_BYTES, echoOf } from '../../http/echo-cut.ts';
import type { CutHeaders, TrafficDiagnosis } from '../../../core/sandbox-api/traffic.ts';
import type { BodySeen, SignedHeaders } from '../../http/incoming-request.ts';
import type { RequestSource } from './request-source.ts';

// The diagnosis's shape is the admin API's contract (core/sandbox-api, docs/sandbox.md).
export type { CutHeaders, TrafficDiagnosis };

/**
 * What the log keeps of a request, as it arrived and was answered; the list's `TrafficEntry`
 * (the time as text, the body excerpt decoded) is built from this when the log is read, not on
 * the response path.
 */
export interface TrafficRecord {
  id: string;
  /** Where it came from: the log makes room by taking from the source holding the most. */
  source: RequestSource;
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

/**
 * The headers as the log keeps them: each value at most {@link ECHO_KEEP_BYTES} bytes, and the
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
    if (value === undefined) continue;
    const { text, cutFrom } = echoOf(value);
    if (cutFrom === undefined) continue;
    kept = { ...kept, [field]: text };
    cut = { ...cut, [ENTRY_FIELD[field]]: cutFrom };
  }
  return { headers: kept, cut };
}

/**
 * The bytes a record counts against the log's budget: every field it keeps, header values twice
 * and the body's start twice (once as stored, once as the list entry's preview built from it),
 * its text fields, its source and diagnosis, and a fixed overhead.
 */
export function recordWeight(record: TrafficRecord): number {
  let weight = RECORD_OVERHEAD_BYTES + record.body.bytes.length;
  weight += Math.min(record.body.bytes.length, ECHO_KEEP_BYTES);
  for (const value of Object.values(record.headers)) {
    if (value !== undefined) weight += 2 * utf8Length(value);
  }
  weight += utf8Length(record.method) + utf8Length(record.path) + utf8Length(record.msg ?? '');
  weight += utf8Length(record.source.key);
  return weight + diagnosisWeight(record.diagnosis);
}

/** The bytes a diagnosis counts: its explanation and cause codes. */
export function diagnosisWeight(diagnosis: TrafficDiagnosis | null): number {
  if (diagnosis === null) return 0;
  return utf8Length(diagnosis.explanation) + diagnosis.cause.join(',').length;
}
