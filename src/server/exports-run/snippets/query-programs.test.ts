/**
 * Runs every generated query program against a real sandbox (spec 5.4 and 5.3): through a
 * recording proxy, so the test sees the exact bytes sent and received. The request sign and the
 * expected output are computed here with node:crypto, never with the project's signing code.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import vectors from '../../../../spec/signature-vectors.json' with { type: 'json' };
import { DEMO_MERCHANT } from '../../../core/protocol/demo-merchant.ts';
import { QUERY_PATH } from '../../../core/protocol/endpoint.ts';
import { startCaptureProxy } from '../../test-support/snippet-harness/capture-proxy.ts';
import { maySkip, requireRuntime } from '../../test-support/snippet-harness/runtimes.ts';
import {
  removePrograms,
  runProgram,
  writeProgram,
} from '../../test-support/snippet-harness/run-program.ts';
import { startSandboxServer } from '../../sandbox/serve-sandbox.ts';
import { defaultSandboxConfig } from '../../sandbox/config.ts';
import { SNIPPET_LANGUAGES } from '../../../core/snippets/languages.ts';
import {
  TRICKY_BODY,
  TRICKY_GOODS_NAME,
  TRICKY_ORDER_NO,
} from '../../../core/snippets/tricky-body.ts';

const SECRET = DEMO_MERCHANT.testSecret;
const MERCHANT = DEMO_MERCHANT.merchantId;
const BODIES = [...vectors.map((vector) => vector.raw_body), TRICKY_BODY];

let sandbox: { url: string; close(): Promise<void> };
let faulty: { url: string; close(): Promise<void> };

beforeAll(async () => {
  const config = { ...defaultSandboxConfig(), host: '127.0.0.1', port: 0 };
  sandbox = await startSandboxServer(config);
  faulty = await startSandboxServer({ ...config, faults: ['corrupt-response-sign'] });
  const orders = [
    { merchant_order_no: 'ORD-7', goods_name: 'T-shirt' },
    { merchant_order_no: 'Z-1', goods_name: '咖啡 ☕ café' },
    { merchant_order_no: TRICKY_ORDER_NO, goods_name: TRICKY_GOODS_NAME },
  ];
  for (const order of orders) {
    const created = await fetch(`${sandbox.url}/_sandbox/orders`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...order, trans_amount: { currency: 'USD', value: '10.00' } }),
    });
    expect(created.status).toBe(201);
  }
});

afterAll(async () => {
  await removePrograms();
  await sandbox?.close();
  await faulty?.close();
});

const hmacHex = (parts: string[], body: Buffer) =>
  createHmac('sha256', SECRET)
    .update(parts.map((part) => `${part}\n`).join(''))
    .update(body)
    .digest('hex');

describe.concurrent.each(SNIPPET_LANGUAGES.map((language) => [language.label, language] as const))(
  'the %s query program',
  (_label, language) => {
    const { id, query } = language;
    // `go run` reports any failure of the program it ran as its own exit status 1.
    const exitStatus = (status: number) => (id === 'go' ? 1 : status);
    const program = async (base: string, body: string) =>
      writeProgram(
        query.fileName,
        query.generate({ url: base + QUERY_PATH, merchantId: MERCHANT, body }),
      );

    it.skipIf(maySkip(id)).for(BODIES.map((body, index) => [index, body] as const))(
      'sends body %i signed byte for byte and prints the verified response',
      { timeout: 120_000 },
      async ([, body]) => {
        requireRuntime(id);
        const proxy = await startCaptureProxy(sandbox.url);
        try {
          const dir = await program(proxy.url, body);
          const run = await runProgram(id, dir, query.fileName, { API_SECRET: SECRET });
          expect(run.stderr.replace(/^NOTE: Picked up .*\n/m, ''), run.stdout).toBe('');
          expect(run.code).toBe(0);
          expect(proxy.exchanges).toHaveLength(1);
          const [sent] = proxy.exchanges as [(typeof proxy.exchanges)[0]];
          expect(sent.body.equals(Buffer.from(body, 'utf8'))).toBe(true);
          const header = (name: string) => String(sent.headers[name.toLowerCase()] ?? '');
          expect(header('Content-Type')).toBe('application/json');
          expect(header('X-MerchantID')).toBe(MERCHANT);
          expect(Math.abs(Number(header('X-Timestamp')) - Date.now() / 1000)).toBeLessThan(120);
          expect(header('X-Nonce').length).toBeGreaterThanOrEqual(16);
          const signed = [MERCHANT, header('X-Timestamp'), header('X-Nonce')];
          expect(header('X-Sign')).toBe(hmacHex(signed, sent.body));
          expect(sent.status).toBe(200);
          expect(run.stdout).toBe(`${sent.responseBody.toString('utf8')}\n`);
          const envelope = JSON.parse(run.stdout);
          expect(envelope.code).toBe(0);
          expect(envelope.data.merchant_order_no).toBe(JSON.parse(body).merchant_order_no);
        } finally {
          await proxy.close();
        }
      },
    );

    it.skipIf(maySkip(id))(
      'refuses a response whose signature is corrupted, printing nothing of it',
      async () => {
        requireRuntime(id);
        const dir = await program(faulty.url, BODIES[0] as string);
        const run = await runProgram(id, dir, query.fileName, { API_SECRET: SECRET });
        expect(run.code).toBe(exitStatus(2));
        expect(run.stderr).toMatch(/UNTRUSTED: the response \(HTTP 200\) does not verify/);
        expect(run.stdout).toBe('');
      },
      120_000,
    );

    it.skipIf(maySkip(id))(
      'fails with a wrong API_SECRET',
      async () => {
        requireRuntime(id);
        const dir = await program(sandbox.url, BODIES[0] as string);
        const run = await runProgram(id, dir, query.fileName, { API_SECRET: 'test_sk_wrong' });
        expect(run.code).toBe(exitStatus(2));
        expect(run.stderr).toMatch(/UNTRUSTED: the response \(HTTP 401\) does not verify/);
      },
      120_000,
    );

    it.skipIf(maySkip(id))(
      'exits 1 when the service refuses (unknown order), after printing the verified envelope',
      async () => {
        requireRuntime(id);
        const dir = await program(sandbox.url, '{"merchant_order_no":"NO-SUCH-ORDER"}');
        const run = await runProgram(id, dir, query.fileName, { API_SECRET: SECRET });
        expect(run.code).toBe(1);
        expect(run.stderr).toMatch(/REFUSED: HTTP 404, code 4004 \(success is 0\)/);
        expect(JSON.parse(run.stdout).code).toBe(4004);
      },
      120_000,
    );
  },
);
