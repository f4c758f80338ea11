/**
 * The traffic log's shapes (docs/sandbox.md, "Traffic"): what `GET /_sandbox/requests` lists,
 * one entry with its whole body, and the answer to clearing the log. Defined once here; the
 * sandbox types its answers from them and the console parses its reads with them.
 */
import { z } from '../zod-jitless.ts';
import { CAUSE_CODES } from '../diagnosis/types.ts';

/** The mistake search's progress and result for one request (spec 5.5; docs/architecture.md cause codes). */
export const trafficDiagnosisSchema = z.object({
  state: z.enum(['pending', 'done', 'failed', 'skipped']),
  cause: z.array(z.enum(CAUSE_CODES)),
  explanation: z.string(),
});
export type TrafficDiagnosis = z.infer<typeof trafficDiagnosisSchema>;

/** Header fields of an entry whose value the log cut, with each value's size as it arrived. */
export const cutHeadersSchema = z.object({
  merchantId: z.number().optional(),
  timestamp: z.number().optional(),
  nonce: z.number().optional(),
  receivedSign: z.number().optional(),
  contentType: z.number().optional(),
  userAgent: z.number().optional(),
});
export type CutHeaders = z.infer<typeof cutHeadersSchema>;

/** One request as the list shows it, newest first (`GET /_sandbox/requests`). */
export const trafficEntrySchema = z.object({
  /** Digits in arrival order; compare by length, then as text. */
  id: z.string(),
  time: z.string(),
  method: z.string(),
  path: z.string(),
  merchantId: z.string().nullable(),
  timestamp: z.string().nullable(),
  nonce: z.string().nullable(),
  contentType: z.string().nullable(),
  /** The request's User-Agent as received; absent from sandboxes that predate it. */
  userAgent: z.string().nullable().optional(),
  /**
   * Sent by a page of the sandbox's own origin (the console's Request tab, Learn's own sends), as
   * the browser's `Sec-Fetch-Site: same-origin` says; a program's request never carries it.
   * Absent from sandboxes that predate it.
   */
  fromConsole: z.boolean().optional(),
  /** The body's size on the wire (as far as it was read: see `bodyTruncated`). */
  bodyBytes: z.number(),
  /** The body as UTF-8 text, its first 1 KiB in the list (cut between characters). */
  body: z.string(),
  bodyTruncated: z.boolean(),
  receivedSign: z.string().nullable(),
  status: z.number(),
  /** The envelope's code (spec 7), as the answer carried it; null when there was none. */
  code: z.union([z.number(), z.string()]).nullable(),
  msg: z.string().nullable(),
  kind: z.enum(['api', 'admin']),
  /** Null unless the request failed its signature check (code 1003) and diagnosis is on. */
  diagnosis: trafficDiagnosisSchema.nullable(),
  /**
   * Present when a header value was longer than the log keeps (1 KiB): for each such field, the
   * value's size in bytes as it arrived; the field itself holds only its start.
   */
  cutHeaders: cutHeadersSchema.optional(),
});
export type TrafficEntry = z.infer<typeof trafficEntrySchema>;

/** The list (`GET /_sandbox/requests[?since=<id>][&limit=<1..500>]`). */
export const trafficListSchema = z.array(trafficEntrySchema);

/** One entry with its whole kept body (`GET /_sandbox/requests/{id}`). */
export const trafficDetailSchema = trafficEntrySchema.extend({
  /** Present when the body is not valid UTF-8: the exact bytes, base64. */
  bodyBase64: z.string().optional(),
});
export type TrafficDetail = z.infer<typeof trafficDetailSchema>;

/** The answer to `DELETE /_sandbox/requests`. */
export const trafficClearedSchema = z.object({ cleared: z.literal(true) });
export type TrafficCleared = z.infer<typeof trafficClearedSchema>;

/**
 * The sandbox's addition to a 1003 refusal (spec 7 leaves `data` of a failure open): where its
 * traffic entry, with the diagnosis, can be read, as `data.traffic_entry`.
 */
export const signatureFailureDataSchema = z.object({ traffic_entry: z.string() });
export type SignatureFailureData = z.infer<typeof signatureFailureDataSchema>;

/** The sentence the sandbox appends to a 1003 `msg` when `data` points at the traffic entry. */
export const DIAGNOSIS_POINTER =
  'Diagnosis: the sandbox searches the spec 5.5 mistakes after answering; its traffic entry is data.traffic_entry.';
