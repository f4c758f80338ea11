/**
 * A batch's rows and groups (docs/verify-intake.md, "A whole log at once"): one row per signed
 * message with its verdict and causes (the cause codes of docs/architecture.md), one group per
 * cause, most frequent first. Pure, so the worker and the tests share it.
 */
import type { CauseCode, Diagnosis } from '../diagnosis/types.ts';
import type { BatchMessage } from './batch-message.ts';

/** What a message's diagnosis says, as its row shows it. */
export interface BatchRow {
  index: number;
  verdict: 'MATCH' | 'MISMATCH';
  /** The group the row belongs to: its causes joined by `+`, `UNKNOWN`, or `MATCH`. */
  cause: string;
  title: string;
}

/** The group key of a diagnosis: `MATCH`, the causes found, or `UNKNOWN`. */
function causeKey(diagnosis: Diagnosis): string {
  if (diagnosis.verdict === 'MATCH') return 'MATCH';
  const causes: readonly CauseCode[] = diagnosis.found?.causes ?? [];
  return causes.length > 0 ? causes.join('+') : 'UNKNOWN';
}

/** The row of a diagnosed message. */
export function rowOf(message: BatchMessage, diagnosis: Diagnosis): BatchRow {
  return {
    index: message.index,
    verdict: diagnosis.verdict,
    cause: causeKey(diagnosis),
    title:
      diagnosis.verdict === 'MATCH'
        ? 'Signature correct'
        : (diagnosis.found?.title ??
          (diagnosis.untestedSecret
            ? `No common mistake reproduces the received sign; the ${diagnosis.untestedSecret} secret is not typed, so a mix-up was not tested`
            : 'No common mistake reproduces the received sign')),
  };
}

/** One cause of a batch: how many rows have it, and the first of them. */
export interface BatchGroup {
  cause: string;
  title: string;
  count: number;
  /** The index of the group's first message, opened as its case. */
  first: number;
}

/**
 * The groups of the rows so far, most frequent first; among equal counts, the group whose first
 * message comes first, so the order is the same however the rows arrived.
 */
export function groupRows(rows: Iterable<BatchRow>): BatchGroup[] {
  const groups = new Map<string, BatchGroup>();
  for (const row of rows) {
    const group = groups.get(row.cause);
    if (group) {
      group.count++;
      if (row.index < group.first) {
        group.first = row.index;
        group.title = row.title;
      }
    } else {
      groups.set(row.cause, { cause: row.cause, title: row.title, count: 1, first: row.index });
    }
  }
  return [...groups.values()].sort((a, b) => b.count - a.count || a.first - b.first);
}

/**
 * The key under which identical failures are diagnosed once: the same message (kind, parts and
 * received sign) gives the same diagnosis, so a log's retries cost nothing more.
 */
export function sameMessageKey(message: BatchMessage): string {
  return JSON.stringify([
    message.kind,
    message.merchantId,
    message.timestamp,
    message.nonce,
    message.rawBody,
    message.receivedSign.toLowerCase(),
    message.userAgent,
  ]);
}
