/**
 * Break it with a production secret typed in the settings: every mistake is sent, and no request
 * that leaves the browser carries a sign made with the typed secret, however the mistake builds
 * its string to sign. The "other environment's secret" mistake signs with the sandbox's own
 * production secret instead, which proves the search below would find such a sign. Signs are
 * computed with node:crypto.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createHmac } from 'node:crypto';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BREAK_MISTAKES } from '../../../core/learn/break-it.ts';
import { DEMO_MERCHANT } from '../../../core/protocol/demo-merchant.ts';
import { useSettingsStore } from '../../../services/environments/settings-store.ts';
import { BreakItPanel } from './break-it-panel.tsx';

const TYPED_PRODUCTION_SECRET = 'prod_sk_REAL_merchant_key_0001';

interface Sent {
  headers: Record<string, string>;
  body: string;
}

let sent: Sent[] = [];

beforeEach(() => {
  sent = [];
  useSettingsStore.setState({
    merchantId: DEMO_MERCHANT.merchantId,
    secrets: { test: DEMO_MERCHANT.testSecret, production: TYPED_PRODUCTION_SECRET },
  });
  vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
    sent.push({
      headers: init.headers as Record<string, string>,
      body: Buffer.from(init.body as Uint8Array).toString('utf8'),
    });
    return Promise.resolve(
      new Response('{"code":1003,"msg":"signature verification failed","data":null}', {
        status: 401,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/**
 * Every sign a request could carry when made with `secret`: any order of the four parts, LF or
 * CR LF between them, the body as sent or compact, in lowercase hex, uppercase hex or base64.
 */
function signsWith(secret: string, request: Sent): Set<string> {
  const merchant = request.headers['X-MerchantID'] ?? '';
  const timestamp = request.headers['X-Timestamp'] ?? '';
  const nonce = request.headers['X-Nonce'] ?? '';
  const bodies = [request.body, JSON.stringify(JSON.parse(request.body))];
  const signs = new Set<string>();
  for (const body of bodies) {
    for (const parts of [
      [merchant, timestamp, nonce, body],
      [timestamp, merchant, nonce, body],
      [merchant, timestamp.replace(/000$/, ''), nonce, body],
    ]) {
      for (const separator of ['\n', '\r\n']) {
        const mac = createHmac('sha256', secret).update(parts.join(separator), 'utf8').digest();
        signs.add(mac.toString('hex'));
        signs.add(mac.toString('hex').toUpperCase());
        signs.add(mac.toString('base64'));
      }
    }
  }
  return signs;
}

describe('Break it with a production secret typed in the settings', () => {
  it('never sends a request signed with it; the other-secret mistake uses the sandbox key', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <BreakItPanel />
      </QueryClientProvider>,
    );
    const mistakes = ['', ...BREAK_MISTAKES.map((mistake) => mistake.id)];
    for (const [index, mistake] of mistakes.entries()) {
      fireEvent.change(screen.getByLabelText('Mistake'), { target: { value: mistake } });
      fireEvent.click(screen.getByRole('button', { name: 'Send with this mistake' }));
      await waitFor(() => expect(sent).toHaveLength(index + 1));
    }
    for (const request of sent) {
      expect(signsWith(TYPED_PRODUCTION_SECRET, request)).not.toContain(request.headers['X-Sign']);
    }
    const otherSecret = sent[mistakes.indexOf('other-secret')]!;
    expect(signsWith(DEMO_MERCHANT.productionSecret, otherSecret)).toContain(
      otherSecret.headers['X-Sign'],
    );
  });
});
