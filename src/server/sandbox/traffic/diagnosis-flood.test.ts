/**
 * Diagnosis under a flood (docs/sandbox.md, "Limits under a flood"): 300 requests with a wrong
 * signature over a 60 KiB body each ask for the mistake search; the sandbox answers them and the
 * accepted queries sent among them while the searches still run, in a worker thread, at most
 * 100 waiting, each within its time budget. Requests are signed with node:crypto. And one
 * source's burst gets its share of the search, 10 at once, the rest said not diagnosed, while
 * another source's request is still searched.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QUERY_PATH } from '../../../core/protocol/endpoint.ts';
import { DEMO_MERCHANT } from '../../../core/protocol/demo-merchant.ts';
import { nodeSign, readResponse, signedQueryInit } from '../../test-support/sandbox-client.ts';
import { serversPerTest } from '../../test-support/servers-per-test.ts';
import { diagnosisThread } from './diagnosis-thread.ts';
import { createDiagnosisQueue, DIAGNOSIS_PER_SOURCE_CAP } from './traffic-diagnosis.ts';
import { createTrafficLog } from './traffic-log.ts';
import { defaultSandboxConfig } from '../config.ts';
import type { Diagnosis, DiagnosisInput } from '../../../core/diagnosis/index.ts';

const servers = serversPerTest();
afterEach(() => vi.restoreAllMocks());

/** A 60 KiB JSON body: the order number and notes padding it out. */
const BIG_BODY = JSON.stringify({
  merchant_order_no: 'ORD-20231114-0001',
  notes: 'n'.repeat(60 * 1024),
});

interface Entry {
  code: number | null;
  diagnosis: { state: string; cause: string[]; explanation: string } | null;
}

const entries = async (base: string) =>
  (await (await fetch(`${base}/_sandbox/requests?limit=500`)).json()) as Entry[];

describe('a flood of bad signatures', { timeout: 90_000 }, () => {
  it('is answered, and accepted queries are answered while its searches still run', async () => {
    const errors = vi.spyOn(console, 'error');
    const base = await servers.sandbox();
    // From 30 senders, 10 each: each within its own share, so the bound in all is what binds.
    const bad = Array.from({ length: 300 }, (_, index) =>
      fetch(
        `${base}${QUERY_PATH}`,
        signedQueryInit({
          body: BIG_BODY,
          sign: 'ab'.repeat(32),
          headers: { 'User-Agent': `flood-${index % 30}` },
        }),
      ),
    );
    for (const response of await Promise.all(bad)) {
      expect(response.status).toBe(401);
      await response.arrayBuffer();
    }
    // Accepted queries sent now complete while the searches of the flood are still running.
    for (let index = 0; index < 10; index++) {
      const answer = await readResponse(await fetch(`${base}${QUERY_PATH}`, signedQueryInit()));
      expect(answer.status).toBe(200);
      expect(answer.verifies).toBe(true);
    }
    const during = await entries(base);
    expect(during.some((entry) => entry.diagnosis?.state === 'pending')).toBe(true);

    // The work is bounded: at most 100 searches waited, the rest were skipped at once.
    const flood = during.filter((entry) => entry.code === 1003);
    expect(flood).toHaveLength(300);
    const states = new Set(flood.map((entry) => entry.diagnosis?.state));
    expect([...states].every((state) => ['pending', 'done', 'skipped'].includes(state!))).toBe(
      true,
    );
    const skipped = flood.filter((entry) => entry.diagnosis?.state === 'skipped');
    expect(skipped.length).toBeGreaterThan(0);
    expect(skipped.every((entry) => /already waiting/.test(entry.diagnosis!.explanation))).toBe(
      true,
    );
    // The searches ran in the worker: none failed to start and fell back to this thread.
    expect(errors).not.toHaveBeenCalled();
  });

  it('skips a request whose header values and body come to over 64 KiB', async () => {
    const base = await servers.sandbox();
    const nonce = 'n'.repeat(40 * 1024);
    const body = JSON.stringify({ merchant_order_no: 'x'.repeat(30 * 1024) });
    const response = await fetch(
      `${base}${QUERY_PATH}`,
      signedQueryInit({ body, nonce, sign: 'ab'.repeat(32) }),
    );
    expect(response.status).toBe(401);
    const [entry] = await entries(base);
    expect(entry?.diagnosis?.state).toBe('skipped');
    expect(entry?.diagnosis?.explanation).toMatch(/header values and body come to \d+ bytes/);
  });
});

