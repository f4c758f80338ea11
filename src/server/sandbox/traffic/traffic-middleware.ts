/**
 * Records each request the sandbox receives in its traffic log: the parts of spec 5.1 as they
 * arrived, the body bytes, and the answer's status, code and msg (spec 2 envelope); a signature
 * failure (spec 7 code 1003) is queued for the mistake search of spec 5.5 once answered.
 */
import { SANDBOX_CODE } from '../../../core/protocol/result-codes.ts';
import { isAdminPath } from '../admin-path.ts';
import { OPENAPI_PATH } from '../openapi/openapi-route.ts';
import { bodySeen, readStreamCapped } from '../../http/body.ts';
import type { BodySeen } from '../../http/incoming-request.ts';
import { MAX_BODY_BYTES } from '../config.ts';
import { builtEnvelope, failure, type ResponseEnvelope } from '../respond.ts';
import { fillPath } from '../../../core/sandbox-api/route-path.ts';
import { SANDBOX_ADMIN_PREFIX, SANDBOX_ROUTES } from '../../../core/sandbox-api/routes.ts';
import { DIAGNOSIS_POINTER, type SignatureFailureData } from '../../../core/sandbox-api/traffic.ts';
import type { TrafficDiagnosis } from './traffic-record.ts';
import type { SandboxState } from '../state.ts';
import { signedHeaders } from '../../http/wire-headers.ts';
import { memoIfAny, memoOf } from '../../http/request-memo.ts';
import { afterTheAnswers } from '../../http/end-of-turn.ts';
import type { SandboxRequest } from '../../http/incoming-request.ts';
import { requestSource, type RequestSource } from './request-source.ts';
import { echoText } from '../../http/echo-cut.ts';

/** Where the log itself is served: reading or clearing it is not traffic. */
const TRAFFIC_PATH = `${SANDBOX_ADMIN_PREFIX}${SANDBOX_ROUTES.listRequests.path}`;

/**
 * Whether a request goes into the log: everything but CORS preflights, the log's own routes,
 * and GET/HEAD reads of `/_sandbox/...` (which a console polls; they would push out traffic).
 */
function isRecorded(method: string, path: string): boolean {
  if (method === 'OPTIONS') return false;
  if (path === TRAFFIC_PATH || path.startsWith(`${TRAFFIC_PATH}/`)) return false;
  // Reading the interface description is not a call to the service.
  if (path === OPENAPI_PATH) return false;
  return !(isAdminPath(path) && (method === 'GET' || method === 'HEAD'));
}

const NO_BODY: BodySeen = { bytes: new Uint8Array(0), size: 0, truncated: false };

/**
 * Reads the body of a request whose route did not read it (another method, an unknown path, a
 * declared size over the cap), keeping at most `cap` bytes. Called once the answer is built.
 */
