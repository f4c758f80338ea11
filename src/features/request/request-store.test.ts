import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_QUERY_BODY, useRequestStore } from './request-store.ts';

const initial = useRequestStore.getInitialState();

// 2023-11-14T22:13:20.750Z: the store must send whole seconds (spec 5.1 X-Timestamp).
const NOW_MS = 1_700_000_000_750;

beforeEach(() => {
  useRequestStore.setState(initial, true);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW_MS);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('prepareSend', () => {
  it('takes a fresh timestamp in whole seconds and a new nonce while fresh-on-send is on', () => {
    useRequestStore.setState({ timestamp: '1', nonce: 'old-nonce-0000000000', freshOnSend: true });

    const sent = useRequestStore.getState().prepareSend();

    expect(sent.timestamp).toBe('1700000000');
    expect(sent.nonce).not.toBe('old-nonce-0000000000');
    // Spec 5.1 and 8: a URL-safe nonce within the recommended 16 to 32 characters.
    expect(sent.nonce).toMatch(/^[A-Za-z0-9_-]{16,32}$/);
    expect(sent.body).toBe(DEFAULT_QUERY_BODY);
    // What is sent is what the view shows afterwards, so the string to sign matches the request.
    const after = useRequestStore.getState();
    expect({ timestamp: after.timestamp, nonce: after.nonce }).toEqual({
      timestamp: sent.timestamp,
      nonce: sent.nonce,
    });
  });

  it('draws a different nonce on every send, so two sends never replay each other', () => {
    const { prepareSend } = useRequestStore.getState();
    const nonces = new Set(Array.from({ length: 20 }, () => prepareSend().nonce));
    expect(nonces.size).toBe(20);
  });

  it('keeps a timestamp or nonce the user typed: editing either turns fresh-on-send off', () => {
    const store = useRequestStore.getState();
    store.setTimestamp('1699999000');
    store.setNonce('my-own-nonce-123456');
    expect(useRequestStore.getState().freshOnSend).toBe(false);

    expect(useRequestStore.getState().prepareSend()).toEqual({
      timestamp: '1699999000',
      nonce: 'my-own-nonce-123456',
      body: DEFAULT_QUERY_BODY,
    });
  });

  it('sends a shared case exactly as it was logged, body bytes included', () => {
    const body = '{\r\n  "merchant_order_no": "ORD-7"\r\n}\n';
    useRequestStore.getState().loadCase({ timestamp: '1732170000', nonce: 'n0nce-1', body });

    expect(useRequestStore.getState().prepareSend()).toEqual({
      timestamp: '1732170000',
      nonce: 'n0nce-1',
      body,
    });
  });

  it('sends the body as typed, whitespace and all', () => {
    useRequestStore.getState().setBody(' {"a":1}\n');
    expect(useRequestStore.getState().prepareSend().body).toBe(' {"a":1}\n');
  });
});
