// A server for the sandbox load, started in its own process so the load generator does not
// share its event loop: `sandbox` (the real sandbox, default configuration) or `bare` (a bare
// node:http server answering one fixed signed JSON envelope). Prints its origin on stdout.
import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { defaultSandboxConfig } from '../../src/server/sandbox/config.ts';
import { startSandboxServer } from '../../src/server/sandbox/serve-sandbox.ts';

async function bare(): Promise<string> {
  const merchant = defaultSandboxConfig().merchants[0]!;
  const body = JSON.stringify({ code: 0, msg: 'success', data: { merchant_order_no: 'ORD-1' } });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const nonce = 'barenonce0000001';
  const sign = createHmac('sha256', merchant.testSecret)
    .update(`${merchant.merchantId}\n${timestamp}\n${nonce}\n${body}`)
    .digest('hex');
  const headers = {
    'Content-Type': 'application/json',
    'X-MerchantID': merchant.merchantId,
    'X-Timestamp': timestamp,
    'X-Nonce': nonce,
    'X-Sign': sign,
  };
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => response.writeHead(200, headers).end(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function sandbox(): Promise<string> {
  const config = { ...defaultSandboxConfig(), host: '127.0.0.1', port: 0 };
  return (await startSandboxServer(config)).url;
}

const origin = process.argv[2] === 'bare' ? await bare() : await sandbox();
console.log(origin);
