import { describe, expect, it } from 'vitest';
import { keyOrderVariants, KEY_ORDER_MAX_CANDIDATES } from './key-order.ts';
import { timestampMistakes } from './timestamps.ts';
import { typeRoundTripVariants } from './type-round-trips.ts';

// The many-candidate families stay bounded: each candidate is a MAC over the whole body.
describe('the many-candidate families are bounded', () => {
  const items = Array.from({ length: 400 }, (_, i) => ({ sku: `S-${i}`, qty: i, price: '1.50' }));
  const large = JSON.stringify({ items });

  it('every millisecond of three seconds for a small body, far fewer for a large one', () => {
    const small = timestampMistakes('1700000000', 100).filter((m) => 'single' in m && m.single);
    expect(small).toHaveLength(2999);
    expect(new Set(small.map((m) => m.timestamp)).size).toBe(2999);
    expect(small[0]?.timestamp).toBe('1700000000001');
    expect(small[999]?.timestamp).toBe('1699999999999');
    const big = timestampMistakes('1700000000', 200_000).filter((m) => 'single' in m && m.single);
    expect(big.length).toBeLessThan(20);
  });

  it('key orders: every order of a small object, the sent one left out', () => {
    const variants = keyOrderVariants('{"a":1,"b":2,"c":3}');
    expect(variants.map((v) => v.body)).toEqual([
      '{"a":1,"c":3,"b":2}',
      '{"b":2,"a":1,"c":3}',
      '{"b":2,"c":3,"a":1}',
      '{"c":3,"a":1,"b":2}',
      '{"c":3,"b":2,"a":1}',
    ]);
  });

  it('key orders and type round trips of a large body stay within their budgets', () => {
    expect(keyOrderVariants(large).length).toBeLessThan(KEY_ORDER_MAX_CANDIDATES);
    expect(keyOrderVariants(large).length * large.length).toBeLessThanOrEqual(4 * 1024 * 1024);
    expect(typeRoundTripVariants(large).length * large.length).toBeLessThanOrEqual(2 * 1024 * 1024);
  });

  it('a body in a style the search cannot write back gets no tree-changing candidates', () => {
    const odd = '{ "a" :1,"b":  2}';
    expect(keyOrderVariants(odd)).toEqual([]);
    expect(typeRoundTripVariants(odd)).toEqual([]);
  });
});
