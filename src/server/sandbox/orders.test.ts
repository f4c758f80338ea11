/** The order store's cap (docs/sandbox.md, "Limits under a flood"): the oldest closed go first. */
import { describe, expect, it } from 'vitest';
import { createOrderStore, SEED_ORDER } from './orders.ts';

const order = (no: string, status = 'PENDING') => ({
  merchant_order_no: no,
  payment_method: 'CARD' as const,
  trans_amount: { currency: 'USD', value: '1.00' },
  status,
});

const numbers = (store: ReturnType<typeof createOrderStore>) =>
  store.list().map((item) => item.merchant_order_no);

describe('the order store under a flood', () => {
  it('keeps 10,000 orders of 20,000, the seeded order among them, the newest last', () => {
    const store = createOrderStore();
    store.add('M1', SEED_ORDER);
    for (let n = 1; n <= 20_000; n++) store.add('M1', order(`F-${n}`, 'SUCCESS'));
    const kept = numbers(store);
    expect(kept).toHaveLength(10_000);
    expect(kept[0]).toBe(SEED_ORDER.merchant_order_no);
    expect(kept.at(-1)).toBe('F-20000');
    expect(kept[1]).toBe('F-10002');
    expect(JSON.stringify(store.list()).length).toBeLessThan(2_000_000);
  });

  it('drops the oldest closed order first, and the oldest open one only when none is closed', () => {
    const store = createOrderStore(3);
    store.add('M1', order('A'));
    store.add('M1', order('B'));
    store.add('M1', order('C'));
    store.setStatus('M1', 'B', 'CLOSED');
    store.add('M1', order('D'));
    expect(numbers(store)).toEqual(['A', 'C', 'D']);
    expect(store.find('M1', 'B')).toBeUndefined();
    store.add('M1', order('E'));
    expect(numbers(store)).toEqual(['C', 'D', 'E']);
    // A dropped number can be used again: it is a new order.
    expect(store.add('M1', order('A'))?.order_no).toBe('P0000000006');
  });
});
