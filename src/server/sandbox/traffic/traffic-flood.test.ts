/**
 * The traffic log under a flood (docs/sandbox.md, "Limits under a flood"): 500 queries, each with
 * a 120 KiB X-Nonce and a 120 KiB User-Agent, are answered and listed with those values cut to
 * 1 KiB and their sizes noted, so the list the console polls stays small; the log's budget
 * counts header values and every kept field, not the bodies alone; and a flood, a page's
 * no-cors posts or a program's queries, never takes a developer's own entries.
 */
import { describe, expect, it } from 'vitest';
import { QUERY_PATH } from '../../../core/protocol/endpoint.ts';
import { readResponse, signedQueryInit } from '../../test-support/sandbox-client.ts';
import { rawCall } from '../../test-support/raw-call.ts';
import { serversPerTest } from '../../test-support/servers-per-test.ts';
import { createTrafficLog } from './traffic-log.ts';
import type { TrafficRecord } from './traffic-record.ts';

const servers = serversPerTest();
const LONG = 120 * 1024;

interface Entry {
  nonce: string | null;
  userAgent?: string | null;
  cutHeaders?: Record<string, number>;
}

describe('500 queries with a 120 KiB X-Nonce and User-Agent', { timeout: 60_000 }, () => {
  it('are all answered, and listed with both values cut to 1 KiB and their sizes noted', async () => {
    const base = await servers.sandbox();
    const nonces: string[] = [];
    for (let sent = 0; sent < 500; sent += 25) {
      const batch = Array.from({ length: 25 }, (_, index) => {
        const nonce = `${String(sent + index).padStart(4, '0')}${'n'.repeat(LONG - 4)}`;
        nonces.push(nonce);
        const init = signedQueryInit({ nonce, headers: { 'User-Agent': 'u'.repeat(LONG) } });
        return fetch(`${base}${QUERY_PATH}`, init).then(readResponse);
      });
      for (const answer of await Promise.all(batch)) {
        expect(answer.status).toBe(200);
        expect(answer.verifies).toBe(true);
      }
    }

    const response = await fetch(`${base}/_sandbox/requests?limit=500`);
    const text = await response.text();
    // Each entry: two values of 1 KiB and the rest of a small query; 120 MB before the cut.
    expect(text.length).toBeLessThan(2_000_000);
    const entries = JSON.parse(text) as Entry[];
    expect(entries).toHaveLength(500);
    for (const entry of entries) {
      expect(entry.cutHeaders).toEqual({ nonce: LONG, userAgent: LONG });
      expect(entry.nonce).toHaveLength(1024);
      expect(entry.userAgent).toBe('u'.repeat(1024));
    }
    expect(new Set(entries.map((entry) => entry.nonce))).toEqual(
      new Set(nonces.map((nonce) => nonce.slice(0, 1024))),
    );
  });
});

describe("the log's budget", () => {
  it('counts header values and every kept field: 300 large requests stay within 32 MiB', () => {
    const log = createTrafficLog();
    for (let id = 1; id <= 300; id++) {
      const record: TrafficRecord = {
        id: String(id),
        source: { peer: '127.0.0.1', key: '127.0.0.1\n\nuuu' },
        arrived: id,
        method: 'POST',
        path: QUERY_PATH,
        headers: {
          merchantId: 'M100001',
          timestamp: '1700000000',
          nonce: 'é'.repeat(LONG / 2),
          sign: 'ab'.repeat(32),
          contentType: 'application/json',
          userAgent: 'u'.repeat(LONG),
        },
        body: { bytes: new Uint8Array(256 * 1024).fill(0x7b), size: 256 * 1024, truncated: false },
        status: 401,
        code: 1003,
        msg: 'm'.repeat(4096),
        diagnosis: null,
      };
      log.add(record);
      expect(log.bytes()).toBeLessThanOrEqual(32 * 1024 * 1024);
    }
    // The count is honest: at least the bytes of every field the kept entries hold.
    const kept = log.list();
    let held = 0;
    for (const entry of kept) {
      const whole = log.get(entry.id)!;
      held += whole.bytes.length + entry.body.length + (entry.msg ?? '').length;
      for (const value of [entry.merchantId, entry.timestamp, entry.nonce, entry.userAgent]) {
        held += Buffer.byteLength(value ?? '', 'utf8');
      }
      expect(entry.cutHeaders).toEqual({ nonce: LONG, userAgent: LONG });
      // Cut between characters: 'é' is two bytes, so 1,024 bytes hold 512 of them.
      expect(entry.nonce).toBe('é'.repeat(512));
    }
    expect(kept.length).toBeGreaterThan(1);
    expect(log.bytes()).toBeGreaterThanOrEqual(held);
  });
});

describe("a developer's entries under a flood", { timeout: 60_000 }, () => {
  /** Sends `count` requests, `batch` at a time, each made by `send(index)`. */
  async function flood(count: number, send: (index: number) => Promise<number>) {
    const statuses: number[] = [];
    for (let sent = 0; sent < count; sent += 50) {
      const batch = Array.from({ length: Math.min(50, count - sent) }, (_, i) => send(sent + i));
      statuses.push(...(await Promise.all(batch)));
    }
    return statuses;
  }

  it("survive a page's 600 no-cors posts and a program's 600 queries at the cap", async () => {
    const base = await servers.sandbox({ diagnose: 'off' });
    const url = `${base}${QUERY_PATH}`;
    const own: string[] = [];
    for (let index = 0; index < 9; index++) {
      const nonce = `developer-${index}`;
      own.push(nonce);
      // Accepted and refused alike: what the developer wants to read.
      const init = signedQueryInit({
        nonce,
        headers: { 'User-Agent': 'developer-client/1.0' },
        ...(index % 3 === 0 && { secret: 'wrong' }),
      });
      await (await fetch(url, init)).arrayBuffer();
    }

    // What a page on another port makes the browser send: refused, and never logged.
    const page = {
      'Sec-Fetch-Mode': 'no-cors',
      'Sec-Fetch-Site': 'same-site',
      Origin: 'http://127.0.0.1:3000',
      'Content-Type': 'text/plain;charset=UTF-8',
      'User-Agent': 'Mozilla/5.0 Chrome/126.0',
    };
    const pageStatuses = await flood(
      600,
      async () => (await rawCall(url, 'POST', page, 'x')).status,
    );
    expect(new Set(pageStatuses)).toEqual(new Set([403]));

    // A program's flood, signed or not, from one source: it spends its own entries.
    const programStatuses = await flood(600, async (index) => {
      const init = signedQueryInit({
        headers: { 'User-Agent': 'flood/1.0' },
        ...(index % 2 === 0 && { sign: 'ab'.repeat(32) }),
      });
      const response = await fetch(url, init);
      await response.arrayBuffer();
      return response.status;
    });
    expect(new Set(programStatuses)).toEqual(new Set([200, 401]));

    const entries = (await (await fetch(`${base}/_sandbox/requests?limit=1000`)).json()) as Entry[];
    expect(entries).toHaveLength(500);
    const kept = entries.filter((entry) => own.includes(entry.nonce ?? ''));
    expect(kept.map((entry) => entry.nonce).sort()).toEqual([...own].sort());
    expect(entries.filter((entry) => entry.userAgent === 'flood/1.0')).toHaveLength(491);
  });
});
