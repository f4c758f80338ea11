/**
 * Runs the Verify view's mistake search (spec 5.5, `diagnose` from core) on the sandbox's
 * signature failures, after the answer has gone out and in a worker thread
 * (`diagnosis-thread.ts`): one search at a time, on requests whose parts come to at most 64 KiB,
 * each within a time budget, with at most 100 waiting and 10 of any one source (docs/sandbox.md,
 * "Limits under a flood"). A crash is recorded as `failed`, a search over budget as `skipped`, never thrown.
 */
import { decodeUtf8, isValidUtf8, utf8Length } from '../../../core/text/bytes.ts';
import {
  summarizeDiagnosis,
  type Diagnosis,
  type DiagnosisInput,
} from '../../../core/diagnosis/index.ts';
import { diagnosisThread } from './diagnosis-thread.ts';
import type { SandboxMerchant } from '../config.ts';
import type { TrafficLog } from './traffic-log.ts';
import type { TrafficDiagnosis } from './traffic-record.ts';

/**
 * Requests whose parts (body and header values) come to more than this are not searched: the
 * search tries many variants of the string to sign, each costing its length.
 */
export const DIAGNOSIS_MAX_BODY_BYTES = 64 * 1024;
/** Searches waiting beyond this are skipped, so a flood of bad requests cannot pile up work. */
const DIAGNOSIS_QUEUE_CAP = 100;
/**
 * Searches of one source (`request-source.ts`) waiting or running beyond this are skipped, so one
 * sender's burst of bad signatures cannot take the whole queue, and the CPU behind it, from
 * everyone else: a developer sends a few at a time, a flood many.
 */
export const DIAGNOSIS_PER_SOURCE_CAP = 10;

/** The mistake search, injectable so a test can make it crash. */
export type DiagnoseFn = (input: DiagnosisInput) => Promise<Diagnosis>;

/** A request whose signature failed: the parts as received, and the merchant it named. */
interface DiagnosisJob {
  entryId: string;
  /** Who sent the request (`RequestSource.key`): each source has its own share of the queue. */
  source: string;
  merchant: SandboxMerchant;
  timestamp: string;
  nonce: string;
  body: Uint8Array;
  receivedSign: string;
  /** The request's User-Agent: the client stack it names fits the hints (spec 5.5). */
  userAgent?: string | undefined;
}

export interface DiagnosisQueue {
  /** Queues the search and returns the entry's first diagnosis (pending, or skipped and why). */
  enqueue(job: DiagnosisJob): TrafficDiagnosis;
  /** Resolves when every queued search has finished (for tests and shutdown). */
  idle(): Promise<void>;
}

function skipped(explanation: string): TrafficDiagnosis {
  return { state: 'skipped', cause: [], explanation };
}

/**
 * Evidence the log itself holds when no mistake reproduces a sign (spec 5.5): an earlier request
 * of the same merchant that this sandbox answered with a 2xx passed signature verification, so the
 * secret the sender uses is right. The newest such request, or null.
 */
function verifiedEarlier(log: TrafficLog, merchantId: string, entryId: string): string | null {
  const earlier = log
    .list({ limit: 500 })
    .find(
      (entry) =>
        entry.id !== entryId &&
        entry.merchantId === merchantId &&
        entry.status >= 200 &&
        entry.status < 300,
    );
  return earlier ? earlier.time : null;
}

/** The lead sentence when no mistake reproduces the sign, with what the log proves. */
function nothingFoundLead(merchantId: string, verifiedAt: string | null): string {
  const lead =
    'No mistake of the spec 5.5 checklist, alone or paired with another, reproduces X-Sign:';
  if (verifiedAt === null) {
    return `${lead} check the merchant ID and that the secret is the test secret of this merchant.`;
  }
  return `${lead} an earlier request from ${merchantId} verified in this sandbox (at ${verifiedAt}), so the sender holds the right test secret; look first at how this request's parts and body were built before signing.`;
}

/** The log's view of a finished search: cause codes and one paragraph, never a secret. */
function summarize(diagnosis: Diagnosis, lead: () => string): TrafficDiagnosis {
  if (diagnosis.verdict === 'MATCH') {
    return {
      state: 'done',
      cause: [],
      explanation: 'Recomputed, the sign matches; the request was refused for its form only.',
    };
  }
  const { found, notes } = diagnosis;
  const summary = summarizeDiagnosis(diagnosis);
  if (!found) {
    const extra = notes.length > 0 ? ` ${notes.join(' ')}` : '';
    return { state: 'done', cause: ['UNKNOWN'], explanation: lead() + extra };
  }
  return {
    state: 'done',
    cause: found.causes,
    // Verify's words, in Verify's order: the lead and the one fix, then the full explanation.
    explanation: `${summary.lead} Fix: ${summary.fix} ${found.explanation} ${found.fix}`,
  };
}