async function readUnreadBody(request: SandboxRequest, cap: number): Promise<BodySeen> {
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

/**
 * The answer's status, and its code and message from a JSON body: an envelope, or an admin
 * route's error.
 */
function answerOf(status: number, value: unknown): Answer {
  const answer: Answer = { status, code: null, msg: null };
  if (typeof value !== 'object' || value === null) return answer;
  const fields = value as Record<string, unknown>;
  if (typeof fields['code'] === 'number' || typeof fields['code'] === 'string') {
    answer.code = fields['code'];
  }
  if (typeof fields['msg'] === 'string') answer.msg = fields['msg'];
  else if (typeof fields['error'] === 'string') answer.msg = fields['error'];
  return answer;
}

/**
 * The answer's status, and its code and message: taken from the envelope when `respond.ts`
 * built the response, else read from a clone when the body is JSON.
 */
async function readAnswer(response: Response): Promise<Answer> {
  const built = builtEnvelope(response);
  if (built) return answerOf(response.status, built);
  if (!(response.headers.get('content-type') ?? '').includes('json')) {
    return { status: response.status, code: null, msg: null };
  }
  try {
    return answerOf(response.status, JSON.parse(await response.clone().text()));
  } catch {
    // Not an envelope: keep the status alone.
    return { status: response.status, code: null, msg: null };
  }
}

/**
 * The 1003 refusal: the detailed `msg` and, while diagnosis is on, `data.traffic_entry` naming the
 * log entry where the diagnosis will be; the real service's terse message when off.
 */
export function signatureFailure(
  state: SandboxState,
  request: SandboxRequest,
  detailed: string,
): ResponseEnvelope {
  const code = SANDBOX_CODE.signatureFailed;
  if (state.config.diagnose === 'off') return failure(code, 'Signature verification failed.');
  const id = memoIfAny(request)?.trafficId;
  if (id === undefined) return failure(code, detailed);
  const entry = fillPath(SANDBOX_ROUTES.getRequest.path, { id });
  const data: SignatureFailureData = {
    traffic_entry: `${state.config.mountPath ?? ''}${SANDBOX_ADMIN_PREFIX}${entry}`,
  };
  return { code, msg: `${detailed} ${DIAGNOSIS_POINTER}`, data };
}

/** A request on its way, as the recorder saw it arrive. */
interface Arrival {
  path: string;
  request: SandboxRequest;
  id: string;
  source: RequestSource;
  /** When the request arrived, sandbox clock milliseconds. */
  arrived: number;
}

/** Sees each request arrive and be answered; see {@link trafficRecorder}. */
export interface TrafficRecorder {
  /**
   * Reserves the entry of a request that goes into the log, which came from `peer` (undefined
   * through no socket); undefined for one that does not go into the log.
   */
  arrive(request: SandboxRequest, path: string, peer: string | undefined): Arrival | undefined;
  /** Records the answer, once built, of a request {@link TrafficRecorder.arrive} reserved. */
  answered(arrival: Arrival, response: Response): void;
}

/**
 * The traffic log's view of every request, to run around every route. The body is what the
 * route read (`body.ts` keeps it), or is read once the answer is built when the route did not;
 * the answer's code and msg come from where the envelope was built. The log entry and the
 * queued diagnosis are made off the response path (spec 5.5 diagnosis runs after answering).
 */
export function trafficRecorder(state: SandboxState): TrafficRecorder {
  return {
    arrive(request, path, peer) {
      if (!isRecorded(request.method, path)) return undefined;
      const id = state.traffic.nextId();
      memoOf(request).trafficId = id;
      return { path, request, id, source: requestSource(request, peer), arrived: state.now() };
    },
    answered(arrival, response) {
      const read = bodySeen(arrival.request);
      const built = builtEnvelope(response);
      if (read && built) {
        // Written once this turn's answers are on their way.
        const seen = { arrival, copy: read, answer: answerOf(response.status, built) };
        afterTheAnswers(() => log(state, seen));
        return;
      }
      const body = read ? Promise.resolve(read) : readUnreadBody(arrival.request, MAX_BODY_BYTES);
      Promise.all([body, readAnswer(response)])
        .then(([copy, answer]) => log(state, { arrival, copy, answer }))
        .catch((error: unknown) => console.error('sandbox: traffic log', error));
    },
  };
}

/** A request as the log will record it. */
interface Seen {
  arrival: Arrival;
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

function record(state: SandboxState, { arrival, copy: body, answer }: Seen) {
  const { request, id, source } = arrival;
  const values = signedHeaders(request);
  let diagnosis: TrafficDiagnosis | null = null;
  const merchant =
    answer.code === SANDBOX_CODE.signatureFailed && state.config.diagnose === 'on'
      ? state.merchant(values.merchantId)
      : undefined;
  if (merchant) {
    diagnosis = state.diagnosis.enqueue({
      entryId: id,
      source: source.key,
      merchant,
      timestamp: values.timestamp ?? '',
      nonce: values.nonce ?? '',
      body: body.bytes,
      receivedSign: values.sign ?? '',
      userAgent: values.userAgent,
    });
  }
  state.traffic.add({
    id,
    source,
    arrived: arrival.arrived,
    method: request.method,
    // Cut as every echoed value is, its size said in the text: a long path is not kept whole.
    path: echoText(arrival.path),
    headers: values,
    body,
    status: answer.status,
    code: answer.code,
    msg: answer.msg,
    diagnosis,
  });
}
