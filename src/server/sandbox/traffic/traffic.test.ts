/**
 * The traffic log over real HTTP, driven by the tests' node:crypto client (test-support):
 * each common mistake of spec 5.5 is logged with the cause the mistake search names, and the
 * log never holds a secret.
 */
import {
  signatureFailureDataSchema,
  type TrafficDetail,
} from '../../../core/sandbox-api/traffic.ts';
import { SANDBOX_ROUTES } from '../../../core/sandbox-api/routes.ts';
import { adminCall } from '../../test-support/admin-client.ts';
import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_MERCHANT } from '../../../core/protocol/demo-merchant.ts';
import { QUERY_PATH } from '../../../core/protocol/endpoint.ts';
import { defaultSandboxConfig, type SandboxConfig } from '../config.ts';
import { startSandboxServer } from '../serve-sandbox.ts';
import type { SandboxDeps } from '../state.ts';
import { freshNonce, queryInit } from '../../test-support/sandbox-client.ts';

const M = DEMO_MERCHANT.merchantId;
const BODY = '{"merchant_order_no":"ORD-20231114-0001"}';
const servers: { close(): Promise<void> }[] = [];

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function start(change: Partial<SandboxConfig> = {}, deps: SandboxDeps = {}) {
  const server = await startSandboxServer({ ...defaultSandboxConfig(), port: 0, ...change }, deps);
  servers.push(server);
  return server.url;
}

interface Send {
  payload?: (parts: { timestamp: string; nonce: string }) => string | Buffer;
  secret?: string;
  body?: string | Buffer;
}

/** A query signed with node:crypto (test-support); `payload` replaces the string to sign. */
async function send(base: string, { payload, secret, body = BODY }: Send = {}) {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const nonce = freshNonce();
  const sign = payload
    ? createHmac('sha256', secret ?? DEMO_MERCHANT.testSecret)
        .update(payload({ timestamp, nonce }))
        .digest('hex')
    : undefined;
  const init = queryInit({
    body,
    timestamp,
    nonce,
    ...(secret === undefined ? {} : { secret }),
    ...(sign === undefined ? {} : { sign }),
  });
  const response = await fetch(`${base}${QUERY_PATH}`, init);
  return {
    status: response.status,
    envelope: (await response.json()) as { msg: string; data: unknown },
  };
}

/** Polls the entry the 401 msg points at until its search has finished (bounded wait). */
async function settledEntry(base: string, envelope: { data: unknown }): Promise<TrafficDetail> {
  const path = signatureFailureDataSchema.parse(envelope.data).traffic_entry;
  const id = path.slice(path.lastIndexOf('/') + 1);
  const deadline = Date.now() + 10_000;
  for (;;) {
    const entry = await adminCall(base, SANDBOX_ROUTES.getRequest, { params: { id } });
    if (entry.diagnosis?.state !== 'pending' || Date.now() > deadline) return entry;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the traffic log names the mistake of each failing request', { timeout: 20_000 }, () => {
  it.each([
    [
      'CR LF separators',
      { payload: ({ timestamp, nonce }) => `${M}\r\n${timestamp}\r\n${nonce}\r\n${BODY}` },
      ['CRLF_SEPARATORS'],
    ],
    ['the production secret', { secret: DEMO_MERCHANT.productionSecret }, ['SECRET_ENV_MIXED']],
    [
      'a timestamp signed in milliseconds',
      { payload: ({ timestamp, nonce }) => `${M}\n${timestamp}000\n${nonce}\n${BODY}` },
      ['TIMESTAMP_MILLISECONDS'],
    ],
    [
      'a body prettified after signing',
      {
        body: JSON.stringify(JSON.parse(BODY), null, 2),
        payload: ({ timestamp, nonce }) => `${M}\n${timestamp}\n${nonce}\n${BODY}`,
      },
      ['BODY_REFORMATTED'],
    ],
  ] satisfies [string, Send, string[]][])('%s', async (_name, options, cause) => {
    const base = await start();
    const { status, envelope } = await send(base, options);
    expect(status).toBe(401);
    const entry = await settledEntry(base, envelope);
    expect(entry).toMatchObject({ status: 401, code: 1003, kind: 'api' });
    expect(entry.diagnosis).toMatchObject({ state: 'done', cause });
    expect(entry.diagnosis?.explanation.length).toBeGreaterThan(20);
  });

  it('when nothing reproduces the sign, says what its own log proves about the secret', async () => {
    // Signed over another body than the one sent: no mistake of the checklist reproduces it.
    const unrelated: Send = {
      payload: ({ timestamp, nonce }) => `${M}\n${timestamp}\n${nonce}\n{"note":"another body"}`,
    };
    const fresh = await start();
    const alone = await settledEntry(fresh, (await send(fresh, unrelated)).envelope);
    expect(alone.diagnosis).toMatchObject({ state: 'done', cause: ['UNKNOWN'] });
    expect(alone.diagnosis?.explanation).toContain('check the merchant ID and that the secret');
    expect(alone.diagnosis?.explanation).not.toContain('verified in this sandbox');

    const base = await start();
    expect((await send(base)).status).toBe(200);
    const after = await settledEntry(base, (await send(base, unrelated)).envelope);
    expect(after.diagnosis).toMatchObject({ state: 'done', cause: ['UNKNOWN'] });
    expect(after.diagnosis?.explanation).toMatch(
      new RegExp(`an earlier request from ${M} verified in this sandbox \\(at \\d{4}-`),
    );
    expect(after.diagnosis?.explanation).not.toContain('check the merchant ID');
  });

  it('never holds a secret, in the list or in an entry', async () => {
    const base = await start();
    await send(base, { secret: DEMO_MERCHANT.productionSecret });
    const { envelope } = await send(base, { secret: `${DEMO_MERCHANT.testSecret} ` });
    await send(base);
    const entry = await settledEntry(base, envelope);
    expect(entry.diagnosis?.cause).toEqual(['SECRET_WHITESPACE']);
    const list = await adminCall(base, SANDBOX_ROUTES.listRequests);
    const details = await Promise.all(
      list.map((item) => adminCall(base, SANDBOX_ROUTES.getRequest, { params: { id: item.id } })),
    );
    const everything = JSON.stringify([list, details]);
    expect(list).toHaveLength(3);
    expect(everything).not.toContain(DEMO_MERCHANT.testSecret);
    expect(everything).not.toContain(DEMO_MERCHANT.productionSecret);
  });
});

