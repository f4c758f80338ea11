import { describe, expect, it } from 'vitest';
import { brunoCollection } from './bruno-collection.ts';

const input = { baseUrl: 'http://127.0.0.1:8787/', merchantId: 'M100001', body: '{"a":1}' };
const fileOf = (files: { path: string; text: string }[], path: string) =>
  files.find((file) => file.path === path)?.text ?? '';

describe('brunoCollection', () => {
  const files = brunoCollection(input);

  it('is a collection folder: bruno.json, collection.bru, the request and the sandbox environment', () => {
    expect(files.map((file) => file.path).sort()).toEqual([
      'bruno.json',
      'collection.bru',
      'environments/sandbox.bru',
      'query-a-payment.bru',
    ]);
    expect(JSON.parse(fileOf(files, 'bruno.json'))).toMatchObject({ type: 'collection' });
  });

  it('declares base_url and merchant_id, and api_secret as an empty secret', () => {
    const env = fileOf(files, 'environments/sandbox.bru');
    expect(env).toContain('  base_url: http://127.0.0.1:8787\n');
    expect(env).toContain('  merchant_id: M100001\n');
    expect(env).toContain('vars:secret [\n  api_secret\n]');
  });

  it('posts the body indented as a body:json block, and signs in a collection pre-request script', () => {
    expect(fileOf(files, 'query-a-payment.bru')).toContain(
      'url: {{base_url}}/api/v1/payments/query',
    );
    expect(fileOf(files, 'query-a-payment.bru')).toContain('body:json {\n  {"a":1}\n}');
    const collection = fileOf(files, 'collection.bru');
    expect(collection).toContain('script:pre-request {');
    expect(collection).toContain('req.disableParsingResponseJson();');
    expect(collection).not.toContain('req.setBody("');
  });

  it('carries a body with carriage returns exactly in the script, since .bru lines cannot', () => {
    const crlf = brunoCollection({ ...input, body: '{\r\n"a":1\r\n}' });
    expect(fileOf(crlf, 'query-a-payment.bru')).toContain('body:json {\n  {\n  "a":1\n  }\n}');
    expect(fileOf(crlf, 'collection.bru')).toContain(
      'req.setBody("{\\r\\n\\"a\\":1\\r\\n}", { raw: true });',
    );
  });
});