/** The bytes of a request's parts the search works over: its header values and its body. */
function partsBytes(job: DiagnosisJob): number {
  const values = [job.merchant.merchantId, job.timestamp, job.nonce, job.receivedSign];
  return (
    values.reduce((sum, value) => sum + utf8Length(value), job.body.length) +
    utf8Length(job.userAgent ?? '')
  );
}

/** What the log says of a search that ended in an error: over its time budget, or a crash. */
function stopped(error: unknown): TrafficDiagnosis {
  const name = (error as Error)?.name ?? 'unknown';
  if (name === 'TimeoutError') {
    return skipped(
      `${(error as Error).message} It was stopped; the request's answer was not affected.`,
    );
  }
  // The error itself stays on the server's console: only its kind goes into the log.
  console.error('sandbox: the mistake search failed', error);
  return {
    state: 'failed',
    cause: [],
    explanation: `The mistake search stopped with an error (${name}); the request's answer was not affected.`,
  };
}

/**
 * A queue over `log` that runs `run` one job at a time: by default the search in a worker
 * thread with a time budget (`diagnosis-thread.ts`); a test may pass another.
 */
export function createDiagnosisQueue(
  log: TrafficLog,
  run: DiagnoseFn = diagnosisThread(),
): DiagnosisQueue {
  let waiting = 0;
  /** Searches waiting or running, by source; a source with none has no entry. */
  const bySource = new Map<string, number>();
  let tail: Promise<void> = Promise.resolve();

  async function work(job: DiagnosisJob): Promise<void> {
    // Yield to the event loop first, so the answer to the request is written before the search.
    await new Promise((resolve) => setImmediate(resolve));
    try {
      const result = await run({
        kind: 'request',
        env: 'test',
        merchantId: job.merchant.merchantId,
        timestamp: job.timestamp,
        nonce: job.nonce,
        rawBody: decodeUtf8(job.body),
        receivedSign: job.receivedSign,
        secrets: { test: job.merchant.testSecret, production: job.merchant.productionSecret },
        ...(job.userAgent ? { userAgent: job.userAgent } : {}),
      });
      const { merchantId } = job.merchant;
      log.setDiagnosis(
        job.entryId,
        summarize(result, () =>
          nothingFoundLead(merchantId, verifiedEarlier(log, merchantId, job.entryId)),
        ),
      );
    } catch (error) {
      log.setDiagnosis(job.entryId, stopped(error));
    } finally {
      waiting--;
      const left = (bySource.get(job.source) ?? 1) - 1;
      if (left === 0) bySource.delete(job.source);
      else bySource.set(job.source, left);
    }
  }

  return {
    enqueue(job) {
      if (job.body.length > DIAGNOSIS_MAX_BODY_BYTES) {
        return skipped(
          `The body is ${job.body.length} bytes; the sandbox searches bodies up to ${DIAGNOSIS_MAX_BODY_BYTES} bytes (64 KiB).`,
        );
      }
      const bytes = partsBytes(job);
      if (bytes > DIAGNOSIS_MAX_BODY_BYTES) {
        return skipped(
          `The header values and body come to ${bytes} bytes; the sandbox searches requests up to ${DIAGNOSIS_MAX_BODY_BYTES} bytes (64 KiB) in all.`,
        );
      }
      if (!isValidUtf8(job.body)) {
        return skipped('The body is not valid UTF-8 (spec 5.2 rule 3), so it was not searched.');
      }
      const ofSource = bySource.get(job.source) ?? 0;
      if (ofSource >= DIAGNOSIS_PER_SOURCE_CAP) {
        return skipped(
          `Not diagnosed: too many from this source at once (${DIAGNOSIS_PER_SOURCE_CAP} of its searches were already waiting or running); send it again once they are done.`,
        );
      }
      if (waiting >= DIAGNOSIS_QUEUE_CAP) {
        return skipped(
          `${DIAGNOSIS_QUEUE_CAP} searches were already waiting; this one was skipped.`,
        );
      }
      waiting++;
      bySource.set(job.source, ofSource + 1);
      tail = tail.then(() => work(job));
      return { state: 'pending', cause: [], explanation: 'The mistake search is queued.' };
    },
    idle() {
      return tail;
    },
  };
}
