/**
 * Webhooks under a flood (docs/sandbox.md, "Limits under a flood"): 1,500 test notifications to
 * a receiver on 127.0.0.1 that holds every request unanswered. The sandbox keeps at most 64
 * deliveries in flight and queues the rest, and answers signed queries all the while; once the
 * receiver answers, every queued notification is delivered, never more than 64 at once.
 */
import { describe, expect, it, vi } from 'vitest';
import { QUERY_PATH } from '../../../core/protocol/endpoint.ts';
import { readResponse, signedQueryInit } from '../../test-support/sandbox-client.ts';
import { holdingReceivers } from '../../test-support/holding-receiver.ts';
import { serversPerTest } from '../../test-support/servers-per-test.ts';

const servers = serversPerTest();
const holdingReceiver = holdingReceivers();
const FLOOD = 1500;
const ORDER = 'ORD-20231114-0001';

/** Posts `count` test notifications to `url`, a few at a time; answers their statuses. */
async function floodTestWebhooks(base: string, url: string, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let sent = 0; sent < count; sent += 50) {
    const batch = Array.from({ length: Math.min(50, count - sent) }, () =>
      fetch(`${base}/_sandbox/webhooks/test`, {
        method: 'POST',
        body: JSON.stringify({ merchant_order_no: ORDER, url }),
      }).then(async (response) => {
        await response.arrayBuffer();
        return response.status;
      }),
    );
    statuses.push(...(await Promise.all(batch)));
  }
  return statuses;
}

describe('1,500 test webhooks to a receiver that never answers', { timeout: 60_000 }, () => {
  it('hold at most 64 connections, queue the rest, and the sandbox answers queries meanwhile', async () => {
    // A delivery never times out within the test: a connection once open stays open until the
    // receiver answers, so the receiver's counts show every connection the sandbox opened.
    const base = await servers.sandbox({ webhookTimeoutMs: 120_000, webhookMaxAttempts: 1 });
    const receiver = await holdingReceiver(200, '/notify');

    const statuses = await floodTestWebhooks(base, receiver.url, FLOOD);
    expect(statuses.every((status) => status === 200)).toBe(true);
    await vi.waitFor(() => expect(receiver.seen.requests).toBe(64), {
      timeout: 20_000,
      interval: 20,
    });

    // Accepted queries complete while the flood is held (bounded by the test's timeout).
    for (let index = 0; index < 5; index++) {
      const answer = await readResponse(await fetch(`${base}${QUERY_PATH}`, signedQueryInit()));
      expect(answer.status).toBe(200);
      expect(answer.verifies).toBe(true);
    }
    const listed = (await (await fetch(`${base}/_sandbox/deliveries`)).json()) as unknown[];
    expect(listed).toEqual([]);
    expect(receiver.seen.requests).toBe(64);
    expect(receiver.seen.maxConnections).toBe(64);

    receiver.release();
    await vi.waitFor(() => expect(receiver.seen.requests).toBe(FLOOD), {
      timeout: 40_000,
      interval: 20,
    });
    expect(receiver.seen.maxWaiting).toBeLessThanOrEqual(64);
    // The newest 1,000 attempts are listed; each of them was delivered.
    await vi.waitFor(async () => {
      const list = (await (await fetch(`${base}/_sandbox/deliveries`)).json()) as {
        status: number | null;
      }[];
      expect(list).toHaveLength(1000);
      expect(list.filter((attempt) => attempt.status !== 200)).toEqual([]);
    }, 20_000);
  });
});
