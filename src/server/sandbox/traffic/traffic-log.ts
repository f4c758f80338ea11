/**
 * The sandbox's traffic log: every request it receives, newest first, with what it answered
 * and, for a signature failure (spec 7 code 1003), the mistake of spec 5.5 that explains it.
 * Bounded in memory: entries, and bytes counted over every field kept (`recordWeight`), with
 * long header values cut (docs/sandbox.md, "Limits under a flood"); it never holds a secret,
 * only what came in.
 */
// The entries it hands out are the admin API's contract (core/sandbox-api, docs/sandbox.md).
import type { TrafficEntry } from '../../../core/sandbox-api/traffic.ts';
import { isAdminPath } from '../admin-path.ts';
import { TrafficColumns } from './traffic-columns.ts';
import { keptHeaders, type TrafficDiagnosis, type TrafficRecord } from './traffic-record.ts';
import { echoOfBytes } from '../../http/echo-cut.ts';

/** How many entries the log keeps (the oldest go first). */
export const TRAFFIC_LOG_CAP = 500;
/** How many bytes the log's records may count in all (the oldest entries go first). */
const TRAFFIC_BYTES_BUDGET = 32 * 1024 * 1024;

/** One entry and its whole kept body, as the log hands them out. */
interface StoredTraffic {
  entry: TrafficEntry;
  bytes: Uint8Array;
}

export interface TrafficLog {
  /** Reserves the next id, so a handler can point at the entry before it is written. */
  nextId(): string;
  add(record: TrafficRecord): void;
  get(id: string): StoredTraffic | undefined;
  /** Newest first; only entries newer than `since` when given; at most `limit`. */
  list(options?: { since?: number; limit?: number }): TrafficEntry[];
  setDiagnosis(id: string, diagnosis: TrafficDiagnosis): void;
  clear(): void;
  /** What the records held count against the budget, in bytes (`recordWeight`). */
  bytes(): number;
}

/** The list view of a record. */
export function trafficEntryOf(record: TrafficRecord): TrafficEntry {
  const { headers, body } = record;
  // The body's preview, cut as every echoed value is: the whole body is one read away.
  const preview = echoOfBytes(body.bytes);
  return {
    id: record.id,
    time: new Date(record.arrived).toISOString(),
    method: record.method,
    path: record.path,
    merchantId: headers.merchantId ?? null,
    timestamp: headers.timestamp ?? null,
    nonce: headers.nonce ?? null,
    contentType: headers.contentType ?? null,
    userAgent: headers.userAgent ?? null,
    fromConsole: headers.fetchSite === 'same-origin',
    bodyBytes: body.size,
    body: preview.text,
    bodyTruncated: body.truncated || !preview.whole,
    receivedSign: headers.sign ?? null,
    status: record.status,
    code: record.code,
    msg: record.msg,
    kind: isAdminPath(record.path) ? 'admin' : 'api',
    diagnosis: record.diagnosis,
    ...(record.cutHeaders ? { cutHeaders: record.cutHeaders } : {}),
  };
}

/** The numeric sequence of an id, or null when `id` is not one of this log's ids. */
function trafficSequence(id: string): number | null {
  return /^\d{1,15}$/.test(id) ? Number(id) : null;
}

/** An in-memory log capped at `cap` entries and `budget` bytes (`recordWeight`). */
export function createTrafficLog(
  cap: number = TRAFFIC_LOG_CAP,
  budget: number = TRAFFIC_BYTES_BUDGET,
): TrafficLog {
  const records = new TrafficColumns(cap);
  let counter = 0;

  /** The slot of the record with id `id`, or -1. */
  const slotOf = (id: string): number => {
    const sequence = trafficSequence(id);
    // Only the id as the log wrote it: "007" names no entry.
    return sequence === null || String(sequence) !== id ? -1 : records.find(sequence);
  };
  const entryAt = (slot: number): TrafficEntry =>
    records.built(slot, () => trafficEntryOf(records.read(slot)));
  /**
   * Makes room past the cap or the budget, fairly (`TrafficColumns.dropFairly`): a flood from
   * one source spends its own records (the newest always stays).
   */
  const trim = () => {
    while (records.count > cap || (records.weightTotal > budget && records.count > 1)) {
      records.dropFairly();
    }
  };

  return {
    nextId() {
      counter += 1;
      return String(counter);
    },
    add(record) {
      const { headers, cut } = keptHeaders(record.headers);
      records.insert(cut ? { ...record, headers, cutHeaders: cut } : record);
      trim();
    },
    get(id) {
      const slot = slotOf(id);
      return slot === -1 ? undefined : { entry: entryAt(slot), bytes: records.body(slot) };
    },
    list({ since, limit } = {}) {
      const out: TrafficEntry[] = [];
      for (
        let index = records.count - 1;
        index >= 0 && (limit === undefined || out.length < limit);
        index--
      ) {
        const slot = records.slotAt(index);
        if (since !== undefined && records.sequence(slot) <= since) break;
        out.push(entryAt(slot));
      }
      return out;
    },
    setDiagnosis(id, diagnosis) {
      const slot = slotOf(id);
      // The entry is built from the record: the next read builds it again.
      if (slot === -1) return;
      records.setDiagnosis(slot, diagnosis);
      trim();
    },
    clear() {
      records.clear();
    },
    bytes() {
      return records.weightTotal;
    },
  };
}
