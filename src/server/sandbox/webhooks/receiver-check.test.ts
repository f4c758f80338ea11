/**
 * The receiver check grades endpoints written here with node:http and node:crypto: a strict
 * receiver that follows spec 5.3 passes every check; a naive one that accepts everything, or
 * one that compares the sign case-sensitively, is caught.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { DEMO_MERCHANT } from '../../../core/protocol/demo-merchant.ts';
import type { SandboxConfig } from '../config.ts';
import { serversPerTest } from '../../test-support/servers-per-test.ts';

const servers = serversPerTest();

type Handler = (req: IncomingMessage, body: Buffer, res: ServerResponse) => void;

const endpoint = async (handle: Handler) => `${await servers.endpoint(handle)}/webhook`;

/** A receiver that does what spec 5.3 says, plus a 5-minute window and replay refusal. */
function strictReceiver(options: { lowercase: boolean }): Handler {
  const seen = new Set<string>();
  return (req, body, res) => {
    const merchant = req.headers['x-merchantid'];
    const timestamp = req.headers['x-timestamp'];
    const nonce = req.headers['x-nonce'];
    const received = req.headers['x-sign'];
    const refuse = () => res.writeHead(401).end('{"error":"untrusted"}');
    if (typeof merchant !== 'string' || typeof timestamp !== 'string') return refuse();
    if (typeof nonce !== 'string' || typeof received !== 'string') return refuse();
    if (merchant !== DEMO_MERCHANT.merchantId) return refuse();
    const expected = createHmac('sha256', DEMO_MERCHANT.testSecret)
      .update(`${merchant}\n${timestamp}\n${nonce}\n`)
      .update(body)
      .digest();
    const sign = Buffer.from(options.lowercase ? received.toLowerCase() : received, 'utf8');
    const hex = Buffer.from(expected.toString('hex'), 'utf8');
    if (sign.length !== hex.length || !timingSafeEqual(sign, hex)) return refuse();
    if (Math.abs(Number(timestamp) - Date.now() / 1000) > 300) return refuse();
    if (seen.has(nonce)) return refuse();
    seen.add(nonce);
    JSON.parse(body.toString('utf8'));
    res.writeHead(200).end('ok');
  };
}

interface Report {
  checks: {
    name: string;
    expect: string;
    advisory: boolean;
    status: number;
    pass: boolean;
    why: string;
  }[];
  passed: number;
  total: number;
}

async function check(url: string, change: Partial<SandboxConfig> = {}, merchantId?: string) {
  const sandbox = await servers.sandbox(change);
  const response = await fetch(`${sandbox}/_sandbox/receiver-check`, {
    method: 'POST',
    body: JSON.stringify({ url, ...(merchantId ? { merchantId } : {}) }),
  });
  return { status: response.status, report: (await response.json()) as Report };
}

const NAMES = [
  'valid delivery',
  'sign in uppercase hex',
  'wrong signature',
  'body changed after signing',
  'production secret',
  'CR LF separators',
  'missing X-Sign header',
  "another merchant's ID",
  'stale timestamp',
  'far-future timestamp',
  'replayed nonce',
];

describe('POST /_sandbox/receiver-check', { timeout: 20_000 }, () => {
  it('passes a strict receiver on every check', async () => {
    const { status, report } = await check(await endpoint(strictReceiver({ lowercase: true })));
    expect(status).toBe(200);
    expect(report.checks.map((item) => item.name)).toEqual(NAMES);
    expect(report.checks.filter((item) => !item.pass)).toEqual([]);
    expect(report).toMatchObject({ passed: 11, total: 11 });
    expect(report.checks.filter((item) => item.advisory).map((item) => item.name)).toEqual([
      'stale timestamp',
      'far-future timestamp',
      'replayed nonce',
    ]);
  });

  it('catches a naive receiver that accepts everything', async () => {
    const { report } = await check(await endpoint((_req, _body, res) => res.writeHead(200).end()));
    const failed = report.checks.filter((item) => !item.pass).map((item) => item.name);
    expect(failed).toEqual(NAMES.slice(2));
    expect(report.passed).toBe(2);
    const forged = report.checks.find((item) => item.name === 'production secret');
    expect(forged).toMatchObject({ expect: 'reject', status: 200 });
    expect(forged?.why).toContain('spec 5.3 rule 5');
    // A replay's signature is valid: only remembering what was seen catches it.
    const replay = report.checks.find((item) => item.name === 'replayed nonce');
    expect(replay?.why).toMatch(/remember each X-Nonce \(or notification_id\)/);
    expect(replay?.why).not.toMatch(/verify X-Sign/);
    const stale = report.checks.find((item) => item.name === 'stale timestamp');
    expect(stale?.why).toMatch(/compare X-Timestamp with your clock/);
  });

  it('catches a receiver that compares the sign without lowercasing it', async () => {
    const { report } = await check(await endpoint(strictReceiver({ lowercase: false })));
    expect(report.checks.filter((item) => !item.pass).map((item) => item.name)).toEqual([
      'sign in uppercase hex',
    ]);
  });

  it('never hangs on a receiver that never answers', async () => {
    const { report } = await check(await endpoint(() => undefined), { webhookTimeoutMs: 50 });
    expect(report.passed).toBe(0);
    // Each delivery sent timed out; those the check's deadline left no time for were not sent.
    expect(
      report.checks.every(
        (item) =>
          item.status === null && (item.why.includes('timeout') || item.why.startsWith('Not sent')),
      ),
    ).toBe(true);
  });

  it('refuses a URL that is not http: or https:, and an unknown merchant', async () => {
    expect((await check('javascript:alert(1)')).status).toBe(400);
    expect((await check('http://127.0.0.1:9/', {}, 'NOBODY')).status).toBe(400);
  });
});
