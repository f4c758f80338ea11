/**
 * What every request passes on its way to a route, as one middleware: the doors first (another
 * site's call to the admin routes, a browser's request for another page to the API), which the
 * traffic log never records, then the traffic log around it all, then, on
 * the API routes (not `/_sandbox/`), CORS and the fault switches. Hono runs each middleware as an
 * async step of its own (a dispatch, a closure, a promise); as one, a signed query with no fault
 * on takes a single step here, and each answer stays what the separate middlewares gave.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { IncomingMessage } from 'node:http';
import { faultMiddleware } from './faults/fault-middleware.ts';
import { faultsBeforeAnswer } from './faults/fault-catalog.ts';
import { corsPreflight, exposeToAnyOrigin } from '../http/open-cors.ts';
import { foreignCallProblem } from '../http/origin-guard.ts';
import type { SandboxState } from './state.ts';
import { trafficRecorder } from './traffic/traffic-middleware.ts';
import { isAdminPath } from './admin-path.ts';
import { pageRequestOf, pageRequestRefusal } from './page-request.ts';
import { QUERY_PATH } from '../../core/protocol/endpoint.ts';

/** The peer address of the socket a request came on; undefined in-process (`app.request`). */
function peerOf(c: Context): string | undefined {
  return (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket?.remoteAddress;
}

/** The middleware; mount it before every other. */
export function frontMiddleware(state: SandboxState): MiddlewareHandler {
  const traffic = trafficRecorder(state);
  const preflight = corsPreflight();
  const faults = faultMiddleware(state);
  return async (c, next) => {
    const path = c.req.path;
    const self = new URL(c.req.url).origin;
    const admin = isAdminPath(path);
    if (admin) {
      // The admin routes serve only the console on this origin (or programs without a browser
      // origin): no CORS for them, and any other site's call refused before it can change state.
      const problem = foreignCallProblem(
        c.req.raw.headers,
        self,
        state.allowedHosts,
        state.publicOrigin,
      );
      if (problem) return c.json({ error: problem }, 403);
    }
    // A browser's request for another page (`page-request.ts`): refused on the query route,
    // answered elsewhere, logged nowhere.
    const page = admin || c.req.method === 'OPTIONS' ? null : pageRequestOf(state, c.req.raw, self);
    if (page !== null && path === QUERY_PATH) return pageRequestRefusal(state, c.req.raw, page);
    const arrival = page === null ? traffic.arrive(c.req.raw, path, peerOf(c)) : undefined;
    // The sandbox's own routes get no CORS and no faults.
    if (admin) {
      await next();
    } else if (c.req.method === 'OPTIONS') {
      // As Hono's own chain does with an answer a middleware returns.
      const response = await preflight(c, next);
      if (response && !c.finalized) c.res = response;
    } else {
      if (faultsBeforeAnswer(state)) {
        const response = await faults(c, next);
        if (response && !c.finalized) c.res = response;
      } else {
        await next();
      }
      exposeToAnyOrigin(c);
    }
    if (arrival) traffic.answered(arrival, c.res);
  };
}
