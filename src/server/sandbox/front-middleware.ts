/**
 * What every request passes on its way to a route, as one middleware: the traffic log around
 * it all, then, on the API routes (not `/_sandbox/`), CORS and the fault switches. Hono runs each
 * middleware as an async step of its own (a dispatch, a closure, a promise); as one, a signed
 * query with no fault on takes a single step here, and each answer stays what the separate
 * middlewares gave.
 */
import type { MiddlewareHandler } from 'hono';
import { faultMiddleware } from './faults/fault-middleware.ts';
import { faultsBeforeAnswer } from './faults/fault-catalog.ts';
import { corsPreflight, exposeToAnyOrigin } from '../http/open-cors.ts';
import type { SandboxState } from './state.ts';
import { trafficRecorder } from './traffic/traffic-middleware.ts';
import { isAdminPath } from './admin-path.ts';

/** The middleware; mount it before every other. */
export function frontMiddleware(state: SandboxState): MiddlewareHandler {
  const traffic = trafficRecorder(state);
  const preflight = corsPreflight();
  const faults = faultMiddleware(state);
  return async (c, next) => {
    const path = c.req.path;
    const arrival = traffic.arrive(c.req.raw, path);
    // The sandbox's own routes get no CORS and no faults.
    if (isAdminPath(path)) {
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
