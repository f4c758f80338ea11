/**
 * The admin API's contract (core/sandbox-api) against the real sandbox over HTTP: every route of
 * the table is called as a client would, and its answer must parse with the route's schema and
 * hold no field the schema does not declare. Example bodies must parse with the request schemas.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MERCHANT } from '../../core/protocol/demo-merchant.ts';
import { QUERY_PATH } from '../../core/protocol/endpoint.ts';
import { fillPath } from '../../core/sandbox-api/route-path.ts';
import {
  SANDBOX_ADMIN_PREFIX,
  SANDBOX_ROUTES,
  type SandboxRoute,
  type SandboxRouteName,
} from '../../core/sandbox-api/routes.ts';
import { defaultSandboxConfig } from './config.ts';
import { startSandboxServer } from './serve-sandbox.ts';
import {
  freshNonce,
  nodeSign,
  SEEDED_ORDER_NO,
  signedQueryInit,
  startTestServer,
} from '../test-support/sandbox-client.ts';

const merchantId = DEMO_MERCHANT.merchantId;
let base = '';
const closers: (() => Promise<void>)[] = [];
/** What earlier calls produced that later ones name (an entry id, a notification id). */
const seen: { entryId?: string; notificationId?: string; receiver?: string } = {};

interface Example {
  /** The path parameters, filled into the table's path as a client does. */
  params?: () => Record<string, string>;
  query?: string;
  body?: () => unknown;
  headers?: () => Record<string, string>;
  after?: (json: Record<string, unknown>) => void;
}

const signedNotification = () => {
  const body = JSON.stringify({ merchant_order_no: SEEDED_ORDER_NO, status: 'SUCCESS' });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const nonce = freshNonce();
  return {
    body,
    headers: {
      'Content-Type': 'application/json',
      'X-MerchantID': merchantId,
      'X-Timestamp': timestamp,
      'X-Nonce': nonce,
      'X-Sign': nodeSign(DEMO_MERCHANT.testSecret, merchantId, timestamp, nonce, body),
    },
  };
};
const notification = signedNotification();

/** One call per route of the table, by its name: a new route without one does not compile. */
const EXAMPLES: Record<SandboxRouteName, Example> = {
  getInfo: {},
  listOrders: { query: 'limit=10' },
  createOrder: {
    body: () => ({
      merchant_order_no: 'ORD-CONTRACT-1',
      trans_amount: { currency: 'USD', value: '1.00' },
    }),
  },
  getFaults: {},
  setFaults: { body: () => ({ nonce: freshNonce(), amount_limit_code: 2006 }) },
  listRequests: {
    query: 'limit=5',
    after: (json) => {
      seen.entryId = (json as unknown as Array<{ id: string }>)[0]?.id;
    },
  },
  getRequest: { params: () => ({ id: seen.entryId! }) },
  clearRequests: {},
  setOrderStatus: {
    params: () => ({ merchant_order_no: SEEDED_ORDER_NO }),
    body: () => ({ status: 'SUCCESS', merchant_id: merchantId }),
    after: (json) => {
      seen.notificationId = String(json['notification_id']);
    },
  },
  sendTestWebhook: {
    body: () => ({ merchant_order_no: SEEDED_ORDER_NO, merchant_id: merchantId }),
  },
  getNotifyUrl: { params: () => ({ merchant_id: merchantId }) },
  setNotifyUrl: { params: () => ({ merchant_id: merchantId }), body: () => ({ url: null }) },
  receiveInInbox: {
    params: () => ({ merchant_id: merchantId }),
    body: () => notification.body,
    headers: () => notification.headers,
  },
  listInbox: { params: () => ({ merchant_id: merchantId }), query: 'limit=1000' },
  listDeliveries: { query: 'limit=3' },
  resendDelivery: { params: () => ({ notification_id: seen.notificationId! }) },
  checkReceiver: { body: () => ({ url: seen.receiver, merchantId }) },
};

beforeAll(async () => {
  const server = await startSandboxServer({ ...defaultSandboxConfig(), port: 0 });
  closers.push(server.close);
  base = server.url;
  // A webhook receiver written for the test: it accepts everything, the report grades it.
  const receiver = await startTestServer((_request, _body, response) => response.end('ok'));
  closers.push(receiver.close);
  seen.receiver = `${receiver.origin}/hook`;
  // One signed query and one refused one, so the traffic log has entries of both kinds.
  await (await fetch(`${base}${QUERY_PATH}`, signedQueryInit())).text();
  await (await fetch(`${base}${QUERY_PATH}`, signedQueryInit({ sign: '0'.repeat(64) }))).text();
});

afterAll(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

describe('the sandbox admin API contract', () => {
  for (const [name, route] of Object.entries(SANDBOX_ROUTES) as [
    SandboxRouteName,
    SandboxRoute,
  ][]) {
    it(`${name} (${route.method} ${route.path}): the real answer parses with its schema, nothing undeclared`, async () => {
      const example = EXAMPLES[name];
      const body = example.body?.();
      if (route.request && typeof body !== 'string') {
        expect(route.request.safeParse(body).success).toBe(true);
      }
      const path = fillPath(route.path, example.params?.() ?? {});
      const query = example.query === undefined ? '' : `?${example.query}`;
      const response = await fetch(`${base}${SANDBOX_ADMIN_PREFIX}${path}${query}`, {
        method: route.method,
        headers: example.headers?.() ?? { 'Content-Type': 'application/json' },
        ...(body === undefined
          ? {}
          : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
      });
      const json = (await response.json()) as Record<string, unknown>;
      expect({ status: response.status, json }).toMatchObject({ status: route.status ?? 200 });
      const parsed = route.answer.safeParse(json);
      expect(parsed.error?.issues ?? []).toEqual([]);
      // Zod drops undeclared keys: a field the contract does not name shows up as a difference.
      expect(parsed.data).toEqual(json);
      example.after?.(json);
    });
  }
});
