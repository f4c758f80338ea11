/**
 * Records each request the sandbox receives in its traffic log: the parts of spec 5.1 as they
 * arrived, the body bytes, and the answer's status, code and msg (spec 2 envelope); a signature
 * failure (spec 7 code 1003) is queued for the mistake search of spec 5.5 once answered.
 */
import type { MiddlewareHandler } from 'hono';
import { decodeUtf8 } from '../core/bytes.ts';
import { SANDBOX_CODE } from '../core/result-codes.ts';
import { bodySeen, readStreamCapped, type BodySeen } from './body.ts';
import { MAX_BODY_BYTES } from './config.ts';
import { builtEnvelope } from './respond.ts';
import { BODY_EXCERPT_BYTES, type TrafficDiagnosis } from './traffic-log.ts';
import type { SandboxState } from './state.ts';
import { signedHeaders } from './wire-headers.ts';

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

const NO_BODY: BodySeen = { bytes: new Uint8Array(0), size: 0, truncated: false };

/**
 * Reads the body of a request whose route did not read it (another method, an unknown path, a
 * declared size over the cap), keeping at most `cap` bytes. Called once the answer is built.
 */
async function readUnreadBody(request: Request, cap: number): Promise<BodySeen> {
  if (request.method === 'GET' || request.method === 'HEAD' || request.bodyUsed) return NO_BODY;
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (declared <= cap) {
    const bytes = new Uint8Array(await request.arrayBuffer());
    return {
      bytes: bytes.subarray(0, cap),
      size: bytes.byteLength,
      truncated: bytes.byteLength > cap,
    };
  }
  if (!request.body) return NO_BODY;
  const read = await readStreamCapped(request.body, cap);
  const size = !read.fits && declared > read.size ? declared : read.size;
  return { bytes: read.bytes, size, truncated: !read.fits };
}

interface Answer {
  status: number;
  code: number | string | null;
  msg: string | null;
}

/** The answer's code and message from a JSON body: an envelope, or an admin route's error. */
function answerFields(value: unknown): Omit<Answer, 'status'> {
  let code: number | string | null = null;
  let msg: string | null = null;
  if (typeof value !== 'object' || value === null) return { code, msg };
  const fields = value as Record<string, unknown>;
  if (typeof fields['code'] === 'number' || typeof fields['code'] === 'string') {
    code = fields['code'];
  }
  if (typeof fields['msg'] === 'string') msg = fields['msg'];
  else if (typeof fields['error'] === 'string') msg = fields['error'];
  return { code, msg };
}

/**
 * The answer's status, and its code and message: taken from the envelope when `respond.ts`
 * built the response, else read from a clone when the body is JSON.
 */
async function readAnswer(response: Response): Promise<Answer> {
  const built = builtEnvelope(response);
  if (built) return { status: response.status, ...answerFields(built) };
  if (!(response.headers.get('content-type') ?? '').includes('json')) {
    return { status: response.status, code: null, msg: null };
  }
  try {
    return { status: response.status, ...answerFields(JSON.parse(await response.clone().text())) };
  } catch {
    // Not an envelope: keep the status alone.
    return { status: response.status, code: null, msg: null };
  }
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
 * The middleware; mount it before every route. The body is what the route read (`body.ts` keeps
 * it), or is read once the answer is built when the route did not; the answer's code and msg
 * come from where the envelope was built. The log entry and the queued diagnosis are made off
 * the response path (spec 5.5 diagnosis runs after answering).
 */
export function trafficMiddleware(state: SandboxState): MiddlewareHandler {
  // Entries known when their answer is built, written together once those answers are on
  // their way: one deferred step per burst of requests rather than one per request.
  const queued: Seen[] = [];
  const writeQueued = () => {
    for (const seen of queued) log(state, seen);
    queued.length = 0;
  };
  return async (c, next) => {
    const request = c.req.raw;
    const path = c.req.path;
    if (!isRecorded(request.method, path)) return next();
    const id = state.traffic.nextId();
    state.trafficIds.set(request, id);
    const arrived = state.now();
    await next();
    const response = c.res;
    const read = bodySeen(request);
    const built = builtEnvelope(response);
    if (read && built) {
      const answer = { status: response.status, ...answerFields(built) };
      if (queued.push({ path, request, id, arrived, copy: read, answer }) === 1) {
        setImmediate(writeQueued);
      }
      return;
    }
    const body = read ? Promise.resolve(read) : readUnreadBody(request, MAX_BODY_BYTES);
    Promise.all([body, readAnswer(response)])
      .then(([copy, answer]) => log(state, { path, request, id, arrived, copy, answer }))
      .catch((error: unknown) => console.error('sandbox: traffic log', error));
  };
}

/** A request as the log will record it. */
interface Seen {
  path: string;
  request: Request;
  id: string;
  /** When the request arrived, sandbox clock milliseconds. */
  arrived: number;
  copy: BodySeen;
  answer: Answer;
}

/** Writes the entry; a failure to log is reported, never thrown at the server. */
function log(state: SandboxState, seen: Seen): void {
  try {
    record(state, seen);
  } catch (error) {
    console.error('sandbox: traffic log', error);
  }
}

function record(state: SandboxState, { path, request, id, arrived, copy: body, answer }: Seen) {
  const values = signedHeaders(request);
  const merchant = state.merchant(values.merchantId);
  let diagnosis: TrafficDiagnosis | null = null;
  if (answer.code === SANDBOX_CODE.signatureFailed && merchant && state.config.diagnose === 'on') {
    diagnosis = state.diagnosis.enqueue({
      entryId: id,
      merchant,
      timestamp: values.timestamp ?? '',
      nonce: values.nonce ?? '',
      body: body.bytes,
      receivedSign: values.sign ?? '',
    });
  }
  state.traffic.add({
    bytes: body.bytes,
    entry: {
      id,
      time: new Date(arrived).toISOString(),
      method: request.method,
      path,
      merchantId: values.merchantId ?? null,
      timestamp: values.timestamp ?? null,
      nonce: values.nonce ?? null,
      contentType: values.contentType ?? null,
      bodyBytes: body.size,
      body: decodeUtf8(body.bytes.subarray(0, BODY_EXCERPT_BYTES)),
      bodyTruncated: body.truncated || body.bytes.length > BODY_EXCERPT_BYTES,
      receivedSign: values.sign ?? null,
      ...answer,
      kind: path.startsWith('/_sandbox/') ? 'admin' : 'api',
      diagnosis,
    },
  });
}
