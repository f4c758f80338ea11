/**
 * Runs the Verify view's mistake search (spec 5.5, `diagnose` from core) on the sandbox's
 * signature failures, after the answer has gone out: one search at a time, on bodies up to
 * 64 KiB, with at most 100 waiting. A crash is recorded as `failed`, never thrown.
 */
import { decodeUtf8, isValidUtf8 } from '../../../core/text/bytes.ts';
import {
  diagnose,
  summarizeDiagnosis,
  type Diagnosis,
  type DiagnosisInput,
} from '../../../core/diagnosis/index.ts';
import type { SandboxMerchant } from '../config.ts';
import type { TrafficLog } from './traffic-log.ts';
import type { TrafficDiagnosis } from './traffic-record.ts';

/** Bodies larger than this are not searched (the search tries many variants of the body). */
export const DIAGNOSIS_MAX_BODY_BYTES = 64 * 1024;
/** Searches waiting beyond this are skipped, so a flood of bad requests cannot pile up work. */
const DIAGNOSIS_QUEUE_CAP = 100;

/** The mistake search, injectable so a test can make it crash. */
export type DiagnoseFn = (input: DiagnosisInput) => Promise<Diagnosis>;

/** A request whose signature failed: the parts as received, and the merchant it named. */
interface DiagnosisJob {
  entryId: string;
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

/** A queue over `log` that runs `run` (core `diagnose` by default) one job at a time. */
export function createDiagnosisQueue(log: TrafficLog, run: DiagnoseFn = diagnose): DiagnosisQueue {
  let waiting = 0;
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
      // The error itself stays on the server's console: only its kind goes into the log.
      console.error('sandbox: the mistake search failed', error);
      log.setDiagnosis(job.entryId, {
        state: 'failed',
        cause: [],
        explanation: `The mistake search stopped with an error (${(error as Error)?.name ?? 'unknown'}); the request's answer was not affected.`,
      });
    } finally {
      waiting--;
    }
  }

  return {
    enqueue(job) {
      if (job.body.length > DIAGNOSIS_MAX_BODY_BYTES) {
        return skipped(
          `The body is ${job.body.length} bytes; the sandbox searches bodies up to ${DIAGNOSIS_MAX_BODY_BYTES} bytes (64 KiB).`,
        );
      }
      if (!isValidUtf8(job.body)) {
        return skipped('The body is not valid UTF-8 (spec 5.2 rule 3), so it was not searched.');
      }
      if (waiting >= DIAGNOSIS_QUEUE_CAP) {
        return skipped(
          `${DIAGNOSIS_QUEUE_CAP} searches were already waiting; this one was skipped.`,
        );
      }
      waiting++;
      tail = tail.then(() => work(job));
      return { state: 'pending', cause: [], explanation: 'The mistake search is queued.' };
    },
    idle() {
      return tail;
    },
  };
}
