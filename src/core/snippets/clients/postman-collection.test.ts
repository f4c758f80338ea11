import { describe, expect, it } from 'vitest';
import { postmanCollection, postmanProblem } from './postman-collection.ts';

const input = {
  baseUrl: 'https://sandbox.example.com/',
  merchantId: 'M100001',
  body: '{\n  "merchant_order_no": "A-1"\n}',
};

describe('postmanCollection', () => {
  const collection = JSON.parse(postmanCollection(input)) as {
    info: { schema: string };
    item: {
      request: {
        method: string;
        body: { raw: string; options: { raw: { language: string } } };
        url: { raw: string };
      };
    }[];
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
    // Postman strips what looks like a comment from a body whose language is json.
    expect(collection.item[0]!.request.body.options.raw.language).toBe('text');
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
    // The body and merchant ID are read as written, and every {{token}} sent maps to itself.
    expect(scripts.prerequest).not.toMatch(/replaceIn\((pm\.request\.body|.*merchant_id)/);
    expect(scripts.prerequest).toContain('pm.variables.set(match[1], match[0]);');
    expect(scripts.test).toContain('pm.variables.unset(name)');
    expect(scripts.prerequest).toContain('toString(cryptoJs.enc.Hex)');
    expect(scripts.test).toContain('pm.response.text()');
    // Parsing comes only after the verification.
    expect(scripts.test!.indexOf('JSON.parse(raw)')).toBeGreaterThan(
      scripts.test!.indexOf('verified'),
    );
  });

  it.each(['{{__proto__}}', '{{constructor}}', '{{toString}}', '{{hasOwnProperty}}'])(
    'refuses to write a body holding %s, which Postman looks up on a plain object',
    (token) => {
      const hostile = { ...input, body: `{"goods_name":"${token}"}` };
      expect(postmanProblem(hostile)).toContain(`holds ${token}: Postman`);
      expect(() => postmanCollection(hostile)).toThrow(/not written/);
      expect(() => postmanCollection({ ...input, merchantId: `M${token}` })).toThrow(/not written/);
    },
  );

  it.each([
    ['http://127.0.0.1:1/{{api_secret}}', /"\{\{"/],
    ['https://user:pw@pay.example.com', /user name or password/],
    ['/sandbox', /absolute URL/],
  ])('refuses to write with the base URL %j', (baseUrl, message) => {
    expect(() => postmanCollection({ ...input, baseUrl })).toThrow(message);
  });

  it('refuses to write a merchant ID with CR LF, which would split X-MerchantID', () => {
    expect(() => postmanCollection({ ...input, merchantId: 'M1\r\nX-Evil: 1' })).toThrow(
      /Merchant ID holds a carriage return/,
    );
  });
});
