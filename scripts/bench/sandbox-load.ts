// Sandbox signed-query throughput and p99 latency at 50 connections against a bare node:http
// server, with the same load generator (autocannon) and the same signed requests, alternating.
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { defaultSandboxConfig } from '../../src/server/sandbox/config.ts';
import { median, quantile, type Figure } from './figures.ts';

const TARGET = fileURLToPath(new URL('./load-target.ts', import.meta.url));

async function startTarget(
  kind: 'sandbox' | 'bare',
): Promise<{ origin: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', TARGET, kind], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const origin = await new Promise<string>((resolve, reject) => {
    child.stdout!.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
    child.once('exit', (code) => reject(new Error(`${kind} server exited with ${code}`)));
  });
  return { origin, child };
}

/** Requests sent so far in this run: every nonce is new to the sandbox, across rounds too. */
let sent = 0;

/** A signed query per request: a fresh nonce and the current second, signed with node:crypto. */
function signedQuery() {
  const merchant = defaultSandboxConfig().merchants[0]!;
  const body = JSON.stringify({ merchant_order_no: 'ORD-20231114-0001' });
  return {
    method: 'POST',
    path: '/api/v1/payments/query',
    setupRequest: (request: { headers?: Record<string, string>; body?: string }) => {
      const timestamp = String(Math.floor(Date.now() / 1000));
      const nonce = `load${process.pid}n${(sent++).toString(36).padStart(10, '0')}`;
      const sign = createHmac('sha256', merchant.testSecret)
        .update(`${merchant.merchantId}\n${timestamp}\n${nonce}\n${body}`)
        .digest('hex');
      return {
        ...request,
        body,
        headers: {
          'Content-Type': 'application/json',
          'X-MerchantID': merchant.merchantId,
          'X-Timestamp': timestamp,
          'X-Nonce': nonce,
          'X-Sign': sign,
        },
      };
    },
  };
}

/**
 * One load run. The p99 is taken over every answer's own time, which autocannon measures to the
 * microsecond: its summary reads its histogram in whole milliseconds, too coarse for the ratio of
 * two p99s of a few milliseconds each.
 */
async function load(origin: string, seconds: number) {
  let refused = '';
  const answerMs: number[] = [];
  const run = autocannon({
    url: origin,
    connections: 50,
    duration: seconds,
    requests: [
      {
        ...signedQuery(),
        onResponse: (status, body) => {
          if (status !== 200 && refused === '') refused = `${status} ${body.slice(0, 300)}`;
        },
      },
    ],
  });
  run.on('response', (_client, _status, _bytes, ms) => answerMs.push(ms));
  const result = await run;
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(
      `load on ${origin}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts; first refusal: ${refused}`,
    );
  }
  return { rps: result.requests.average, p99: quantile(answerMs, 0.99) };
}

export async function sandboxFigures(rounds: number, seconds: number): Promise<Figure[]> {
  const sandbox = await startTarget('sandbox');
  const bare = await startTarget('bare');
  try {
    await load(sandbox.origin, 2);
    await load(bare.origin, 2);
    const ours: Array<{ rps: number; p99: number }> = [];
    const base: Array<{ rps: number; p99: number }> = [];
    for (let round = 0; round < rounds; round++) {
      ours.push(await load(sandbox.origin, seconds));
      base.push(await load(bare.origin, seconds));
    }
    const note = `${rounds}×${seconds} s each, median of rounds`;
    return [
      {
        name: 'sandbox signed-query throughput, 50 connections, vs bare node:http',
        value: median(ours.map((r) => r.rps)),
        baseline: median(base.map((r) => r.rps)),
        unit: 'req/s',
        budget: { limit: 0.5, kind: 'min', on: 'ratio' },
        note,
      },
      {
        name: 'sandbox p99 latency, 50 connections, vs bare node:http',
        value: median(ours.map((r) => r.p99)),
        baseline: median(base.map((r) => r.p99)),
        unit: 'ms',
        budget: { limit: 2, kind: 'max', on: 'ratio' },
        note,
      },
    ];
  } finally {
    sandbox.child.kill();
    bare.child.kill();
  }
}
