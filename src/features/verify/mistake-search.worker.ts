// Runs a share of the mistake search (spec 5.5's mistakes) off the main thread: every candidate is
// a MAC over the whole body, so on a large body the search takes long enough that, on the main
// thread, typing in the case's fields would stall.
import { diagnosePart, forgetLastResults } from '../../core/diagnosis/index.ts';
import { stringToSignBytes } from '../../core/signing/signing.ts';
import type { DiagnosisInput } from '../../core/diagnosis/index.ts';
import type { BareReply, SearchReply, SearchRequest } from './search-protocol.ts';

/** The run this worker searches for; a stop or a newer run ends the search between batches. */
let currentRun = 0;

/**
 * How long the worker keeps the last body's variants and bytes once a search is done: long
 * enough for the paste's next readings and a secret typed after the first answer, short enough
 * that a long body's megabytes are not held while the page sits idle.
 */
const KEEP_LAST_BODY_MS = 30_000;
let forgetTimer: ReturnType<typeof setTimeout> | undefined;
/** The newest run asked for, whether or not it was stopped (a stop zeroes `currentRun`). */
let latestRun = 0;

const reply = (message: SearchReply | BareReply) => self.postMessage(message);

/**
 * The bench's baseline: the time of `count` WebCrypto HMAC-SHA256 over the case's string to
 * sign (spec 5.2), one after another, as the search computes its candidates here.
 */
async function bareHmacs(input: DiagnosisInput, count: number): Promise<number> {
  const { merchantId, timestamp, nonce, rawBody } = input;
  const bytes = stringToSignBytes({ merchantId, timestamp, nonce, body: rawBody });
  const secret = new TextEncoder().encode(input.secrets[input.env] ?? '');
  const start = performance.now();
  const key = await crypto.subtle.importKey(
    'raw',
    secret,
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  for (let i = 0; i < count; i += 1)
    await crypto.subtle.sign('HMAC', key, bytes as Uint8Array<ArrayBuffer>);
  return performance.now() - start;
}

self.onmessage = async (event: MessageEvent<SearchRequest>) => {
  const request = event.data;
  if ('stop' in request) {
    if (currentRun === request.stop) currentRun = 0;
    return;
  }
  if ('bare' in request) {
    reply({ bare: request.bare, ms: await bareHmacs(request.input, request.count) });
    return;
  }
  const { run, input, share } = request;
  currentRun = latestRun = run;
  clearTimeout(forgetTimer);
  try {
    const part = await diagnosePart(input, {
      ...share,
      onProgress: (nextBatch, searched) => reply({ run, progress: { nextBatch, searched } }),
      cancelled: () => currentRun !== run,
    });
    reply({ run, ok: true, part });
  } catch (error) {
    reply({ run, ok: false, message: error instanceof Error ? error.message : String(error) });
  }
  if (latestRun === run) forgetTimer = setTimeout(forgetLastResults, KEEP_LAST_BODY_MS);
};
