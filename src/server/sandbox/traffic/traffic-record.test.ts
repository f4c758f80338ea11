import { describe, expect, it } from 'vitest';
import { keptHeaders } from './traffic-record.ts';

const headers = {
  merchantId: 'M100001',
  timestamp: '1700000000',
  nonce: 'n'.repeat(4000),
  sign: 'ab'.repeat(32),
  contentType: 'application/json',
  userAgent: 'curl/8.0',
};

describe('the headers the traffic log keeps', () => {
  it('cuts a long value to 1 KiB and notes the size it arrived with', () => {
    const { headers: kept, cut } = keptHeaders(headers);
    expect(kept.nonce).toBe('n'.repeat(1024));
    expect(cut).toEqual({ nonce: 4000 });
    expect(kept.merchantId).toBe('M100001');
  });

  it("keeps a browser's Sec-Fetch-Site, and drops a value no browser sends", () => {
    expect(keptHeaders({ ...headers, fetchSite: 'same-origin' }).headers.fetchSite).toBe(
      'same-origin',
    );
    expect(
      keptHeaders({ ...headers, fetchSite: 'same-origin'.repeat(10_000) }).headers.fetchSite,
    ).toBeUndefined();
  });
});
