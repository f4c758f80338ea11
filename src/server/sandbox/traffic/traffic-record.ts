/**
 * What the traffic log stores of one request, shared by the log (`traffic-log.ts`) and its
 * column store (`traffic-columns.ts`), so neither has to import the other's types.
 */
import type { TrafficDiagnosis } from '../../../core/sandbox-api/traffic.ts';
import type { BodySeen, SignedHeaders } from '../../http/incoming-request.ts';

// The diagnosis's shape is the admin API's contract (core/sandbox-api, docs/sandbox.md).
export type { TrafficDiagnosis };

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
}
