/**
 * The sandbox's traffic log: every request it receives, newest first, with what it answered
 * and, for a signature failure (spec 7 code 1003), the mistake of spec 5.5 that explains it.
 * Bounded in memory (entries and body bytes); it never holds a secret, only what came in.
 */
import type { CauseCode } from '../core/diagnosis/index.ts';

/** How many entries the log keeps (the oldest go first). */
export const TRAFFIC_LOG_CAP = 500;
/** How many body bytes the log keeps in total across entries (the oldest entries go first). */
export const TRAFFIC_BODY_BUDGET = 32 * 1024 * 1024;
/** How much of a body the list shows; the single-entry route shows all that was kept. */
export const BODY_EXCERPT_BYTES = 16 * 1024;

/** The mistake search's progress and result for one request (DESIGN.md cause codes). */
export interface TrafficDiagnosis {
  state: 'pending' | 'done' | 'failed' | 'skipped';
  cause: CauseCode[];
  explanation: string;
}

/** One request as the list shows it (`GET /_sandbox/requests`). */
export interface TrafficEntry {
  id: string;
  time: string;
  method: string;
  path: string;
  merchantId: string | null;
  timestamp: string | null;
  nonce: string | null;
  contentType: string | null;
  /** The body's size on the wire (as far as it was read: see `bodyTruncated`). */
  bodyBytes: number;
  /** The body as UTF-8 text, its first 16 KiB. */
  body: string;
  bodyTruncated: boolean;
  receivedSign: string | null;
  status: number;
  code: number | string | null;
  msg: string | null;
  kind: 'api' | 'admin';
  /** Null unless the request failed its signature check (code 1003) and diagnosis is on. */
  diagnosis: TrafficDiagnosis | null;
}

/** One entry with its whole kept body (`GET /_sandbox/requests/{id}`). */
export interface TrafficDetail extends TrafficEntry {
  /** Present when the body is not valid UTF-8: the exact bytes, base64. */
  bodyBase64?: string;
}

/** What the log stores: the list view plus the body bytes. */
export interface StoredTraffic {
  entry: TrafficEntry;
  bytes: Uint8Array;
}

export interface TrafficLog {
  /** Reserves the next id, so a handler can point at the entry before it is written. */
  nextId(): string;
  add(stored: StoredTraffic): void;
  get(id: string): StoredTraffic | undefined;
  /** Newest first; only entries newer than `since` when given; at most `limit`. */
  list(options?: { since?: number; limit?: number }): TrafficEntry[];
  setDiagnosis(id: string, diagnosis: TrafficDiagnosis): void;
  clear(): void;
}

/** The numeric sequence of an id, or null when `id` is not one of this log's ids. */
export function trafficSequence(id: string): number | null {
  return /^\d{1,15}$/.test(id) ? Number(id) : null;
}

/** An in-memory log capped at `cap` entries and `bodyBudget` body bytes. */
export function createTrafficLog(
  cap: number = TRAFFIC_LOG_CAP,
  bodyBudget: number = TRAFFIC_BODY_BUDGET,
): TrafficLog {
  // Oldest first, so eviction is a shift and listing reverses.
  const entries: StoredTraffic[] = [];
  const byId = new Map<string, StoredTraffic>();
  let counter = 0;
  let bodyTotal = 0;

  function evict(): void {
    while (entries.length > cap || (bodyTotal > bodyBudget && entries.length > 1)) {
      const oldest = entries.shift() as StoredTraffic;
      byId.delete(oldest.entry.id);
      bodyTotal -= oldest.bytes.length;
    }
  }

  return {
    nextId() {
      counter += 1;
      return String(counter);
    },
    add(stored) {
      // Ids are reserved on arrival and entries written on answering, so keep id order.
      let at = entries.length;
      const sequence = Number(stored.entry.id);
      while (at > 0 && Number((entries[at - 1] as StoredTraffic).entry.id) > sequence) at--;
      entries.splice(at, 0, stored);
      byId.set(stored.entry.id, stored);
      bodyTotal += stored.bytes.length;
      evict();
    },
    get(id) {
      return byId.get(id);
    },
    list({ since, limit } = {}) {
      const out: TrafficEntry[] = [];
      for (let i = entries.length - 1; i >= 0 && (limit === undefined || out.length < limit); i--) {
        const entry = (entries[i] as StoredTraffic).entry;
        if (since !== undefined && Number(entry.id) <= since) break;
        out.push(entry);
      }
      return out;
    },
    setDiagnosis(id, diagnosis) {
      const stored = byId.get(id);
      if (stored) stored.entry.diagnosis = diagnosis;
    },
    clear() {
      entries.length = 0;
      byId.clear();
      bodyTotal = 0;
    },
  };
}
