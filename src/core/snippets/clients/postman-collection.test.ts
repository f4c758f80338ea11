import { describe, expect, it } from 'vitest';
import { postmanCollection } from './postman-collection.ts';

const input = {
  baseUrl: 'https://sandbox.example.com/',
  merchantId: 'M100001',
  body: '{\n  "merchant_order_no": "A-1"\n}',
};

describe('postmanCollection', () => {
  const collection = JSON.parse(postmanCollection(input)) as {
    info: { schema: string };
    item: { request: { method: string; body: { raw: string }; url: { raw: string } } }[];
    event: { listen: string; script: { exec: string[] } }[];
    variable: { key: string; value: string }[];
  };

  it('is a Collection v2.1 with the query and the exact body', () => {
    expect(collection.info.schema).toBe(
      'https://schema.getpostman.com/json/collection/v2.1.0/collection.json',
    );
    expect(collection.item).toHaveLength(1);
    expect(collection.item[0]!.request.method).toBe('POST');
    expect(collection.item[0]!.request.body.raw).toBe(input.body);
    expect(collection.item[0]!.request.url.raw).toBe('{{base_url}}/api/v1/payments/query');
  });

  it('declares base_url (trimmed), merchant_id and an empty api_secret', () => {
    const vars = Object.fromEntries(collection.variable.map((v) => [v.key, v.value]));
    expect(vars).toMatchObject({
      base_url: 'https://sandbox.example.com',
      merchant_id: 'M100001',
      api_secret: '',
    });
  });

  it('signs before the request and verifies the raw response text in the test script', () => {
    const scripts = Object.fromEntries(
      collection.event.map((event) => [event.listen, event.script.exec.join('\n')]),
    );
    expect(scripts.prerequest).toContain("pm.variables.replaceIn(pm.request.body.raw || '')");
    expect(scripts.prerequest).toContain('toString(cryptoJs.enc.Hex)');
    expect(scripts.test).toContain('pm.response.text()');
    // Parsing comes only after the verification.
    expect(scripts.test!.indexOf('JSON.parse')).toBeGreaterThan(scripts.test!.indexOf('verified'));
  });
});