describe('the log routes', { timeout: 20_000 }, () => {
  it('lists newest first with since and limit, skips its own reads, and clears', async () => {
    const base = await start();
    await send(base);
    await fetch(`${base}/_sandbox/orders`);
    await fetch(`${base}/_sandbox/faults`, { method: 'PUT', body: '{"corrupt_response_sign":1}' });
    await send(base);
    const list = await adminCall(base, SANDBOX_ROUTES.listRequests);
    expect(list.map((entry) => [entry.path, entry.kind, entry.status])).toEqual([
      ['/api/v1/payments/query', 'api', 200],
      ['/_sandbox/faults', 'admin', 400],
      ['/api/v1/payments/query', 'api', 200],
    ]);
    expect(list[0]?.diagnosis).toBeNull();
    const newer = await adminCall(base, SANDBOX_ROUTES.listRequests, {
      query: { since: list[1]!.id },
    });
    expect(newer.map((entry) => entry.id)).toEqual([list[0]?.id]);
    const limited = await adminCall(base, SANDBOX_ROUTES.listRequests, { query: { limit: '2' } });
    expect(limited).toHaveLength(2);
    expect((await fetch(`${base}/_sandbox/requests?limit=0`)).status).toBe(400);
    expect((await fetch(`${base}/_sandbox/requests/999`)).status).toBe(404);
    await fetch(`${base}/_sandbox/requests`, { method: 'DELETE' });
    expect(await adminCall(base, SANDBOX_ROUTES.listRequests)).toEqual([]);
  });

  it("tells a page of its own origin (the console) from a program, by the browser's Sec-Fetch-Site", async () => {
    const base = await start();
    await fetch(
      `${base}${QUERY_PATH}`,
      queryInit({ headers: { 'Sec-Fetch-Site': 'same-origin' } }),
    );
    await fetch(`${base}${QUERY_PATH}`, queryInit({ headers: { 'Sec-Fetch-Site': 'cross-site' } }));
    await fetch(`${base}${QUERY_PATH}`, queryInit());
    const list = await adminCall(base, SANDBOX_ROUTES.listRequests);
    expect(list.map((item) => item.fromConsole)).toEqual([false, false, true]);
  });

  it('keeps the exact bytes of a body that is not UTF-8, as base64', async () => {
    const base = await start();
    const bytes = Buffer.from([0x7b, 0xff, 0xfe, 0x7d]);
    const { envelope } = await send(base, { body: bytes, secret: 'wrong' });
    const entry = await settledEntry(base, envelope);
    expect(entry.bodyBase64).toBe(bytes.toString('base64'));
    expect(entry.diagnosis?.state).toBe('skipped');
  });
});

describe('the search never endangers the answer', { timeout: 20_000 }, () => {
  it('skips bodies over 64 KiB', async () => {
    const base = await start();
    const body = `{"merchant_order_no":"${'x'.repeat(70_000)}"}`;
    const { status, envelope } = await send(base, { body, secret: 'wrong' });
    expect(status).toBe(401);
    const entry = await settledEntry(base, envelope);
    expect(entry.diagnosis).toMatchObject({ state: 'skipped' });
    expect(entry.diagnosis?.explanation).toContain('64 KiB');
  });

  it('records a crash of the search as failed, after a normal 401', async () => {
    const base = await start({}, { diagnose: () => Promise.reject(new RangeError('boom')) });
    const { status, envelope } = await send(base, { secret: 'wrong' });
    expect(status).toBe(401);
    const entry = await settledEntry(base, envelope);
    expect(entry.diagnosis).toMatchObject({ state: 'failed' });
    expect(entry.diagnosis?.explanation).toContain('RangeError');
  });

  it('SANDBOX_DIAGNOSE=off answers tersely and searches nothing', async () => {
    const base = await start({ diagnose: 'off' });
    const { status, envelope } = await send(base, { secret: DEMO_MERCHANT.productionSecret });
    expect(status).toBe(401);
    expect(envelope.msg).toBe('Signature verification failed.');
    const [entry] = await adminCall(base, SANDBOX_ROUTES.listRequests);
    expect(entry).toMatchObject({ code: 1003, diagnosis: null });
  });
});
