/**
 * The merchant API's door against requests a browser sends for a page that did not mean to call
 * it (docs/sandbox.md, "The signed query"): a form, a link, an image, a no-cors `fetch`. None of
 * them can carry the signed headers of spec 5.1, so none is a merchant's call; answered like any
 * other, each would take a place in the traffic log, and a page posting them by the hundred
 * would empty it of a developer's own requests. On the query route such a request is refused before
 * the log sees it; elsewhere (an unknown path, the OpenAPI document a developer opens in a tab)
 * it is answered as usual and not logged.
 *
 * What is not refused: a program (no `Sec-Fetch-*`, no `Origin`: curl, a merchant's client), the
 * console on the sandbox's own origin, and a real CORS request from a console on another origin,
 * which sends the signed headers and so has passed a preflight (the API's CORS stays open).
 *
 * Ports do not make another site: a page on `localhost:3000` posting to `localhost:5180` is
 * `Sec-Fetch-Site: same-site`, as the developer's own tools on other ports are, so the site says
 * nothing here. What a page can send without asking the server first is what tells it apart:
 * the request's `Sec-Fetch-Mode`, and, where a browser sends no `Sec-Fetch-*` (plain `http:` off
 * localhost, as a team's console is), a request a preflight would not have let through carrying
 * another page's `Origin`.
 */
import { AUTH_HEADERS, CONTENT_TYPE_HEADER, HEADER } from '../../core/protocol/headers.ts';
import { SANDBOX_CODE } from '../../core/protocol/result-codes.ts';
import { quoteEcho } from '../http/echo-cut.ts';
import type { HeaderReader, SandboxRequest } from '../http/incoming-request.ts';
import { openToAnyOrigin } from '../http/open-cors.ts';
import { wireHeader } from '../http/wire-headers.ts';
import { envelopeResponse, failure } from './respond.ts';
import type { SandboxState } from './state.ts';

/** The modes of a request a page's script made and could read the answer of. */
const SCRIPT_MODES = new Set(['cors', 'same-origin']);

/** The content types a page may send without a preflight (Fetch, CORS-safelisted). */
const SIMPLE_TYPES = new Set([
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'text/plain',
]);

const SIMPLE_METHODS = new Set(['GET', 'HEAD', 'POST']);

/** Whether a browser could have sent this without a preflight: a simple method, type, headers. */
function sentWithoutPreflight(headers: HeaderReader, method: string): boolean {
  if (!SIMPLE_METHODS.has(method)) return false;
  if (AUTH_HEADERS.some((name) => headers.get(name) !== null)) return false;
  const type = headers.get(CONTENT_TYPE_HEADER);
  return type === null || SIMPLE_TYPES.has(type.split(';')[0]!.trim().toLowerCase());
}

const HOW =
  'call the API from a program, or from a page with fetch and the four signed headers of spec 5.1 (its CORS preflight is answered for any origin)';

/**
 * Why a browser's request for another page is refused, or null for a program, the console on
 * `ownOrigins` (the sandbox's origin and a public origin in front of it) or a real CORS request.
 */
export function pageRequestProblem(
  headers: HeaderReader,
  method: string,
  ownOrigins: readonly string[],
): string | null {
  const mode = headers.get('Sec-Fetch-Mode');
  if (mode !== null && !SCRIPT_MODES.has(mode)) {
    return `A browser sent this request for a page (Sec-Fetch-Mode: ${quoteEcho(mode)}: a form, a link, an image or a no-cors fetch), which cannot carry the signed headers, so the sandbox refuses it and does not log it; ${HOW}.`;
  }
  const origin = headers.get('Origin');
  if (origin !== null && !ownOrigins.includes(origin) && sentWithoutPreflight(headers, method)) {
    return `A page on ${quoteEcho(origin)} sent this request without the signed headers, as a form or a no-cors fetch does, so the sandbox refuses it and does not log it; ${HOW}.`;
  }
  return null;
}

/** {@link pageRequestProblem} of `request`, addressed to `selfOrigin`, to `state`'s sandbox. */
export function pageRequestOf(
  state: SandboxState,
  request: SandboxRequest,
  selfOrigin: string,
): string | null {
  const own = state.publicOrigin === null ? [selfOrigin] : [selfOrigin, state.publicOrigin];
  return pageRequestProblem(request.headers, request.method, own);
}

/**
 * The API's refusal of a browser's request for a page, saying `problem`: the envelope of spec 2,
 * signed for a known merchant and open to any origin like every API answer.
 */
export function pageRequestRefusal(
  state: SandboxState,
  request: SandboxRequest,
  problem: string,
): Response {
  const merchantId = wireHeader(request.headers, HEADER.merchantId);
  const envelope = failure(SANDBOX_CODE.pageRequest, problem);
  const response = envelopeResponse(state, merchantId, 403, envelope);
  openToAnyOrigin(response);
  return response;
}
