/**
 * The traffic log under a flood (docs/sandbox.md, "Limits under a flood"): 500 queries, each with
 * a 120 KiB X-Nonce and a 120 KiB User-Agent, are answered and listed with those values cut to
 * 1 KiB and their sizes noted, so the list the console polls stays small; and the log's budget
 * counts header values and every kept field, not the bodies alone.
 */
import { describe, expect, it } from 'vitest';
import { QUERY_PATH } from '../../../core/protocol/endpoint.ts';
import { readResponse, signedQueryInit } from '../../test-support/sandbox-client.ts';
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
