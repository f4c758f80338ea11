// `npm run bench:load`: the sandbox under load, as a payment client would drive it: LOAD_CONNECTIONS
// (default 50) concurrent connections for LOAD_SECONDS (default 30 s), each query freshly signed
// with a new nonce (node:crypto, not the project's signer). Fails on any error: a refused query,
// a 5xx, a dropped connection or a response whose X-Sign does not verify. Prints the rate,
// latency and the process's memory before and after, so a leak (nonces, traffic log) shows.
import { createHmac, randomUUID } from 'node:crypto';
import { DEMO_MERCHANT } from '../src/core/protocol/demo-merchant.ts';
import { QUERY_PATH } from '../src/core/protocol/endpoint.ts';
import { defaultSandboxConfig } from '../src/server/sandbox/config.ts';
import { startSandboxServer } from '../src/server/sandbox/serve-sandbox.ts';

const connections = Number(process.env['LOAD_CONNECTIONS'] ?? 50);
const seconds = Number(process.env['LOAD_SECONDS'] ?? 30);
const { merchantId, testSecret } = DEMO_MERCHANT;
const body = '{"merchant_order_no":"ORD-20231114-0001"}';

const hmac = (...parts: string[]) =>
  createHmac('sha256', testSecret).update(parts.join('\n'), 'utf8').digest('hex');

const mib = () => (process.memoryUsage().rss / 1024 / 1024).toFixed(0);

const sandbox = await startSandboxServer({ ...defaultSandboxConfig(), port: 0, diagnose: 'off' });
const url = `${sandbox.url}${QUERY_PATH}`;
const rssBefore = mib();
const deadline = Date.now() + seconds * 1000;
const latencies: number[] = [];
const errors = new Map<string, number>();
const fail = (why: string) => errors.set(why, (errors.get(why) ?? 0) + 1);

async function client(): Promise<void> {
  while (Date.now() < deadline) {
    const timestamp = String(Math.floor(Date.now() / 1000));
    const nonce = randomUUID();
    const started = performance.now();
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-MerchantID': merchantId,
          'X-Timestamp': timestamp,
          'X-Nonce': nonce,
          'X-Sign': hmac(merchantId, timestamp, nonce, body),
        },
        body,
      });
      const text = await response.text();
      latencies.push(performance.now() - started);
      const h = (name: string) => response.headers.get(name) ?? '';
      const signed = hmac(h('X-MerchantID'), h('X-Timestamp'), h('X-Nonce'), text);
      if (response.status !== 200) fail(`HTTP ${response.status}: ${text.slice(0, 120)}`);
      else if (signed !== h('X-Sign')) fail('response X-Sign does not verify');
    } catch (error) {
      fail(`network: ${(error as Error).message}`);
    }
  }
}

await Promise.all(Array.from({ length: connections }, () => client()));
const rssAfter = mib();
await sandbox.close();

latencies.sort((a, b) => a - b);
const at = (q: number) => (latencies[Math.floor(q * (latencies.length - 1))] ?? 0).toFixed(1);
const failures = [...errors.values()].reduce((sum, n) => sum + n, 0);
console.log(
  `${latencies.length} queries in ${seconds} s over ${connections} connections: ` +
    `${(latencies.length / seconds).toFixed(0)}/s, p50 ${at(0.5)} ms, p99 ${at(0.99)} ms; ` +
    `RSS ${rssBefore} -> ${rssAfter} MiB; ${failures} errors`,
);
for (const [why, count] of errors) console.log(`  ${count} x ${why}`);
process.exit(failures === 0 && latencies.length > 0 ? 0 : 1);