describe('the search thread', { timeout: 60_000 }, () => {
  const { merchantId, testSecret, productionSecret } = DEMO_MERCHANT;
  const timestamp = '1700000000';
  const nonce = 'thread-nonce-0001';
  const caseOf = (rawBody: string, receivedSign: string) => ({
    kind: 'request' as const,
    env: 'test' as const,
    merchantId,
    timestamp,
    nonce,
    rawBody,
    receivedSign,
    secrets: { test: testSecret, production: productionSecret },
  });

  it('runs the real search in a worker, and stops one over its time budget', async () => {
    const errors = vi.spyOn(console, 'error');
    // Signed with the production secret: the search names SECRET_ENV_MIXED.
    const sign = nodeSign(productionSecret, merchantId, timestamp, nonce, BIG_BODY);
    const found = await diagnosisThread()(caseOf(BIG_BODY, sign));
    expect(found.verdict === 'MISMATCH' && found.found?.causes).toEqual(['SECRET_ENV_MIXED']);

    const hurried = diagnosisThread(1);
    await expect(hurried(caseOf(BIG_BODY, 'ab'.repeat(32)))).rejects.toMatchObject({
      name: 'TimeoutError',
    });
    // Nothing fell back to this thread: no worker failed to start.
    expect(errors).not.toHaveBeenCalled();
  });
});

describe('the per-source budget of the mistake search', () => {
  /** A search the test finishes itself, counting how many were asked for. */
  function heldSearch() {
    const asked: DiagnosisInput[] = [];
    const release: (() => void)[] = [];
    const run = (input: DiagnosisInput) => {
      asked.push(input);
      return new Promise<Diagnosis>((resolve) => {
        release.push(() =>
          resolve({ verdict: 'MATCH', expectedSign: input.receivedSign, notes: [] }),
        );
      });
    };
    return { run, asked, release };
  }

  const merchant = defaultSandboxConfig().merchants[0]!;
  const job = (source: string, index: number) => ({
    entryId: String(index + 1),
    source,
    merchant,
    timestamp: '1700000000',
    nonce: `${source}-${index}`,
    body: new TextEncoder().encode('{"merchant_order_no":"ORD-20231114-0001"}'),
    receivedSign: 'ab'.repeat(32),
  });

  it("skips one source's burst past its share, honestly, and still searches another's", async () => {
    const search = heldSearch();
    const queue = createDiagnosisQueue(createTrafficLog(), search.run);
    const burst = Array.from({ length: 40 }, (_, index) => queue.enqueue(job('flood', index)));
    const developer = queue.enqueue(job('developer', 40));

    const pending = burst.filter((diagnosis) => diagnosis.state === 'pending');
    expect(pending).toHaveLength(DIAGNOSIS_PER_SOURCE_CAP);
    for (const diagnosis of burst.slice(DIAGNOSIS_PER_SOURCE_CAP)) {
      expect(diagnosis).toEqual({
        state: 'skipped',
        cause: [],
        explanation: expect.stringMatching(/^Not diagnosed: too many from this source at once/),
      });
    }
    expect(developer.state).toBe('pending');

    // One search at a time: release each as it is asked for, until the queue is idle.
    let released = 0;
    while (released < DIAGNOSIS_PER_SOURCE_CAP + 1) {
      await expect.poll(() => search.release.length).toBeGreaterThan(released);
      search.release[released++]!();
    }
    await queue.idle();
    expect(search.asked).toHaveLength(DIAGNOSIS_PER_SOURCE_CAP + 1);
    expect(search.asked.at(-1)?.nonce).toBe('developer-40');

    // Once its searches are done, the source has its share again.
    expect(queue.enqueue(job('flood', 50)).state).toBe('pending');
    await expect.poll(() => search.release.length).toBe(DIAGNOSIS_PER_SOURCE_CAP + 2);
    search.release.at(-1)!();
    await queue.idle();
  });
});
