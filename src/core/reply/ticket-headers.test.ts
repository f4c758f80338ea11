import { describe, expect, it } from 'vitest';
import { QUERY_PATH } from '../protocol/endpoint.ts';
import { ticketQueryUrl } from './ticket-headers.ts';

describe('ticketQueryUrl', () => {
  it("reads the query's address from a log line or a command", () => {
    const go =
      '2026/12/02 18:27:03 acmepay: POST https://api.sandbox.acme-pay.test/api/v1/payments/query headers=map[X-Nonce:[8ee7]] body={}';
    expect(ticketQueryUrl(go, QUERY_PATH)).toBe(
      'https://api.sandbox.acme-pay.test/api/v1/payments/query',
    );
    const curl = "curl -X POST 'https://pay.example.test/gw/api/v1/payments/query?x=1' -d '{}'";
    expect(ticketQueryUrl(curl, QUERY_PATH)).toBe(
      'https://pay.example.test/gw/api/v1/payments/query',
    );
  });

  it('says nothing when the ticket names two hosts, or none for the query', () => {
    const two = [
      'POST https://a.example.test/api/v1/payments/query',
      'POST https://b.example.test/api/v1/payments/query',
    ].join('\n');
    expect(ticketQueryUrl(two, QUERY_PATH)).toBeUndefined();
    expect(ticketQueryUrl('see https://docs.example.test/signing', QUERY_PATH)).toBeUndefined();
    expect(ticketQueryUrl(undefined, QUERY_PATH)).toBeUndefined();
  });
});
