/**
 * The sandbox: a spec-conformant test environment of the Merchant Payment Service as a Hono
 * app, with routes at the root (`/api/v1/payments/query`, `/_sandbox/...`). Serve it standalone
 * (`standalone.ts`), inside the console server at `/sandbox` (`serve-console.ts`), or in Vite.
 */
import { Hono } from 'hono';
import { QUERY_PATH } from '../../core/protocol/endpoint.ts';
import { HEADER } from '../../core/protocol/headers.ts';
import { SANDBOX_CODE } from '../../core/protocol/result-codes.ts';
import { coreAdminHandlers } from './admin-routes.ts';
import { mountAdminRoutes } from './admin-mount.ts';
import type { SandboxConfig } from './config.ts';
import { queryHandler } from './query/query-route.ts';
import { openApiRoute } from './openapi/openapi-route.ts';
import { envelopeResponse, failure } from './respond.ts';
import { createSandboxState, type SandboxDeps } from './state.ts';
import { trafficHandlers } from './traffic/traffic-routes.ts';
import { webhookHandlers } from './webhooks/webhook-routes.ts';
import { receiverCheckHandlers } from './webhooks/receiver-check-route.ts';
import { wireHeader } from '../http/wire-headers.ts';
import { SANDBOX_ADMIN_PREFIX } from '../../core/sandbox-api/routes.ts';
import { frontMiddleware } from './front-middleware.ts';
import { errorAnswer } from '../http/error-answer.ts';
import { echoText } from '../http/echo-cut.ts';
import type { NodeLane } from '../http/listen.ts';
import { queryLane, type QueryLaneOptions } from './query/query-lane.ts';

/**
 * Builds the sandbox app: the query operation of spec 4 with the checks of spec 5.5 and signed
 * responses of spec 5.3, the admin routes, and CORS open to any origin with the signed headers
 * exposed, so a console on another origin can verify responses. `deps.now` (milliseconds) and
 * `deps.random` make the clock and nonces deterministic in tests.
 */
export function createSandboxApp(config: SandboxConfig, deps: SandboxDeps = {}): Hono {
  return createSandbox(config, deps).app;
}

/** The sandbox as a Node server runs it: the app, and the lane for its signed queries. */
export interface Sandbox {
  app: Hono;
  /** The lane that answers the app's signed queries straight from Node (`query-lane.ts`). */
  queryLane(options?: QueryLaneOptions): NodeLane;
  /** Whether a request carries the proof of this sandbox's own deliveries to its inbox. */
  isOwnDelivery(headers: Headers): boolean;
}

/** Builds the sandbox app ({@link createSandboxApp}) with its query lane, over one state. */
export function createSandbox(config: SandboxConfig, deps: SandboxDeps = {}): Sandbox {
  const state = createSandboxState(config, deps);
  const app = new Hono();

  // Also the doors: another site's call to the admin routes, a page's browser request to the API.
  app.use('*', frontMiddleware(state));
  app.all(QUERY_PATH, queryHandler(state));
  app.route('/', openApiRoute(state));
  app.route(
    SANDBOX_ADMIN_PREFIX,
    mountAdminRoutes({
      ...coreAdminHandlers(state),
      ...trafficHandlers(state),
      ...webhookHandlers(state),
      ...receiverCheckHandlers(state),
    }),
  );

  app.notFound((c) => {
    const merchantId = wireHeader(c.req.raw.headers, HEADER.merchantId);
    const msg = `No route ${echoText(c.req.method)} ${echoText(c.req.path)}; the spec's operation is POST ${QUERY_PATH} (spec 4).`;
    return envelopeResponse(state, merchantId, 404, failure(SANDBOX_CODE.orderNotFound, msg));
  });

  app.onError((error, c) => errorAnswer(error, c.req.raw.signal.aborted));

  state.selfFetch = async (request) => app.fetch(request);
  return {
    app,
    queryLane: (options) => queryLane(state, options),
    isOwnDelivery: (headers) => state.selfDelivery.proves(headers),
  };
}
