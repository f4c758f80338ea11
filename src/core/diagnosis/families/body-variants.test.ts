import { describe, expect, it } from 'vitest';
import { bodyVariants } from './body-variants.ts';

const byId = (raw: string) => {
  const out: Record<string, string[]> = {};
  for (const variant of bodyVariants(raw)) (out[variant.id] ??= []).push(variant.body);
  return out;
};

describe('bodyVariants', () => {
  const compact =
    '{"merchant_order_no":"Z-1","trans_amount":{"value":"10.00","currency":"USD"},"goods_name":"café"}';

  it('builds the JSON re-serializations of a compact body', () => {
    const variants = byId(compact);
    expect(variants['pretty-2']).toEqual([JSON.stringify(JSON.parse(compact), null, 2)]);
    expect(variants['pretty-4']?.[0]).toContain('\n    "merchant_order_no"');
    expect(variants['pretty-tab']?.[0]).toContain('\n\t"merchant_order_no"');
    expect(variants['keys-sorted']).toEqual([
      '{"goods_name":"café","merchant_order_no":"Z-1","trans_amount":{"currency":"USD","value":"10.00"}}',
    ]);
    expect(variants['python-dumps']).toEqual([
      '{"merchant_order_no": "Z-1", "trans_amount": {"value": "10.00", "currency": "USD"}, "goods_name": "caf\\u00e9"}',
    ]);
    // PHP's json_encode writes the same bytes here (no "/" to escape), so it names the variant.
    expect(variants['php-json-encode']).toEqual([compact.replace('é', '\\u00e9')]);
    expect(variants['non-ascii-escaped']).toBeUndefined();
    expect(variants['compacted']).toBeUndefined();
  });

  it('spells trans_amount.value as a number three ways, keeping the rest byte for byte', () => {
    expect(byId(compact)['amount-number']).toEqual([
      compact.replace('"10.00"', '10.00'),
      compact.replace('"10.00"', '10'),
      compact.replace('"10.00"', '10.0'),
    ]);
    expect(byId('{"trans_amount": {"value": "10.50"}}')['amount-number']).toEqual([
      '{"trans_amount": {"value": 10.50}}',
      '{"trans_amount": {"value": 10.5}}',
    ]);
  });

  it('compacts a pretty body and swaps its line breaks', () => {
    const pretty = '{\r\n  "a": "\\u00e9"\r\n}\r\n';
    const variants = byId(pretty);
    expect(variants['compacted']).toEqual(['{"a":"é"}']);
    expect(variants['crlf-to-lf']).toEqual(['{\n  "a": "\\u00e9"\n}\n']);
    expect(variants['trailing-newline-removed']).toEqual(['{\r\n  "a": "\\u00e9"\r\n}']);
    expect(variants['non-ascii-unescaped']).toEqual(['{\r\n  "a": "é"\r\n}\r\n']);
    expect(variants['trimmed']).toBeUndefined(); // the same bytes as the removed newline, which comes first
  });

  it('keeps an escaped backslash before u as it is', () => {
    expect(byId('{"a":"\\\\u00e9"}')['non-ascii-unescaped']).toBeUndefined();
  });

  it('adds or removes a byte order mark', () => {
    expect(byId('{}')['bom-added']).toEqual(['\uFEFF{}']);
    const withBom = byId('\uFEFF{"a":1}');
    expect(withBom['bom-removed']).toEqual(['{"a":1}']);
    expect(withBom['compacted']).toBeUndefined(); // same bytes as the BOM removed
  });

  it('makes only text variants of a body that is not JSON', () => {
    expect(Object.keys(byId(' a=1&b=2 '))).toEqual([
      'trailing-newline-added',
      'bom-added',
      'trimmed',
    ]);
  });

  it('never repeats a body or returns the raw body', () => {
    for (const raw of [compact, '{\n  "a": 1\n}', '', '[]', '"x"']) {
      const bodies = bodyVariants(raw).map((variant) => variant.body);
      expect(new Set(bodies).size).toBe(bodies.length);
      expect(bodies).not.toContain(raw);
    }
  });
});

describe('bodyVariants on a body nested deeper than the call stack', () => {
  it('offers the text variants instead of throwing', () => {
    const depth = 200_000;
    const deep = `${'['.repeat(depth)}${']'.repeat(depth)}`;
    const ids = bodyVariants(deep).map((variant) => variant.id);
    expect(ids).toContain('trailing-newline-added');
    expect(ids).not.toContain('compacted');
  });
});
