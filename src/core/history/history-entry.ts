/**
 * The local history of sent queries: one entry per query sent (spec 4 "Query a payment") with
 * its signed response (spec 5.3). Pure: the id and the clock are parameters. An entry holds what
 * went over the wire and nothing else; the secret is not an input, so it cannot be recorded.
 */
import type { Environment } from '../protocol/case-kinds.ts';

/** History keeps this many entries; the oldest are dropped first. */
export const HISTORY_CAP = 200;

export interface HistoryEntry {
  id: string;
  /** When it was sent, in milliseconds since the epoch. */
  sentAt: number;
  env: Environment;
  url: string;
  request: {
    merchantId: string;
    timestamp: string;
    nonce: string;
    /** The raw body exactly as signed and sent. */
    body: string;
    sign: string;
  };
  response: {
    status: number;
    statusText: string;
    headers: Array<[string, string]>;
    /** The raw response body as received. */
    rawBody: string;
    verdict: 'VERIFIED' | 'UNTRUSTED';
  };
}

export interface SentCall {
  env: Environment;
  url: string;
  merchantId: string;
  timestamp: string;
  nonce: string;
  body: string;
  sign: string;
  status: number;
  statusText: string;
  headers: Array<[string, string]>;
  rawBody: string;
  verdict: 'VERIFIED' | 'UNTRUSTED';
}

/**
 * A history entry for a sent query: the four signed parts, the sign, and the response, copied
 * field by field so nothing else the caller holds (a secret above all) slips in.
 */
export function buildHistoryEntry(call: SentCall, id: string, nowMs: number): HistoryEntry {
  return {
    id,
    sentAt: nowMs,
    env: call.env,
    url: call.url,
    request: {
      merchantId: call.merchantId,
      timestamp: call.timestamp,
      nonce: call.nonce,
      body: call.body,
      sign: call.sign,
    },
    response: {
      status: call.status,
      statusText: call.statusText,
      headers: call.headers.map(([name, value]) => [name, value]),
      rawBody: call.rawBody,
      verdict: call.verdict,
    },
  };
}

function jsonField(text: string, read: (value: Record<string, unknown>) => unknown): string {
  try {
    const value = read(JSON.parse(text) as Record<string, unknown>);
    return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  } catch {
    return '';
  }
}

/** The order numbers an entry is about: `merchant_order_no` sent, `order_no` answered (spec 2). */
export function entryOrderNumbers(entry: HistoryEntry): string[] {
  const answered = (body: Record<string, unknown>) => body.data as Record<string, unknown> | null;
  const numbers = [
    jsonField(entry.request.body, (body) => body.merchant_order_no),
    jsonField(entry.request.body, (body) => body.order_no),
    jsonField(entry.response.rawBody, (body) => answered(body)?.merchant_order_no),
    jsonField(entry.response.rawBody, (body) => answered(body)?.order_no),
  ].filter((value) => value !== '');
  return [...new Set(numbers)];
}

/** The envelope's `code` answered (spec 5), searched but never shown as an order number. */
function entryCode(entry: HistoryEntry): string {
  return jsonField(entry.response.rawBody, (body) => body.code);
}

/** The response's own `X-Sign` (spec 5.3), if it had one. */
export function responseSign(entry: HistoryEntry): string {
  return entry.response.headers.find(([name]) => name.toLowerCase() === 'x-sign')?.[1] ?? '';
}

/**
 * Entries matching every word of `query`, case-insensitively, in merchant ID, order numbers,
 * HTTP status, envelope code, verdict and either sign. An empty query matches all.
 */
export function searchHistory(entries: readonly HistoryEntry[], query: string): HistoryEntry[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...entries];
  return entries.filter((entry) => {
    const haystack = [
      entry.request.merchantId,
      ...entryOrderNumbers(entry),
      entryCode(entry),
      String(entry.response.status),
      entry.response.verdict,
      entry.env,
      entry.request.sign,
      responseSign(entry),
    ]
      .join(' ')
      .toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

/** Newest first; the ids beyond `cap` are the oldest, to be dropped. */
export function overCap(entries: readonly HistoryEntry[], cap = HISTORY_CAP): string[] {
  return [...entries]
    .sort((a, b) => b.sentAt - a.sentAt)
    .slice(cap)
    .map((entry) => entry.id);
}
