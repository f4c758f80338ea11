// `crypto`, not `node:crypto`: this project maps `node:` modules to the page's shims, and the
// signature is checked with Node's own.
import * as node from 'crypto';
import { describe, expect, it } from 'vitest';
import { createSandbox } from '../sandbox/app.ts';
import { defaultSandboxConfig } from '../sandbox/config.ts';
import { DEMO_MERCHANT } from '../../core/protocol/demo-merchant.ts';

describe('the sandbox on the in-page shims', () => {
  it('answers a signed query with a response Node verifies', async () => {
    const sandbox = createSandbox(defaultSandboxConfig());
    const body = '{"merchant_order_no":"ORD-20231114-0001"}';
    const timestamp = String(Math.floor(Date.now() / 1000));
    const nonce = 'n-in-page-1';
    const sign = node
      .createHmac('sha256', DEMO_MERCHANT.testSecret)
      .update(`${DEMO_MERCHANT.merchantId}\n${timestamp}\n${nonce}\n${body}`)
      .digest('hex');
    const response = await sandbox.app.fetch(
      new Request('http://127.0.0.1/api/v1/payments/query', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-MerchantID': DEMO_MERCHANT.merchantId,
          'X-Timestamp': timestamp,
          'X-Nonce': nonce,
          'X-Sign': sign,
        },
        body,
      }),
    );
    const text = await response.text();
    expect(text).toContain('"code":0');
  });
});
