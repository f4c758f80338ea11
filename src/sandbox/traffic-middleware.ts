/**
 * Records each request the sandbox receives in its traffic log: the parts of spec 5.1 as they
 * arrived, the body bytes, and the answer's status, code and msg (spec 2 envelope); a signature
 * failure (spec 7 code 1003) is queued for the mistake search of spec 5.5 once answered.
 */
import type { MiddlewareHandler } from 'hono';
import { decodeUtf8 } from '../core/bytes.ts';
import { HEADER } from '../core/request-parts.ts';
import { SANDBOX_CODE } from '../core/result-codes.ts';
import { MAX_BODY_BYTES } from './config.ts';
import { BODY_EXCERPT_BYTES, type TrafficDiagnosis } from './traffic-log.ts';
import type { SandboxState } from './state.ts';
import { wireHeader } from './wire-headers.ts';

/** Where the log itself is served: reading or clearing it is not traffic. */
export const TRAFFIC_PATH = '/_sandbox/requests';

/**
 * Whether a request goes into the log: everything but CORS preflights, the log's own routes,
 * and GET/HEAD reads of `/_sandbox/...` (which a console polls; they would push out traffic).
 */
export function isRecorded(method: string, path: string): boolean {
  if (method === 'OPTIONS') return false;
  if (path === TRAFFIC_PATH || path.startsWith(`${TRAFFIC_PATH}/`)) return false;
  const admin = path.startsWith('/_sandbox/');
  return !(admin && (method === 'GET' || method === 'HEAD'));
}

interface BodyCopy {
  bytes: Uint8Array;
  size: number;
  truncated: boolean;
}

/** Reads a copy of the body, keeping at most `cap` bytes (the sandbox reads no more itself). */
async function copyBody(request: Request, cap: number): Promise<BodyCopy> {
  if (!request.body) return { bytes: new Uint8Array(0), size: 0, truncated: false };
  const reader = request.clone().body?.getReader();
  if (!reader) return { bytes: new Uint8Array(0), size: 0, truncated: false };
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value.subarray(0, Math.max(0, cap - size)));
    size += value.byteLength;
    if (size > cap) {
      // Not awaited: cancelling one branch of a tee settles only once the other branch is
      // cancelled too, which the handler does after this middleware lets it run.
      reader.cancel().catch(() => undefined);
      break;
    }
  }
  const bytes = new Uint8Array(Math.min(size, cap));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  const declared = Number(request.headers.get('content-length'));
  const truncated = size > cap;
  return { bytes, size: truncated && declared > size ? declared : size, truncated };
}

interface Answer {
  status: number;
  code: number | string | null;
  msg: string | null;
}

/** The answer's status, and its code and message when it is a JSON envelope or admin error. */
async function readAnswer(response: Response): Promise<Answer> {
  let code: number | string | null = null;
  let msg: string | null = null;
  if ((response.headers.get('content-type') ?? '').includes('json')) {
    try {
      const value = JSON.parse(await response.clone().text()) as Record<string, unknown>;
      if (typeof value['code'] === 'number' || typeof value['code'] === 'string') {
        code = value['code'];
      }
      if (typeof value['msg'] === 'string') msg = value['msg'];
      else if (typeof value['error'] === 'string') msg = value['error'];
    } catch {
      // Not an envelope: keep the status alone.
    }
  }
  return { status: response.status, code, msg };
}

/** The 1003 `msg`, pointing at the log entry, or the real service's terse message when off. */
export function signatureFailureMessage(
  state: SandboxState,
  request: Request,
  detailed: string,
): string {
  if (state.config.diagnose === 'off') return 'Signature verification failed.';
  const id = state.trafficIds.get(request);
  if (id === undefined) return detailed;
  return `${detailed} Diagnosis: the sandbox searches the spec 5.5 mistakes after answering; see GET /_sandbox/requests/${id}.`;
}

/**
 * The middleware; mount it before every route. The body copy is read alongside the handler and
 * the answer is read from a clone after it is handed back, so the log and the queued diagnosis
 * stay off the response path (spec 5.5 diagnosis runs after answering).
 */
export function trafficMiddleware(state: SandboxState): MiddlewareHandler {
  return async (c, next) => {
    const request = c.req.raw;
    if (!isRecorded(request.method, c.req.path)) return next();
    const id = state.traffic.nextId();
    state.trafficIds.set(request, id);
    const time = new Date(state.now()).toISOString();
    const body = copyBody(request, MAX_BODY_BYTES);
    await next();
    const answer = readAnswer(c.res);
    Promise.all([body, answer])
      .then(([copy, read]) => record(state, c.req.path, request, { id, time, copy, answer: read }))
      .catch((error: unknown) => console.error('sandbox: traffic log', error));
  };
}

function record(
  state: SandboxState,
  path: string,
  request: Request,
  { id, time, copy: body, answer }: { id: string; time: string; copy: BodyCopy; answer: Answer },
) {
  const header = (name: string) => wireHeader(request.headers, name) ?? null;
  const merchant = state.merchant(header(HEADER.merchantId) ?? undefined);
  let diagnosis: TrafficDiagnosis | null = null;
  if (answer.code === SANDBOX_CODE.signatureFailed && merchant && state.config.diagnose === 'on') {
    diagnosis = state.diagnosis.enqueue({
      entryId: id,
      merchant,
      timestamp: header(HEADER.timestamp) ?? '',
      nonce: header(HEADER.nonce) ?? '',
      body: body.bytes,
      receivedSign: header(HEADER.sign) ?? '',
    });
  }
  state.traffic.add({
    bytes: body.bytes,
    entry: {
      id,
      time,
      method: request.method,
      path,
      merchantId: header(HEADER.merchantId),
      timestamp: header(HEADER.timestamp),
      nonce: header(HEADER.nonce),
      contentType: header('Content-Type'),
      bodyBytes: body.size,
      body: decodeUtf8(body.bytes.subarray(0, BODY_EXCERPT_BYTES)),
      bodyTruncated: body.truncated || body.bytes.length > BODY_EXCERPT_BYTES,
      receivedSign: header(HEADER.sign),
      ...answer,
      kind: path.startsWith('/_sandbox/') ? 'admin' : 'api',
      diagnosis,
    },
  });
}
