import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { camelCaseMessage, findCamelCaseFields, toSnakeCase } from './snake-case.ts';

describe('toSnakeCase', () => {
  it.each([
    ['merchantOrderNo', 'merchant_order_no'],
    ['paymentMethod', 'payment_method'],
    ['goodsName', 'goods_name'],
    ['MerchantOrderNo', 'merchant_order_no'],
    ['merchantOrderNO', 'merchant_order_no'],
    ['orderID2Value', 'order_id2_value'],
  ])('%s -> %s', (camel, snake) => {
    expect(toSnakeCase(camel)).toBe(snake);
  });

  it('leaves snake_case names unchanged', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/), (name) => {
        expect(toSnakeCase(name)).toBe(name);
      }),
      { numRuns: 200 },
    );
  });
});

describe('findCamelCaseFields', () => {
  it('finds keys at any depth, including inside arrays, outer keys first', () => {
    const value = {
      merchant_order_no: 'x',
      transAmount: { currencyCode: 'USD' },
      items: [{ goodsName: 'a' }],
    };
    expect(findCamelCaseFields(value)).toEqual([
      { key: 'transAmount', snake: 'trans_amount', parent: '' },
      { key: 'currencyCode', snake: 'currency_code', parent: 'transAmount' },
      { key: 'goodsName', snake: 'goods_name', parent: 'items[0]' },
    ]);
  });

  it('accepts snake_case, all-caps keys and camelCase string values', () => {
    expect(findCamelCaseFields({ merchant_order_no: 'orderNo', ID: 1, list: ['fooBar'] })).toEqual(
      [],
    );
  });
});

describe('camelCaseMessage', () => {
  it('names each field and its snake_case spelling, citing spec 2', () => {
    const message = camelCaseMessage(findCamelCaseFields({ merchantOrderNo: 'x' }));
    expect(message).toBe(
      'field merchantOrderNo must be merchant_order_no (spec 2: JSON field names are snake_case)',
    );
  });

  it('lists five fields at most', () => {
    const keys = Object.fromEntries(['aB', 'cD', 'eF', 'gH', 'iJ', 'kL', 'mN'].map((k) => [k, 1]));
    const message = camelCaseMessage(findCamelCaseFields(keys));
    expect(message).toContain('field iJ must be i_j; and 2 more');
    expect(message).not.toContain('kL');
  });
});
