/**
 * Values a request brought and the sandbox shows back, in an answer's `msg` or `error` and in its
 * traffic entry, are cut by the one rule of `echo-cut.ts` (docs/sandbox.md, "Limits under a
 * flood"): a 60 KB value costs a refusal and its entry about 1 KiB, not 60 KB each.
 */
import { describe, expect, it } from 'vitest';
import { QUERY_PATH } from '../../core/protocol/endpoint.ts';
import { readResponse, signedQueryInit } from '../test-support/sandbox-client.ts';
import { serversPerTest } from '../test-support/servers-per-test.ts';
import { ECHO_KEEP_BYTES } from '../http/echo-cut.ts';

const servers = serversPerTest();
const HUGE = 60 * 1024;

/** Room for the sentence around the values a message shows. */
const SENTENCE = 600;

async function lastEntry(base: string): Promise<string> {
  const list = (await (await fetch(`${base}/_sandbox/requests?limit=1`)).json()) as unknown[];
  return JSON.stringify(list[0]);
}

describe('a 60 KB value echoed back', () => {
  it('a bad signature with a 60 KB X-Nonce gets a short msg and a bounded traffic entry', async () => {
    const base = await servers.sandbox();
    const nonce = `${'n'.repeat(HUGE - 1)}!`;
    const init = signedQueryInit({ nonce, secret: 'wrong' });
    const answer = await readResponse(await fetch(`${base}${QUERY_PATH}`, init));
    expect(answer.status).toBe(401);
    expect(answer.envelope.code).toBe(1003);
    expect(answer.envelope.msg.length).toBeLessThan(ECHO_KEEP_BYTES + SENTENCE);
    const entry = await lastEntry(base);
    // The entry's nonce, its msg and the rest: a few KiB, never the 60 KB twice.
    expect(entry.length).toBeLessThan(4 * ECHO_KEEP_BYTES + SENTENCE);
    expect(entry).not.toContain('!');
  });

  it('names the size of a cut nonce in a detailed refusal', async () => {
    const base = await servers.sandbox();
    const nonce = 'n'.repeat(HUGE);
    const answer = await readResponse(
      await fetch(`${base}${QUERY_PATH}`, signedQueryInit({ nonce, secret: 'wrong' })),
    );
    expect(answer.envelope.code).toBe(1003);
    expect(answer.envelope.msg).toContain(`"${'n'.repeat(ECHO_KEEP_BYTES)}"… (${HUGE} bytes`);
    expect(answer.envelope.msg.length).toBeLessThan(ECHO_KEEP_BYTES + SENTENCE);
  });

  it('cuts a 60 KB merchant_order_no, merchant ID and content type in their refusals', async () => {
    const base = await servers.sandbox();
    const long = 'x'.repeat(HUGE);
    const sends = [
      signedQueryInit({ body: JSON.stringify({ merchant_order_no: long }) }),
      signedQueryInit({ merchantId: long }),
      signedQueryInit({ headers: { 'Content-Type': `application/${long}` } }),
      signedQueryInit({ body: JSON.stringify({ [`merchantOrderNo${long}`]: 1 }) }),
    ];
    for (const init of sends) {
      const response = await fetch(`${base}${QUERY_PATH}`, init);
      expect(response.status).toBeGreaterThanOrEqual(400);
      const { msg } = (await response.json()) as { msg: string };
      expect(msg).toMatch(/… \(6\d{4} bytes; the first 1024 shown\)/);
      expect(msg.length).toBeLessThan(2 * ECHO_KEEP_BYTES + SENTENCE);
      expect((await lastEntry(base)).length).toBeLessThan(5 * ECHO_KEEP_BYTES + SENTENCE);
    }
  });

  it('cuts a 60 KB path in the 404 and in the entry', async () => {
    const base = await servers.sandbox();
    const response = await fetch(`${base}/api/${'p'.repeat(HUGE)}`, { method: 'POST' });
    expect(response.status).toBe(404);
    const { msg } = (await response.json()) as { msg: string };
    expect(msg.length).toBeLessThan(ECHO_KEEP_BYTES + SENTENCE);
    const [entry] = (await (await fetch(`${base}/_sandbox/requests`)).json()) as { path: string }[];
    expect(entry!.path).toMatch(/^\/api\/p+… \(\d+ bytes; the first 1024 shown\)$/);
    expect(entry!.path.length).toBeLessThan(ECHO_KEEP_BYTES + 100);
  });

  it("an admin route's error cuts the value it names", async () => {
    const base = await servers.sandbox();
    const response = await fetch(`${base}/_sandbox/orders/${'o'.repeat(HUGE)}/status`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ status: 'SUCCESS' }),
    });
    expect(response.status).toBe(404);
    const { error } = (await response.json()) as { error: string };
    expect(error.length).toBeLessThan(ECHO_KEEP_BYTES + SENTENCE);
  });

  it("keeps the list's body preview to the same 1 KiB, the whole body a read away", async () => {
    const base = await servers.sandbox({ diagnose: 'off' });
    const body = JSON.stringify({
      merchant_order_no: 'ORD-20231114-0001',
      notes: 'é'.repeat(8000),
    });
    expect((await fetch(`${base}${QUERY_PATH}`, signedQueryInit({ body }))).status).toBe(200);
    const [entry] = (await (await fetch(`${base}/_sandbox/requests`)).json()) as {
      id: string;
      body: string;
      bodyTruncated: boolean;
    }[];
    expect(Buffer.byteLength(entry!.body)).toBeLessThanOrEqual(ECHO_KEEP_BYTES);
    expect(body.startsWith(entry!.body)).toBe(true);
    expect(entry!.bodyTruncated).toBe(true);
    const whole = (await (await fetch(`${base}/_sandbox/requests/${entry!.id}`)).json()) as {
      body: string;
    };
    expect(whole.body).toBe(body);
  });
});
