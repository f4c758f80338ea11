/**
 * Receiver checks under a flood (docs/sandbox.md, "Limits under a flood"), against a tarpit on
 * 127.0.0.1 (test-support `holding-receiver.ts`): it reads each delivery and answers nothing until told.
 * A check ends by its own deadline however long the tarpit holds, one check runs per merchant,
 * and no more than four run at once.
 */
import { describe, expect, it, vi } from 'vitest';
import type { SandboxMerchant } from '../config.ts';
import { holdingReceivers } from '../../test-support/holding-receiver.ts';
import { serversPerTest } from '../../test-support/servers-per-test.ts';

const servers = serversPerTest();
const holdingReceiver = holdingReceivers();
const tarpit = () => holdingReceiver(401, '/webhook');

interface Check {
  name: string;
  status: number | null;
  pass: boolean;
  why: string;
}

function check(base: string, url: string, merchantId?: string) {
  return fetch(`${base}/_sandbox/receiver-check`, {
    method: 'POST',
    body: JSON.stringify({ url, ...(merchantId ? { merchantId } : {}) }),
  }).then(async (response) => ({
    status: response.status,
    json: (await response.json()) as { checks?: Check[]; error?: string },
  }));
}

const merchant = (n: number): SandboxMerchant => ({
  merchantId: `M20000${n}`,
  testSecret: `sk_test_limits_${n}`,
  productionSecret: `sk_live_limits_${n}`,
});

describe('a receiver check against a tarpit', { timeout: 30_000 }, () => {
  it('stops at its own deadline: the deliveries left are reported as not sent', async () => {
    const base = await servers.sandbox({ webhookTimeoutMs: 200 });
    const target = await tarpit();
    const { status, json } = await check(base, target.url);
    expect(status).toBe(200);
    const checks = json.checks ?? [];
    expect(checks).toHaveLength(11);
    const unsent = checks.filter((item) => item.why.startsWith('Not sent'));
    expect(unsent.length).toBeGreaterThan(0);
    expect(unsent.every((item) => item.status === null && !item.pass)).toBe(true);
    // Only the deliveries sent reached the tarpit; each of them got no answer.
    expect(target.seen.requests).toBe(checks.length - unsent.length);
    expect(target.seen.requests).toBeLessThan(11);
  });

  it('runs one at a time per merchant and four in all; the rest are refused at once', async () => {
    const merchants = [1, 2, 3, 4, 5].map(merchant);
    const base = await servers.sandbox({ merchants, webhookTimeoutMs: 20_000 });
    const target = await tarpit();

    const first = check(base, target.url, merchants[0]!.merchantId);
    await vi.waitFor(() => expect(target.held()).toBe(1), { timeout: 10_000, interval: 10 });
    const again = await check(base, target.url, merchants[0]!.merchantId);
    expect(again.status).toBe(429);
    expect(again.json.error).toMatch(/already running/);

    const others = merchants.slice(1, 4).map((item) => check(base, target.url, item.merchantId));
    await vi.waitFor(() => expect(target.held()).toBe(4), { timeout: 10_000, interval: 10 });
    const fifth = await check(base, target.url, merchants[4]!.merchantId);
    expect(fifth.status).toBe(429);
    expect(fifth.json.error).toMatch(/4 receiver checks are running/);
    expect(target.seen.requests).toBe(4);

    target.release();
    for (const done of await Promise.all([first, ...others])) {
      expect(done.status).toBe(200);
      expect(done.json.checks).toHaveLength(11);
    }
    const later = await check(base, target.url, merchants[4]!.merchantId);
    expect(later.status).toBe(200);
  });
});
