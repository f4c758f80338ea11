/**
 * The admin API's contract (core/sandbox-api) against the real sandbox over HTTP: every route of
 * the table is called as a client would, and its answer must parse with the route's schema and
 * hold no field the schema does not declare. Example bodies must parse with the request schemas.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MERCHANT } from '../../core/protocol/demo-merchant.ts';
import { QUERY_PATH } from '../../core/protocol/endpoint.ts';
import { SANDBOX_ADMIN_PREFIX, SANDBOX_ROUTES } from '../../core/sandbox-api/routes.ts';
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
  path: () => string;
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

/** One call per route, keyed `METHOD path` as the table spells it. */
const EXAMPLES: Record<string, Example> = {
  'GET /info': { path: () => '/info' },
  'GET /orders': { path: () => '/orders' },
  'POST /orders': {
    path: () => '/orders',
    body: () => ({
      merchant_order_no: 'ORD-CONTRACT-1',
      trans_amount: { currency: 'USD', value: '1.00' },
    }),
  },
  'GET /faults': { path: () => '/faults' },
  'PUT /faults': {
    path: () => '/faults',
    body: () => ({ nonce: freshNonce(), amount_limit_code: 2006 }),
  },
  'GET /requests': {
    path: () => '/requests?limit=5',
    after: (json) => {
      seen.entryId = (json as unknown as Array<{ id: string }>)[0]?.id;
    },
  },
  'GET /requests/{id}': { path: () => `/requests/${seen.entryId}` },
  'DELETE /requests': { path: () => '/requests' },
  'POST /orders/{merchant_order_no}/status': {
    path: () => `/orders/${SEEDED_ORDER_NO}/status`,
    body: () => ({ status: 'SUCCESS', merchant_id: merchantId }),
    after: (json) => {
      seen.notificationId = String(json['notification_id']);
    },
  },
  'POST /webhooks/test': {
    path: () => '/webhooks/test',
    body: () => ({ merchant_order_no: SEEDED_ORDER_NO, merchant_id: merchantId }),
  },
  'GET /merchants/{id}/notify-url': { path: () => `/merchants/${merchantId}/notify-url` },
  'PUT /merchants/{id}/notify-url': {
    path: () => `/merchants/${merchantId}/notify-url`,
    body: () => ({ url: null }),
  },
  'POST /inbox/{merchant_id}': {
    path: () => `/inbox/${merchantId}`,
    body: () => notification.body,
    headers: () => notification.headers,
  },
  'GET /inbox/{merchant_id}': { path: () => `/inbox/${merchantId}` },
  'GET /deliveries': { path: () => '/deliveries' },
  'POST /deliveries/{notificationId}/resend': {
    path: () => `/deliveries/${seen.notificationId}/resend`,
  },
  'POST /receiver-check': {
    path: () => '/receiver-check',
    body: () => ({ url: seen.receiver, merchantId }),
  },
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
  it('has one example call for every route of the table, and no other', () => {
    const keys = SANDBOX_ROUTES.map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.slice().sort()).toEqual(Object.keys(EXAMPLES).sort());
  });

  for (const route of SANDBOX_ROUTES) {
    const key = `${route.method} ${route.path}`;
    it(`${key}: the real answer parses with its schema, nothing undeclared`, async () => {
      const example = EXAMPLES[key]!;
      const body = example.body?.();
      if (route.request && typeof body !== 'string') {
        expect(route.request.safeParse(body).success).toBe(true);
      }
      const response = await fetch(`${base}${SANDBOX_ADMIN_PREFIX}${example.path()}`, {
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
