/**
 * The receiver check against real receivers in four stacks, run as their own programs: one that
 * parses and re-serializes the body before verifying fails the genuine delivery, and the check
 * says it verified a re-serialized body, not the raw bytes; the same program verifying the raw
 * bytes passes every check.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { SANDBOX_ROUTES } from '../../../core/sandbox-api/routes.ts';
import { DEMO_MERCHANT } from '../../../core/protocol/demo-merchant.ts';
import { adminCall } from '../../test-support/admin-client.ts';
import { maySkip, requireRuntime } from '../../test-support/snippet-harness/runtimes.ts';
import {
  removePrograms,
  startProgram,
  writeProgram,
} from '../../test-support/snippet-harness/run-program.ts';
import { STACK_RECEIVERS, type StackReceiver } from '../../test-support/reserializing-receivers.ts';
import { serversPerTest } from '../../test-support/servers-per-test.ts';

const servers = serversPerTest();
afterAll(removePrograms);

/** Which serializer each re-serializing receiver's check names. */
const NAMED: Record<string, string> = {
  node: 'JSON.stringify',
  python: "Python's json.dumps",
  php: "PHP's json_encode",
  java: "Jackson's ObjectMapper",
};

async function checkReceiver(receiver: StackReceiver, mode: 'raw' | 'reserialize') {
  requireRuntime(receiver.id);
  const dir = await writeProgram(receiver.fileName, receiver.source);
  const running = await startProgram(
    receiver.id,
    dir,
    receiver.fileName,
    {
      API_SECRET: DEMO_MERCHANT.testSecret,
      RECEIVER_MERCHANT: DEMO_MERCHANT.merchantId,
      MODE: mode,
    },
    receiver.launch,
  );
  try {
    const sandbox = await servers.sandbox();
    return await adminCall(sandbox, SANDBOX_ROUTES.checkReceiver, {
      body: { url: `${running.url}webhook`, merchantId: DEMO_MERCHANT.merchantId },
    });
  } finally {
    await running.stop();
  }
}

describe('the receiver check against real receivers', () => {
  for (const receiver of STACK_RECEIVERS) {
    it.skipIf(maySkip(receiver.id))(
      `${receiver.label} re-serializing before it verifies: fails, and says why`,
      async (context) => {
        if (receiver.missing) context.skip(receiver.missing);
        const report = await checkReceiver(receiver, 'reserialize');
        const failed = report.checks.filter((check) => !check.pass);
        expect(failed.map((check) => check.name)).toEqual([
          'valid delivery',
          'sign in uppercase hex',
        ]);
        const [valid, upper] = failed;
        expect(valid?.status).toBe(401);
        expect(valid?.why).toContain(NAMED[receiver.id]);
        expect(valid?.why).toContain('it verified a re-serialized body, not the raw bytes');
        expect(valid?.why).toContain(
          'verify X-Sign over the raw body exactly as received, before parsing it',
        );
        expect(upper?.why).toContain('as it did the valid delivery');
        // Every forgery is still refused: the failure is the genuine bytes alone.
        expect(report.passed).toBe(report.total - 2);
      },
      120_000,
    );

    it.skipIf(maySkip(receiver.id))(
      `${receiver.label} verifying the raw bytes: passes every check`,
      async (context) => {
        if (receiver.missing) context.skip(receiver.missing);
        const report = await checkReceiver(receiver, 'raw');
        expect(report.checks.filter((check) => !check.pass)).toEqual([]);
        expect(report).toMatchObject({ passed: 11, total: 11 });
      },
      120_000,
    );
  }
});
