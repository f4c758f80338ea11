/**
 * Sends one signed POST (a webhook of spec 6, or a receiver-check probe) and reports what came
 * back, without ever hanging or trusting the target: a time limit on the whole exchange, no
 * redirects followed, and at most 64 KiB of the reply read.
 */
import { readStreamCapped } from '../../http/body.ts';
import { opaqueFailure, type Outbound } from '../../http/outbound/guarded-fetch.ts';
import type { SelfDeliveryProof } from './self-delivery.ts';

/** The most of a reply the sandbox reads; the rest is discarded unread. */
const MAX_REPLY_BYTES = 64 * 1024;

/**
 * Where a delivery goes: a real URL, or the sandbox itself when it has no known origin. `self`
 * marks the sandbox's own inbox, reached over HTTP, with the proof its deliveries carry there.
 */
export type DeliveryTarget =
  | { kind: 'url'; url: string; self?: SelfDeliveryProof }
  | { kind: 'in-process'; path: string; fetch: (request: Request) => Promise<Response> };

/** What one attempt got: an HTTP status, or an error when none came back. */
export interface DeliveryOutcome {
  status: number | null;
  error: string | null;
  durationMs: number;
  /** The start of the reply body as text (at most 64 KiB). */
  reply: string;
}

/** A readable name for a target, as the deliveries list shows it. */
export function targetName(target: DeliveryTarget): string {
  return target.kind === 'url' ? target.url : `in-process:${target.path}`;
}

/** The start of the reply as text; an abort (the time limit) ends the read through the stream. */
async function readReply(response: Response): Promise<string> {
  if (!response.body) return '';
  const { bytes } = await readStreamCapped(response.body, MAX_REPLY_BYTES);
  return new TextDecoder().decode(bytes);
}

function describeError(error: unknown, timedOut: boolean, timeoutMs: number): string {
  if (timedOut) return `no complete reply within ${timeoutMs} ms (timeout)`;
  const cause = (error as { cause?: { code?: string; message?: string } })?.cause;
  if (cause?.code === 'ECONNREFUSED') return 'connection refused (ECONNREFUSED)';
  if (cause?.code) return `${cause.code}: ${cause.message ?? 'network error'}`;
  return (error as Error)?.message ?? String(error);
}

function statusError(response: Response): string | null {
  if (response.status >= 200 && response.status < 300) return null;
  if (response.status >= 300 && response.status < 400) {
    const location = response.headers.get('location');
    return `redirect ${response.status}${location ? ` to ${location}` : ''} not followed; answer 2xx`;
  }
  return `HTTP ${response.status}: a receiver acknowledges with 2xx`;
}

/**
 * POSTs `body` with `headers` to `target` and resolves with the outcome; it never rejects.
 * `timeoutMs` bounds connecting, the reply's headers and reading its body.
 */
export async function sendDelivery(
  target: DeliveryTarget,
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
  outbound?: Outbound,
): Promise<DeliveryOutcome> {
  const started = performance.now();
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const elapsed = () => Math.round(performance.now() - started);
  // The proof goes to the sandbox's own inbox only, and is not part of what the list shows.
  const sent =
    target.kind === 'url' && target.self ? { ...headers, ...target.self.header } : headers;
  try {
    const init: RequestInit = { method: 'POST', headers: sent, body, redirect: 'manual' };
    const timeout = new Promise<never>((_, reject) => {
      controller.signal.addEventListener('abort', () => reject(new Error('aborted')));
    });
    const response = await Promise.race([
      target.kind === 'url'
        ? // The sandbox's own inbox (`self`) is the one loopback target a shared console keeps.
          (target.self || !outbound ? fetch : outbound.fetch)(target.url, {
            ...init,
            method: 'POST',
            headers: sent,
            body,
            signal: controller.signal,
          })
        : target.fetch(new Request(`http://sandbox.invalid${target.path}`, init)),
      timeout,
    ]);
    const reply = await Promise.race([readReply(response), timeout]);
    return { status: response.status, error: statusError(response), durationMs: elapsed(), reply };
  } catch (error) {
    // A shared console says no more than this of a failure: no kind, no timing.
    const opaque = target.kind === 'url' && target.self ? null : opaqueFailure(outbound, error);
    return {
      status: null,
      error: opaque ?? describeError(error, timedOut, timeoutMs),
      durationMs: opaque === null ? elapsed() : 0,
      reply: '',
    };
  } finally {
    clearTimeout(timer);
  }
}
