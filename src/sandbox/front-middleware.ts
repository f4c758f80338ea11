/**
 * What every request passes on its way to a route, as one middleware: the traffic log around
 * it all, then, on the API routes (not `/_sandbox/`), CORS and the fault switches. Hono runs each
 * middleware as an async step of its own (a dispatch, a closure, a promise); as one, a signed
 * query with no fault on takes a single step here, and each answer stays what the separate
 * middlewares gave.
 */
import type { MiddlewareHandler } from 'hono';
import { faultMiddleware, faultsBeforeAnswer } from './fault-middleware.ts';
import { corsPreflight, exposeToAnyOrigin } from './open-cors.ts';
import type { SandboxState } from './state.ts';
import { trafficRecorder } from './traffic-middleware.ts';

/** Where the sandbox's own routes live (outside the spec's `/api/`): no CORS, no faults. */
export const ADMIN_PATH = '/_sandbox';

/** The middleware; mount it before every other. */
export function frontMiddleware(state: SandboxState): MiddlewareHandler {
  const traffic = trafficRecorder(state);
  const preflight = corsPreflight();
  const faults = faultMiddleware(state);
  return async (c, next) => {
    const path = c.req.path;
    const arrival = traffic.arrive(c.req.raw, path);
    if (path.startsWith(`${ADMIN_PATH}/`)) {
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
