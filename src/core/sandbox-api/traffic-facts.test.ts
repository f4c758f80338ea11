import { describe, expect, it } from 'vitest';
import { trafficOrderNumber, trafficSender } from './traffic-facts.ts';

describe('trafficSender', () => {
  it.each([
    [{ fromConsole: true, userAgent: 'Mozilla/5.0 (X11; Linux x86_64)' }, 'this console'],
    [{ userAgent: 'curl/7.88.1' }, 'curl/7.88.1'],
    [{ userAgent: 'python-requests/2.31.0' }, 'python-requests/2.31.0'],
    [{ userAgent: 'GuzzleHttp/7 curl/7.88.1 PHP/8.2.7' }, 'GuzzleHttp/7'],
    [{ userAgent: 'Mozilla/5.0 (Windows NT 10.0) Chrome/120.0' }, 'a browser'],
    [{ userAgent: '' }, 'no User-Agent'],
    [{ userAgent: null }, 'no User-Agent'],
    [{}, 'no User-Agent'],
  ])('%o is %s', (entry, said) => {
    expect(trafficSender(entry)).toBe(said);
  });

  it('cuts a long name', () => {
    expect(trafficSender({ userAgent: 'x'.repeat(500) })).toHaveLength(40);
  });
});

describe('trafficOrderNumber', () => {
  const of = (body: string, bodyTruncated = false) => trafficOrderNumber({ body, bodyTruncated });
  it('reads the order a query or a payment names', () => {
    expect(of('{"merchant_order_no":"ORD-1"}')).toBe('ORD-1');
    expect(of('{"order_no":"SVC-9"}')).toBe('SVC-9');
  });
  it('says nothing for a body that is not JSON, names no order, or was cut', () => {
    expect(of('merchant_order_no=ORD-1')).toBeNull();
    expect(of('{"amount":1}')).toBeNull();
    expect(of('{"merchant_order_no":"ORD-1"}', true)).toBeNull();
    expect(of('{"__proto__":{"order_no":"X"}}')).toBeNull();
    expect(of('[1]')).toBeNull();
  });
});
