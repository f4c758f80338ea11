/**
 * Two tabs on one sandbox: one runs a lesson's faulted queries while the other sends plain ones.
 * The lesson's fault must meet only its own queries, and no fault may be left switched on. The
 * browser's fetch is routed to the real sandbox over HTTP; answers are checked with node:crypto.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
// The test drives the real sandbox in Node; no browser bundle includes a test file.
import { defaultSandboxConfig } from '../../../server/sandbox/config.ts';
import { startSandboxServer } from '../../../server/sandbox/serve-sandbox.ts';
import { buildQuery } from '../../../core/learn/break-it.ts';
import { DEMO_MERCHANT, EMBEDDED_SANDBOX_PATH } from '../../../core/protocol/demo-merchant.ts';
import {
  freshDraft,
  sendLessonQuery,
  sendLessonQueryWithFault,
  type LessonAnswer,
} from './send-lesson-query.ts';

const BODY = '{"merchant_order_no":"ORD-20231114-0001"}';
const settings = {
  merchantId: DEMO_MERCHANT.merchantId,
  secrets: { test: DEMO_MERCHANT.testSecret, production: '' },
};
let server: { url: string; close(): Promise<void> };

beforeAll(async () => {
  server = await startSandboxServer({ ...defaultSandboxConfig(), port: 0 });
  const realFetch = globalThis.fetch;
  // The console serves the sandbox at EMBEDDED_SANDBOX_PATH; here it is the server's origin.
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) =>
    realFetch(`${server.url}${url.slice(EMBEDDED_SANDBOX_PATH.length)}`, init),
  );
});

afterAll(async () => {
  vi.unstubAllGlobals();
  await server.close();
});

/** Whether X-Sign verifies over the raw body (spec 5.3), with node:crypto, not the console. */
function signVerifies(answer: LessonAnswer): boolean {
  const header = (name: string) =>
    answer.signHeaders.find(([key]) => key.toLowerCase() === name)?.[1] ?? '';
  const expected = createHmac('sha256', DEMO_MERCHANT.testSecret)
    .update(`${header('x-merchantid')}\n${header('x-timestamp')}\n${header('x-nonce')}\n`)
    .update(answer.rawBody)
    .digest('hex');
  return header('x-sign') === expected;
}

const plainQuery = async () =>
  sendLessonQuery(
    await buildQuery(freshDraft(settings, BODY), null),
    settings.secrets.test,
    settings.merchantId,
  );

describe("a lesson's fault, with another tab querying at the same time", () => {
  it("meets only the lesson's queries and is never left on", async () => {
    const [lessonTab, otherTab] = await Promise.all([
      Promise.all(
        [2006, 5008, 2006, 5008].map((code) =>
          sendLessonQueryWithFault(
            freshDraft(settings, BODY),
            { amount_limit_code: code as 2006 | 5008 },
            settings.secrets.test,
            settings.merchantId,
          ),
        ),
      ),
      Promise.all(Array.from({ length: 12 }, plainQuery)),
    ]);
    expect(lessonTab.map((answer) => answer.code)).toEqual(['2006', '5008', '2006', '5008']);
    expect(otherTab.map((answer) => [answer.status, answer.code])).toEqual(
      otherTab.map(() => [200, '0']),
    );
    expect([...lessonTab, ...otherTab].every(signVerifies)).toBe(true);
    // Afterwards: nothing global is on, nothing waits, and a plain query is answered normally.
    const faults = (await (
      await fetch(`${EMBEDDED_SANDBOX_PATH}/_sandbox/faults`)
    ).json()) as object;
    expect(faults).toMatchObject({
      amount_limit_code: null,
      corrupt_response_sign: false,
      one_shot_pending: 0,
    });
    expect((await plainQuery()).code).toBe('0');
  });

  it("corrupts the lesson's answer sign only", async () => {
    const [corrupted, plain] = await Promise.all([
      sendLessonQueryWithFault(
        freshDraft(settings, BODY),
        { corrupt_response_sign: true },
        settings.secrets.test,
        settings.merchantId,
      ),
      plainQuery(),
    ]);
    expect([signVerifies(corrupted), corrupted.verdict.verdict]).toEqual([false, 'UNTRUSTED']);
    expect([signVerifies(plain), plain.verdict.verdict]).toEqual([true, 'VERIFIED']);
  });
});
