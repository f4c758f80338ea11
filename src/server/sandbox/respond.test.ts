import { describe, expect, it } from 'vitest';
import { DEMO_MERCHANT } from '../../core/protocol/demo-merchant.ts';
import { defaultSandboxConfig } from './config.ts';
import { envelopeResponse, failure } from './respond.ts';
import { createSandboxState } from './state.ts';
import { nodeSign, NOW_MS, sendQuery, testApp } from '../test-support/sandbox-client.ts';

describe('envelopeResponse', () => {
  const state = createSandboxState(defaultSandboxConfig(), {
    now: () => NOW_MS,
    random: (length) => new Uint8Array(length).fill(1),
  });

  it('signs the exact body it sends for a known merchant (spec 5.3)', async () => {
    const response = await envelopeResponse(state, 'M100001', 401, failure(1003, 'nope'));
    const text = await response.clone().text();
    expect(text).toBe('{"code":1003,"msg":"nope","data":null}');
    expect(response.headers.get('X-Nonce')).toBe('B'.repeat(24));
    expect(response.headers.get('X-Sign')).toBe(
      nodeSign(DEMO_MERCHANT.testSecret, 'M100001', '1700000000', 'B'.repeat(24), text),
    );
  });

  it('sends no signed headers for an unknown or missing merchant', async () => {
    for (const merchant of ['someone', undefined]) {
      const response = await envelopeResponse(state, merchant, 403, failure(1005, 'who?'));
      for (const name of ['X-MerchantID', 'X-Timestamp', 'X-Nonce', 'X-Sign']) {
        expect(response.headers.has(name)).toBe(false);
      }
      expect(response.headers.get('Content-Type')).toBe('application/json');
    }
  });
});

describe('fault: corrupt-response-sign', () => {
  it('makes the response signature fail verification, and can be switched off again', async () => {
    const app = testApp();
    const on = await app.request('/_sandbox/faults', {
      method: 'PUT',
      body: '{"corrupt_response_sign":true}',
    });
    expect(await on.json()).toMatchObject({ corrupt_response_sign: true });
    const corrupted = await sendQuery({}, app);
    expect(corrupted.status).toBe(200);
    expect(corrupted.headers.get('X-Sign')).toMatch(/^[0-9a-f]{64}$/);
    expect(corrupted.verifies).toBe(false);

    await app.request('/_sandbox/faults', {
      method: 'PUT',
      body: '{"corrupt_response_sign":false}',
    });
    expect((await sendQuery({}, app)).verifies).toBe(true);
  });

  it('can be switched on from the configuration', async () => {
    const result = await sendQuery({}, testApp({ faults: ['corrupt-response-sign'] }));
    const h = result.headers;
    const honest = nodeSign(
      DEMO_MERCHANT.testSecret,
      h.get('X-MerchantID') ?? '',
      h.get('X-Timestamp') ?? '',
      h.get('X-Nonce') ?? '',
      result.text,
    );
    expect(h.get('X-Sign')).not.toBe(honest);
    expect(h.get('X-Sign')?.slice(0, 63)).toBe(honest.slice(0, 63));
  });
});
