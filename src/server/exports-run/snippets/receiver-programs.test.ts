/**
 * Starts every generated webhook receiver and grades it twice: with a sender written for the test
 * (node:crypto): valid and uppercase-signed notifications are accepted with a 2xx, forged or
 * broken ones refused with 401, stale and future timestamps and a replayed nonce refused too
 * (spec 5.3, 6); and with the sandbox's own receiver check (`POST /_sandbox/receiver-check`),
 * which a user runs from the Sandbox view, and which it must pass whole.
 */
import { SANDBOX_ROUTES } from '../../../core/sandbox-api/routes.ts';
import { adminCall } from '../../test-support/admin-client.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSandboxConfig } from '../../sandbox/config.ts';
import { startSandboxServer } from '../../sandbox/serve-sandbox.ts';
import { DEMO_MERCHANT } from '../../../core/protocol/demo-merchant.ts';
import { maySkip, requireRuntime } from '../../test-support/snippet-harness/runtimes.ts';
import {
  removePrograms,
  startProgram,
  writeProgram,
} from '../../test-support/snippet-harness/run-program.ts';
import { gradeReceiver } from '../../test-support/snippet-harness/webhook-sender.ts';
import { SNIPPET_LANGUAGES, type SnippetLanguage } from '../../../core/snippets/languages.ts';
import { TRICKY_GOODS_NAME, TRICKY_ORDER_NO } from '../../../core/snippets/tricky-body.ts';

const NOTIFICATION = Buffer.from(
  JSON.stringify({
    notification_id: 'N-0001',
    merchant_order_no: TRICKY_ORDER_NO,
    order_no: 'P0000000001',
    payment_method: 'CARD',
    trans_amount: { currency: 'USD', value: '10.00' },
    goods_name: TRICKY_GOODS_NAME,
    status: 'SUCCESS',
  }),
  'utf8',
);

const withReceivers = SNIPPET_LANGUAGES.filter(
  (language): language is SnippetLanguage & Required<Pick<SnippetLanguage, 'receiver'>> =>
    language.receiver !== undefined,
);

let sandbox: { url: string; close(): Promise<void> };
beforeAll(async () => {
  sandbox = await startSandboxServer({ ...defaultSandboxConfig(), host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await sandbox.close();
  await removePrograms();
});

/** The receiver checks asked for so far: the sandbox runs one at a time per merchant. */
let checksInTurn: Promise<unknown> = Promise.resolve();

/**
 * The sandbox's receiver check of `url`, as the Sandbox view runs it. The languages run side by
 * side, but the sandbox grades one receiver at a time per merchant (docs/sandbox.md, "Limits
 * under a flood"), so the checks wait their turn here instead of being refused with 429.
 */
function sandboxReceiverCheck(url: string) {
  const check = checksInTurn.then(() =>
    adminCall(sandbox.url, SANDBOX_ROUTES.checkReceiver, {
      body: { url, merchantId: DEMO_MERCHANT.merchantId },
    }),
  );
  checksInTurn = check.catch(() => undefined);
  return check;
}

describe.concurrent('webhook receivers', () => {
  it('exist for every language but curl', () => {
    expect(withReceivers.map((language) => language.id)).toEqual([
      'node',
      'python',
      'java',
      'go',
      'php',
    ]);
  });

  for (const { id, label, receiver } of withReceivers) {
    it.skipIf(maySkip(id))(
      `${label}: accepts genuine notifications and refuses every forged, stale or replayed one`,
      async () => {
        requireRuntime(id);
        const dir = await writeProgram(
          receiver.fileName,
          receiver.generate({ merchantId: DEMO_MERCHANT.merchantId }),
        );
        const running = await startProgram(id, dir, receiver.fileName, {
          API_SECRET: DEMO_MERCHANT.testSecret,
        });
        try {
          const results = await gradeReceiver(
            running.url,
            {
              merchantId: DEMO_MERCHANT.merchantId,
              secret: DEMO_MERCHANT.testSecret,
              productionSecret: DEMO_MERCHANT.productionSecret,
            },
            NOTIFICATION,
          );
          const outcome = results.map(({ name, expect: wanted, status }) => ({
            name,
            ok: wanted === 'accept' ? status >= 200 && status < 300 : status === 401,
            status,
          }));
          expect(outcome.filter((result) => !result.ok)).toEqual([]);
          expect(results).toHaveLength(11);
          // Both accepted notifications were parsed, after verification.
          expect(running.output().match(/verified notification .*N-0001/g)).toHaveLength(2);

          const report = await sandboxReceiverCheck(running.url);
          expect(report.checks.filter((check) => !check.pass)).toEqual([]);
          expect(report.passed).toBe(report.total);
          expect(report.total).toBeGreaterThanOrEqual(11);
        } finally {
          await running.stop();
        }
      },
      120_000,
    );
  }
});
