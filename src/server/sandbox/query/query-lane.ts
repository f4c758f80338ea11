/**
 * The signed query of spec 4 answered straight from Node's request: the operation an
 * integrator's program calls over and over, spared the web Request/Response adaptor and Hono's
 * routing and middleware steps, a large share of its time under load. It answers as
 * the app does, through the same checks and envelope (`queryResponse`), the same CORS headers
 * and the same traffic log. Every other request goes to the app, and so does a query whose body
 * has no declared size or one over the limit (the app reads those as a stream, capped), or that
 * meets a fault the catalog marks as acting before the answer (`fault-catalog.ts`). Both the
 * console server (`npm start`) and the Vite plugin (`npm run dev`) put this lane in front.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NodeLane } from '../../http/listen.ts';
import { QUERY_PATH } from '../../../core/protocol/endpoint.ts';
import { MAX_BODY_BYTES } from '../config.ts';
import { sendAtEndOfTurn } from '../../http/end-of-turn.ts';
import { errorAnswer } from '../../http/error-answer.ts';
import { faultsBeforeAnswer } from '../faults/fault-catalog.ts';
import { incomingRequest } from '../../http/incoming-request.ts';
import { openToAnyOrigin } from '../../http/open-cors.ts';
import { queryResponse } from './query-route.ts';
import type { SandboxState } from '../state.ts';
import { outgoingHeaders, setResponseHeader, unreadText } from '../../http/text-response.ts';
import { trafficRecorder } from '../traffic/traffic-middleware.ts';
import { pageRequestOf, pageRequestRefusal } from '../page-request.ts';

export interface QueryLaneOptions {
  /** Where the sandbox's routes start: '' on its own server, `/sandbox` in the console's. */
  prefix?: string;
  /** Headers the server around the sandbox sets on every answer (the console's security headers). */
  headers?: Readonly<Record<string, string>>;
}

/** Whether the body has a declared size within the limit, so it can be read in one piece. */
function declaredWithinLimit(incoming: IncomingMessage): boolean {
  const declared = incoming.headers['content-length'];
  return (
    incoming.headers['transfer-encoding'] === undefined &&
    declared !== undefined &&
    /^\d+$/.test(declared) &&
    Number(declared) <= MAX_BODY_BYTES
  );
}

/** The lane for `state`'s sandbox, for `listen` to try before the app. */
export function queryLane(
  state: SandboxState,
  { prefix = '', headers = {} }: QueryLaneOptions = {},
): NodeLane {
  const path = `${prefix}${QUERY_PATH}`;
  const traffic = trafficRecorder(state);
  const answer = async (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const request = incomingRequest(incoming);
    // A browser's request for another page is refused before the log sees it (`page-request.ts`).
    const page = pageRequestOf(state, request, `http://${incoming.headers.host ?? ''}`);
    const arrival =
      page === null
        ? traffic.arrive(request, QUERY_PATH, incoming.socket.remoteAddress)
        : undefined;
    const response =
      page === null
        ? await queryResponse(state, request).catch((error: unknown) => errorAnswer(error, false))
        : pageRequestRefusal(state, request, page);
    // A refused request's body is never read: let it drain.
    if (page !== null) incoming.resume();
    // Both answers are text responses: their headers can always be set.
    openToAnyOrigin(response);
    for (const name of Object.keys(headers)) setResponseHeader(response, name, headers[name]!);
    sendAtEndOfTurn(outgoing, response.status, outgoingHeaders(response), unreadText(response)!);
    if (arrival) traffic.answered(arrival, response);
  };
  return (incoming, outgoing) => {
    if (incoming.method !== 'POST' || incoming.url !== path) return false;
    if (!declaredWithinLimit(incoming) || faultsBeforeAnswer(state)) return false;
    answer(incoming, outgoing).catch((error: unknown) => {
      console.error('sandbox: unexpected error', error);
      outgoing.destroy();
    });
    return true;
  };
}
