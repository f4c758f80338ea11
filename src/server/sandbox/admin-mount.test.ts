/**
 * The admin routes are mounted from the route table: a handler's answer outside its route's
 * schema is a bug answered 500 (never sent as if it were the contract), a query outside the
 * route's query schema is refused 400, and the path parameters reach the handler by the table's
 * names.
 */
import { describe, expect, it, vi } from 'vitest';
import { Hono } from 'hono';
import { SANDBOX_ROUTES } from '../../core/sandbox-api/routes.ts';
import { fillPath } from '../../core/sandbox-api/route-path.ts';
import { errorAnswer } from '../http/error-answer.ts';
import { coreAdminHandlers } from './admin-routes.ts';
import { mountAdminRoutes, type AdminHandlers } from './admin-mount.ts';
import { defaultSandboxConfig } from './config.ts';
import { createSandboxState } from './state.ts';
import { trafficHandlers } from './traffic/traffic-routes.ts';
import { webhookHandlers } from './webhooks/webhook-routes.ts';
import { receiverCheckHandlers } from './webhooks/receiver-check-route.ts';

function adminApp(override: Partial<AdminHandlers>) {
  const state = createSandboxState(defaultSandboxConfig());
  const app = new Hono();
  app.route(
    '/',
    mountAdminRoutes({
      ...coreAdminHandlers(state),
      ...trafficHandlers(state),
      ...webhookHandlers(state),
      ...receiverCheckHandlers(state),
      ...override,
    }),
  );
  app.onError((error) => errorAnswer(error, false));
  return app;
}

describe('mounting the admin routes from the table', () => {
  it('answers 500 when a handler answers outside its route schema', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const app = adminApp({
      // A handler that drifted from the contract: `orders` must be a list.
      listOrders: () => ({ json: { orders: 'none' } as never }),
    });
    const response = await app.request(SANDBOX_ROUTES.listOrders.path);
    expect(response.status).toBe(500);
    expect(String(quiet.mock.calls[0]?.[1])).toMatch(/GET \/orders answered outside its schema/);
    quiet.mockRestore();
  });

  it("refuses a query outside the route's query schema", async () => {
    const response = await adminApp({}).request(`${SANDBOX_ROUTES.listRequests.path}?limit=1001`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: expect.stringMatching(/limit/) });
  });

  it("hands the handler the path parameters by the table's names", async () => {
    const seen: string[] = [];
    const app = adminApp({
      getNotifyUrl: ({ params }) => {
        seen.push(params.merchant_id);
        return { json: { merchant_id: params.merchant_id, url: null, effective: 'inbox' } };
      },
    });
    const path = fillPath(SANDBOX_ROUTES.getNotifyUrl.path, { merchant_id: 'M 1/2' });
    const response = await app.request(path);
    expect(response.status).toBe(200);
    expect(seen).toEqual(['M 1/2']);
  });
});
