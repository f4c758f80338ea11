import { describe, expect, it } from 'vitest';
import { lintBody } from './body-rules.ts';
import { isCamelCaseKey, toSnakeCase } from '../protocol/snake-case.ts';

const ids = (body: string) => lintBody(body).map((f) => f.id);
const amount = (value: string, currency = '"USD"') =>
  `{"trans_amount":{"currency":${currency},"value":${value}}}`;

describe('lintBody: JSON shape (spec 2, 4)', () => {
  it('survives a body nested far deeper than the call stack', () => {
    const depth = 200_000;
    const deep = `${'{"aB":'.repeat(depth)}1${'}'.repeat(depth)}`;
    expect(ids(deep)).toContain('body-camel-case-key');
  });

  it('accepts a snake_case JSON object', () => {
    expect(
      lintBody('{"merchant_order_no":"ORD-1","trans_amount":{"currency":"USD","value":"10.00"}}'),
    ).toEqual([]);
  });

  it('refuses an empty body and warns on non-JSON or non-object bodies', () => {
    expect(lintBody('')[0]).toMatchObject({ id: 'body-empty', severity: 'error', field: 'body' });
    expect(ids('  \n')).toEqual(['body-empty']);
    expect(lintBody('merchant_order_no=1')[0]).toMatchObject({
      id: 'body-not-json',
      severity: 'warning',
    });
    expect(ids('[1,2]')).toEqual(['body-not-object']);
  });

  it('names every camelCase key at any depth once, with its snake_case form', () => {
    const findings = lintBody(
      '{"merchantOrderNo":"A","items":[{"goodsName":"x"},{"goodsName":"y"}],"ok_key":1}',
    );
    expect(findings.map((f) => [f.id, f.severity, f.fix])).toEqual([
      ['body-camel-case-key', 'error', 'Rename it to "merchant_order_no".'],
      ['body-camel-case-key', 'error', 'Rename it to "goods_name".'],
    ]);
    expect(findings[1]?.message).toContain('items[0].goodsName');
  });
});

describe('lintBody: amount (spec 2)', () => {
  it('refuses a number and warns on a string without two decimals', () => {
    expect(lintBody(amount('10'))[0]).toMatchObject({
      id: 'amount-value-not-string',
      severity: 'error',
      fix: expect.stringContaining('"10.00"'),
    });
    expect(lintBody(amount('"10"'))[0]).toMatchObject({
      id: 'amount-value-decimals',
      fix: 'Send "10.00".',
    });
    expect(lintBody(amount('"10.5"'))[0]).toMatchObject({
      id: 'amount-value-decimals',
      fix: 'Send "10.50".',
    });
    expect(ids(amount('"ten"'))).toEqual(['amount-value-decimals']);
  });

  it('warns on a currency that is not three uppercase letters', () => {
    expect(lintBody(amount('"10.00"', '"usd"'))[0]).toMatchObject({
      id: 'amount-currency-format',
      fix: 'Send "USD".',
    });
    expect(ids(amount('"10.00"', '"US"'))).toEqual(['amount-currency-format']);
    expect(ids(amount('"10.00"', '840'))).toEqual(['amount-currency-format']);
  });

  it('refuses a trans_amount that is not an object', () => {
    expect(ids('{"trans_amount":"10.00"}')).toEqual(['amount-not-object']);
  });
});

describe('lintBody: bytes (spec 5.2 rule 1)', () => {
  it('warns on a byte order mark and still lints the JSON behind it', () => {
    expect(ids('\uFEFF{"goodsName":"x"}')).toEqual(['body-bom', 'body-camel-case-key']);
  });

  it('warns on carriage returns, counting them', () => {
    const [finding] = lintBody('{\r\n  "a": 1\r\n}');
    expect(finding).toMatchObject({ id: 'body-carriage-return', severity: 'warning' });
    expect(finding?.message).toContain('2 carriage returns');
  });

  it('hints at {{, which API clients would replace, in a JSON body or not', () => {
    const [finding] = lintBody('{"goods_name":"{{api_secret}}"}');
    expect(finding).toMatchObject({ id: 'body-template-syntax', severity: 'info', field: 'body' });
    expect(finding?.message).toContain('Postman, Bruno and httpyac');
    expect(ids('{{ require("fs") }}')).toEqual(['body-template-syntax', 'body-not-json']);
    expect(ids('{"a":{"b":"{ {x} }"}}')).toEqual([]);
  });
});

describe('snake_case helpers (spec 2)', () => {
  it.each([
    ['paymentMethod', 'payment_method'],
    ['merchantOrderNo', 'merchant_order_no'],
    ['orderID', 'order_id'],
    ['HTTPCode', 'http_code'],
    ['TransAmount', 'trans_amount'],
  ])('%s is camelCase, snake_case %s', (key, snake) => {
    expect(isCamelCaseKey(key)).toBe(true);
    expect(toSnakeCase(key)).toBe(snake);
  });

  it.each(['payment_method', 'ID', 'value', 'x1', 'goods-name'])('%s is not camelCase', (key) => {
    expect(isCamelCaseKey(key)).toBe(false);
  });
});
