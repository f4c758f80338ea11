// Reads a whole log and diagnoses its share of the messages off the main thread (docs/verify-intake.md,
// "A whole log at once"): the page stays responsive and rows arrive as they are diagnosed.
import { readMany } from '../../core/batch/read-many.ts';
import { rowOf, sameMessageKey } from '../../core/batch/batch-row.ts';
import { diagnose, type Diagnosis } from '../../core/diagnosis/index.ts';
import type { BatchReply, BatchRequest, DiagnosedRow } from './batch-protocol.ts';

/** How often rows are sent: often enough to see progress, rarely enough not to flood the page. */
const FLUSH_MS = 100;

const send = (message: BatchReply) => self.postMessage(message);

self.onmessage = async (event: MessageEvent<BatchRequest>) => {
  const { text, part, parts, env, secrets } = event.data;
  try {
    const read = readMany(text);
    if (!read) {
      if (part === 0) send({ type: 'single' });
      return;
    }
    if (part === 0) send({ type: 'read', ...read });
    // Identical messages (a log's retries) are diagnosed once.
    const seen = new Map<string, Diagnosis>();
    const examples = new Set<string>();
    let pending: DiagnosedRow[] = [];
    let flushed = Date.now();
    for (const message of read.messages) {
      if (message.index % parts !== part) continue;
      const key = sameMessageKey(message);
      let diagnosis = seen.get(key);
      if (!diagnosis) {
        diagnosis = await diagnose({
          kind: message.kind,
          env,
          merchantId: message.merchantId,
          timestamp: message.timestamp,
          nonce: message.nonce,
          rawBody: message.rawBody,
          receivedSign: message.receivedSign,
          secrets,
          // A logger's rewrite of the body is never blamed on the sender.
          ...(message.bodyRewrittenBy ? { bodyRewrittenBy: message.bodyRewrittenBy } : {}),
          ...(message.kind === 'request' && message.userAgent
            ? { userAgent: message.userAgent }
            : {}),
        });
        seen.set(key, diagnosis);
      }
      const row = rowOf(message, diagnosis);
      const first = !examples.has(row.cause);
      examples.add(row.cause);
      pending.push(first ? { row, example: diagnosis } : { row });
      if (Date.now() - flushed >= FLUSH_MS) {
        send({ type: 'rows', rows: pending });
        pending = [];
        flushed = Date.now();
      }
    }
    send({ type: 'rows', rows: pending });
    send({ type: 'done' });
  } catch (error) {
    send({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
};
